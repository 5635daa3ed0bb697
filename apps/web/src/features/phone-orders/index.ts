/** The phone orders feature's public entry (issue 14): the seller's 'New phone order' page, composed by app/seller/routes.tsx. */
export { PhoneOrderPage } from './phone-order-page.tsx';
