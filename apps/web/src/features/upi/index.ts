/** UPI on delivery (issue 15, D53): the customer's pay panel, the seller's collection controls and labels. */
export { CollectButtons } from './collect-buttons.tsx';
export { collectedLabel, PAYMENT_LABELS } from './payment-label.ts';
export { UpiPayPanel } from './upi-pay-panel.tsx';
export { UpiQr } from './upi-qr.tsx';
export { useUpiLink } from './use-upi-link.ts';
