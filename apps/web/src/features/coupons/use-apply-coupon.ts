import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Coupon } from '@rasoi/domain/api';
import { MESSAGES } from '@rasoi/domain/messages';
import { paths } from '../../app/paths.ts';
import { toast } from '../../ui/toast.ts';
import { useCart } from '../cart/cart-store.ts';

/**
 * 'Use this code' (spec 4): applies the coupon's percentage to the cart, toasts 'Coupon applied
 * successfully' and, unless told to stay (the cart's own coupon card), goes to /cart.
 */
export function useApplyCoupon({ goToCart = true }: { goToCart?: boolean } = {}): (coupon: Coupon) => void {
  const navigate = useNavigate();
  const applyCoupon = useCart((state) => state.applyCoupon);
  return useCallback(
    (coupon: Coupon) => {
      applyCoupon(coupon._id, coupon.off);
      toast.success(MESSAGES.couponApplied);
      if (goToCart) navigate(paths.cart);
    },
    [applyCoupon, goToCart, navigate],
  );
}
