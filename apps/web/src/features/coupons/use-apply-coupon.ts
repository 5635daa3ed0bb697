import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Coupon } from '@rasoi/domain/api';
import { ERROR_TOAST_MS } from '@rasoi/domain/constants';
import { couponRefusal } from '@rasoi/domain/coupon';
import { m } from '@rasoi/domain/i18n/messages';
import { paths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { useCart } from '../../lib/cart-store.ts';

/**
 * 'Use this code' (spec 4): applies the coupon to the cart (its id; the cart reads the percentage from the
 * coupons query), toasts 'Coupon applied successfully' and, unless told to stay (the cart's own coupon
 * card), goes to /cart. A coupon the domain's rule refuses (used, expired, unscratched) is not applied:
 * the toast says why, in the server's words.
 */
export function useApplyCoupon({ goToCart = true }: { goToCart?: boolean } = {}): (coupon: Coupon) => void {
  const navigate = useNavigate();
  const applyCoupon = useCart((state) => state.applyCoupon);
  return useCallback(
    (coupon: Coupon) => {
      const refusal = couponRefusal(coupon, new Date());
      if (refusal) {
        toast.error(refusal, { duration: ERROR_TOAST_MS });
        return;
      }
      applyCoupon(coupon._id);
      toast.success(m.couponApplied());
      if (goToCart) navigate(paths.cart);
    },
    [applyCoupon, goToCart, navigate],
  );
}
