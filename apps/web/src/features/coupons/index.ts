/** The coupons feature's public entry (docs/architecture.md 'Layers'): the cart's coupon card and the coupon the checkout applies. */
export { CartCouponCard } from './cart-coupon-card.tsx';
export { useAppliedCoupon } from './use-applied-coupon.ts';
