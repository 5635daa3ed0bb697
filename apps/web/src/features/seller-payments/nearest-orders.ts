import type { AwaitedUpiPayment, UnmatchedPayment } from '@rasoi/domain/payments-to-match';

/** How many of the nearest orders a payment's card offers before 'Show all' (docs/decisions/0102). */
export const SUGGESTED_ORDERS = 3;

/** How far a credit of `amount` paise is from what the order asked or its bill, whichever is nearer. */
function amountGap(order: AwaitedUpiPayment, amount: number): number {
  return Math.min(Math.abs(order.amount_paise - amount), Math.abs(order.bill_paise - amount));
}

/** How far, in ms, the order's request opened from when the SMS reached the phone. */
function timeGap(order: AwaitedUpiPayment, receivedAt: string): number {
  return Math.abs(Date.parse(order.opened_at) - Date.parse(receivedAt));
}

/**
 * The orders awaiting UPI in the order a payment most likely paid them (docs/decisions/0102): a credit by
 * how many paise its amount is from what the order asked or its bill, whichever is nearer; an unread SMS,
 * which names no amount, by how near in time the order began to wait. Ties go to the order waiting
 * longest. A new array; `awaited` is left as it is.
 */
export function nearestOrders(
  payment: Pick<UnmatchedPayment, 'amount_paise' | 'received_at'>,
  awaited: readonly AwaitedUpiPayment[],
): AwaitedUpiPayment[] {
  const amount = payment.amount_paise;
  const gap = (order: AwaitedUpiPayment) =>
    amount === null ? timeGap(order, payment.received_at) : amountGap(order, amount);
  return [...awaited].sort((a, b) => gap(a) - gap(b) || a.opened_at.localeCompare(b.opened_at));
}

/** What a credit's amount equals for this order, if anything: the amount asked, or the bill. */
export function sameAs(order: AwaitedUpiPayment, amount: number | null): 'asked' | 'bill' | null {
  if (amount === order.amount_paise) return 'asked';
  if (amount === order.bill_paise) return 'bill';
  return null;
}
