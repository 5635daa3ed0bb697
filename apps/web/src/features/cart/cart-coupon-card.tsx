/**
 * The cart's coupon card (spec 2 'Cart'). A slot for the coupons feature, which fills it in its own
 * issue; until then it renders nothing.
 */
export function CartCouponCard() {
  return null;
}
