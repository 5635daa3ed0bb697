import type { AwaitedTopUp, AwaitedUpiPayment, UnmatchedPayment } from '@rasoi/domain/payments-to-match';

/**
 * How many choices (orders and top-ups together) a payment's card offers before 'Show all'
 * (docs/decisions/0102).
 */
export const SUGGESTED_ORDERS = 3;

/** What an order awaiting UPI and a household's top-up awaiting payment share: asked, bill (or chosen), since. */
type Awaiting = Pick<AwaitedUpiPayment, 'amount_paise' | 'bill_paise' | 'opened_at'>;

/** How far a credit of `amount` paise is from what was asked or the bill, whichever is nearer. */
function amountGap(awaiting: Awaiting, amount: number): number {
  return Math.min(Math.abs(awaiting.amount_paise - amount), Math.abs(awaiting.bill_paise - amount));
}

/** How far, in ms, the request opened from when the SMS reached the phone. */
function timeGap(awaiting: Awaiting, receivedAt: string): number {
  return Math.abs(Date.parse(awaiting.opened_at) - Date.parse(receivedAt));
}

/**
 * The orders (or top-ups) awaiting UPI in the order a payment most likely paid them (docs/decisions/0102):
 * a credit by how many paise its amount is from what was asked or the bill, whichever is nearer; an unread
 * SMS, which names no amount, by how near in time the request opened. Ties go to the one waiting longest.
 * A new array; `awaited` is left as it is.
 */
export function nearestOrders<T extends Awaiting>(
  payment: Pick<UnmatchedPayment, 'amount_paise' | 'received_at'>,
  awaited: readonly T[],
): T[] {
  const amount = payment.amount_paise;
  const gap = (each: T) => (amount === null ? timeGap(each, payment.received_at) : amountGap(each, amount));
  return [...awaited].sort((a, b) => gap(a) - gap(b) || a.opened_at.localeCompare(b.opened_at));
}

/** The choices a payment's card shows, each list nearest first, and how many there are in all. */
export type Choices = { orders: AwaitedUpiPayment[]; topUps: AwaitedTopUp[]; total: number };

/**
 * What a payment can be assigned to (docs/decisions/0102, D99): the orders awaiting UPI and, for a credit
 * (a top-up takes the credit's own amount, so an unread SMS cannot pay one), the households' top-ups. The
 * two are ranked together by `nearestOrders`; `all` false keeps the nearest SUGGESTED_ORDERS of them, so a
 * card offers at most that many buttons until 'Show all', whichever kinds they are.
 */
export function nearestChoices(
  payment: Pick<UnmatchedPayment, 'amount_paise' | 'received_at'>,
  awaited: readonly AwaitedUpiPayment[],
  awaitedTopUps: readonly AwaitedTopUp[],
  all: boolean,
): Choices {
  const topUps = payment.amount_paise === null ? [] : awaitedTopUps;
  const ranked = nearestOrders<AwaitedUpiPayment | AwaitedTopUp>(payment, [...awaited, ...topUps]);
  const shown = all ? ranked : ranked.slice(0, SUGGESTED_ORDERS);
  return {
    orders: shown.filter((each): each is AwaitedUpiPayment => 'order_id' in each),
    topUps: shown.filter((each): each is AwaitedTopUp => 'request_id' in each),
    total: ranked.length,
  };
}

/** What a credit's amount equals, if anything: the amount asked, or the bill (a top-up's chosen amount). */
export function sameAs(awaiting: Awaiting, amount: number | null): 'asked' | 'bill' | null {
  if (amount === awaiting.amount_paise) return 'asked';
  if (amount === awaiting.bill_paise) return 'bill';
  return null;
}
