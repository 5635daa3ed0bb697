import type { Coupon } from '@rasoi/domain/api';
import { isCouponUsable } from '@rasoi/domain/coupon';
import { useCart } from '../../lib/cart-store.ts';
import { useAuth } from '../../lib/session-store.ts';
import { useCoupons } from './api/get-coupons.ts';
import { useNow } from './use-now.ts';

/**
 * The cart's applied coupon (issue 12): the cart keeps only the coupon's id; the coupon, and with it the
 * percentage off, comes from the coupons query. Answers the coupon while it is usable (the domain's
 * isCouponUsable), else undefined: none applied, the coupons not loaded yet, or the coupon used, expired
 * or gone meanwhile. So a bill never takes off a figure the coupon no longer gives, and nothing needs to
 * reconcile the cart with the coupons. `pending` is true while a coupon is applied but the coupons are
 * still loading (the payment page waits for it rather than order without the coupon).
 */
export function useAppliedCoupon(): { coupon: Coupon | undefined; pending: boolean } {
  const token = useAuth((state) => state.token);
  const couponId = useCart((state) => state.couponId);
  const enabled = Boolean(token && couponId);
  const { data: coupons, isPending } = useCoupons(enabled);
  const now = useNow();
  const coupon = enabled ? coupons?.find((known) => known._id === couponId) : undefined;
  return { coupon: coupon && isCouponUsable(coupon, now) ? coupon : undefined, pending: enabled && isPending };
}
