/** UPI on delivery (issue 15, D53): the customer's pay panel, the seller's collection controls and labels. */
export { CollectButtons } from '../../ui/collect-buttons.tsx';
export { collectedLabel, PAYMENT_LABELS } from '../../ui/payment-label.ts';
export { UpiPayPanel } from '../../ui/upi-pay-panel.tsx';
export { UpiQr } from '../../ui/upi-qr.tsx';
export { useUpiLink } from '../../lib/use-upi-link.ts';
