import type { Order } from '@rasoi/domain/api';
import { MESSAGES } from '@rasoi/domain/messages';

/** How an order is paid, as its cards say it (issue 15, D53): cash on delivery, UPI on delivery, or online. */
export const PAYMENT_LABELS: Record<Order['payment_method'], string> = {
  COD: MESSAGES.cashOnDelivery,
  UPI: MESSAGES.upiOnDelivery,
  CARD: MESSAGES.online,
};

/** How the seller collected it: 'Cash collected', 'UPI received', or 'Not collected yet'. */
export function collectedLabel(order: Pick<Order, 'collected_by'>): string {
  if (order.collected_by === 'cash') return MESSAGES.collectedCash;
  if (order.collected_by === 'upi') return MESSAGES.collectedUpi;
  return MESSAGES.notCollected;
}
