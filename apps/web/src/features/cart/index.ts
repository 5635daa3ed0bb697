/** The cart feature's public entry (docs/architecture.md 'Layers'): the cart page's parts; the cart itself is in lib/cart-store.ts. */
export { CartLines } from './cart-lines.tsx';
export { CheckoutButton } from './checkout-button.tsx';
