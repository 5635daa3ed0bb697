/** The phone orders feature's public entry (issue 14): the seller's 'New phone order' page, composed by the seller routes. */
export { PhoneOrderPage } from './phone-order-page.tsx';
