/** The payment feature's public entry (docs/architecture.md 'Layers'; D83): placing a cash-on-delivery order, which app/routes/payment-page.tsx composes. */
export { usePlaceCodOrder } from './api/place-cod-order.ts';
