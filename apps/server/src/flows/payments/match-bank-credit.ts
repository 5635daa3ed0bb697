import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { postEntry } from '../../modules/accounts/post-entry.ts';
import { recordOrderEvent, type RecordedOrderEvent } from '../../modules/live/events/record-order-event.ts';
import { findOrder, lockOrder, markCollected, withLines } from '../../modules/ordering/orders/order-queries.ts';
import {
  findOpenRequestByAmount,
  markUpiRequestPaid,
  unmarkUpiRequestPaid,
  type UpiRequestRow,
} from '../../modules/payments/upi-requests.ts';

/**
 * A credit the kitchen's bank reported: its exact amount in paise, its reference (RRN), when, and the kitchen
 * day (yyyy-mm-dd) of that moment (a top-up's ledger entry is of that day).
 */
export type BankCredit = { amountPaise: number; rrn: string; receivedAt: Date; kitchenDay: string };

/**
 * What became of a credit: it paid the open request of exactly its amount (`requestId`; for an order, the
 * order's `order.updated` event to announce after the commit; for a top-up, `accountUserId`, the household
 * whose account it credited, to tell after the commit), or no open request asks that amount (or another
 * credit paid it first, or its top-up could not be posted), and the seller matches it by hand.
 */
export type CreditMatch =
  | {
      matched: true;
      requestId: string;
      orderId: string | null;
      /** The request's customer, told 'payment received' after the commit (D101). */
      userId: string;
      event: RecordedOrderEvent | undefined;
      accountUserId: string | null;
    }
  | { matched: false };

/** The idempotency key of the ledger entry a credit posts (D99): one entry per bank reference, ever. */
export function creditEntryKey(rrn: string): string {
  return `upi:${rrn}`;
}

/**
 * In the caller's transaction `trx` (the one that stored the credit): pays the open UPI request asking
 * exactly the credit's amount within its life (issue 27, D98), once: the request's conditional UPDATE to
 * 'paid' with the RRN (unique) lets one credit win, under the order's row lock taken first. For an order,
 * records the money as collected by UPI (`markCollected`, never over an account's meal) with an
 * `order.updated` event, so the customer's page and the seller's list turn paid live once the caller
 * announces it. For a household's top-up (D99), posts a UPI payment of the amount the household chose
 * (`bill_paise`: the kitchen lets go of the paise, as for an order's bill) to its account, keyed
 * `upi:<rrn>` so one credit never posts twice; if the account may not hold it, the request is left open as
 * it was and the credit goes to the seller. A credit that pays nothing is left for the seller.
 */
export async function matchBankCredit(trx: Kysely<Database>, credit: BankCredit, now: Date): Promise<CreditMatch> {
  const request = await findOpenRequestByAmount(trx, credit.amountPaise, credit.receivedAt);
  if (!request) return { matched: false };
  // The order's lock before its request's, as a cancel, a collection and the request itself take them:
  // taken the other way round, a cancel landing now would deadlock with this payment on PostgreSQL.
  if (request.order_id !== null) await lockOrder(trx, request.order_id);
  if (!(await markUpiRequestPaid(trx, request.id, credit.rrn, now))) return { matched: false };
  if (request.order_id === null) return payTopUp(trx, request, credit, now);
  let event: RecordedOrderEvent | undefined;
  if (await markCollected(trx, request.order_id, 'upi', now)) {
    const row = (await findOrder(trx, request.order_id))!;
    const [order] = await withLines(trx, [row]);
    event = await recordOrderEvent(trx, { type: 'order.updated', order: order!, userId: row.user_id, now });
  }
  return {
    matched: true,
    requestId: request.id,
    orderId: request.order_id,
    userId: request.user_id,
    event,
    accountUserId: null,
  };
}

/** Posts the top-up `request` just marked paid by `credit` to its household's account (D99). */
async function payTopUp(
  trx: Kysely<Database>,
  request: UpiRequestRow,
  credit: BankCredit,
  now: Date,
): Promise<CreditMatch> {
  const posted = await postEntry(
    trx,
    {
      userId: request.user_id,
      kind: 'payment',
      method: 'upi',
      amountPaise: request.bill_paise,
      day: credit.kitchenDay,
      source: { type: 'upi_request', id: request.id },
      recordedBy: 'system',
      idempotencyKey: creditEntryKey(credit.rrn),
    },
    now,
  );
  if (!posted.posted) {
    // Only the ceiling refuses a payment: the transaction leaves the request as it found it.
    await unmarkUpiRequestPaid(trx, request.id, credit.rrn);
    return { matched: false };
  }
  return {
    matched: true,
    requestId: request.id,
    orderId: null,
    userId: request.user_id,
    event: undefined,
    accountUserId: request.user_id,
  };
}
