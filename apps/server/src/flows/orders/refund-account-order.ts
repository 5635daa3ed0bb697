import type { Kysely } from 'kysely';
import { formatLocalDate } from '@rasoi/domain/time-frame';
import type { Database } from '../../db/schema.ts';
import { postEntry } from '../../modules/accounts/post-entry.ts';
import type { OrderRow } from '../../modules/ordering/orders/order-queries.ts';
import { findPaidOrderAmount } from '../../modules/payments/upi-requests.ts';

/**
 * Gives a cancelled plan meal's charge back to its household account (issue 26, docs/decisions/0092), in
 * the cancel's transaction: a 'refund' entry of the order's amount (the charge made it in whole rupees,
 * × 100 paise), on the meal's day. Throws when the account refuses it (see postRefund).
 */
export async function refundAccountOrder(trx: Kysely<Database>, order: OrderRow, now: Date): Promise<void> {
  await postRefund(trx, order, order.amount * 100, order.slot_date ?? now.toISOString().slice(0, 10), now);
}

/**
 * Keeps the money of an order cancelled after it was paid at the door or by UPI (docs/decisions/0113), in
 * the cancel's transaction: `order` as it reads after the cancel, under its row lock. Nothing when it was
 * not collected in cash or by UPI. Else a 'refund' entry to the household's account of what was received:
 * the UPI request's exact amount when a credit paid it (D98), else the bill (whole rupees × 100 paise), on
 * the kitchen's day (`timeZone`). Throws when the account refuses it (see postRefund).
 */
export async function keepPaidMoneyOnAccount(
  trx: Kysely<Database>,
  order: OrderRow,
  now: Date,
  timeZone: string,
): Promise<void> {
  if (order.collected_by !== 'cash' && order.collected_by !== 'upi') return;
  const paid = order.collected_by === 'upi' ? await findPaidOrderAmount(trx, order.id) : undefined;
  await postRefund(trx, order, paid ?? order.amount * 100, formatLocalDate(now, timeZone), now);
}

/**
 * A 'refund' entry of `amountPaise` for the cancelled `order`, keyed by the order so a cancel cannot refund
 * twice. A credit is never refused by the credit limit; only an account at the most it may hold refuses
 * it, and then the cancel rolls back rather than lose the money (throws).
 */
async function postRefund(
  trx: Kysely<Database>,
  order: OrderRow,
  amountPaise: number,
  day: string,
  now: Date,
): Promise<void> {
  const refund = await postEntry(
    trx,
    {
      userId: order.user_id,
      kind: 'refund',
      amountPaise,
      day,
      source: { type: 'order', id: order.id },
      recordedBy: 'system',
      idempotencyKey: `refund:${order.id}`,
    },
    now,
  );
  if (!refund.posted) throw new Error(`order ${order.id}: the refund was refused (${refund.reason})`);
}
