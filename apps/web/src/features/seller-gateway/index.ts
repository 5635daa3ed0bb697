/** The kitchen's Razorpay keys for online payments (issue 27 part 2, D100): key id, key secret, webhook secret. */
export { OnlinePaymentsPage } from './online-payments-page.tsx';
