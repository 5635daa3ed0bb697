/**
 * UPI confirmed from the bank's SMS, the seller's side (issue 27, D97, D98; docs/architecture.md 'Layers'):
 * 'Payments to match', the dashboard's card counting them, and the Bank SMS settings page.
 * app/seller/routes.tsx routes the pages; the dashboard shows the card.
 */
export { PaymentsToMatchPage } from './payments-to-match-page.tsx';
export { PaymentsWaitingCard } from './payments-waiting-card.tsx';
export { BankSmsPage } from './bank-sms-page.tsx';
