/** The coupons feature's public entry (docs/architecture.md 'Layers'): what the cart's coupon card composes. */
export { useCoupons } from './api/get-coupons.ts';
export { CouponTicket } from './coupon-ticket.tsx';
export { useAppliedCoupon } from './use-applied-coupon.ts';
export { useApplyCoupon } from './use-apply-coupon.ts';
export { useNow } from './use-now.ts';
export { useScratchNow } from './use-scratch-now.ts';
