import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';

/**
 * How an order is paid, as its cards say it (issue 15, D53): cash on delivery, UPI on delivery, or from the
 * tiffin account for a plan meal (issue 26, D92), or online through the kitchen's gateway (D100).
 */
export const PAYMENT_LABELS: Record<Order['payment_method'], () => string> = {
  COD: m.cashOnDelivery,
  UPI: m.upiOnDelivery,
  ONLINE: m.payOnline,
  ACCOUNT: m.paidFromAccount,
};

/**
 * How the seller collected it: 'Cash collected', 'UPI received', 'Paid from the tiffin account' (a plan
 * meal, D92), 'Paid online' (through the gateway, D100), or 'Not collected yet'.
 */
export function collectedLabel(order: Pick<Order, 'collected_by'>): string {
  if (order.collected_by === 'cash') return m.collectedCash();
  if (order.collected_by === 'upi') return m.collectedUpi();
  if (order.collected_by === 'account') return m.paidFromAccount();
  if (order.collected_by === 'online') return m.paidOnline();
  return m.notCollected();
}
