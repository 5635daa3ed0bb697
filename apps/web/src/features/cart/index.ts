/** The cart feature's public entry (docs/architecture.md 'Layers'): the cart page's parts; the cart itself is in lib/cart-store.ts. */
export { AddonsStrip } from '../menu/addons-strip.tsx';
export { CartCouponCard } from '../coupons/cart-coupon-card.tsx';
export { CartLines } from './cart-lines.tsx';
export { CheckoutButton } from './checkout-button.tsx';
