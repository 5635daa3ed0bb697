import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { postEntry } from '../../modules/accounts/post-entry.ts';
import type { OrderRow } from '../../modules/ordering/orders/order-queries.ts';

/**
 * Gives a cancelled plan meal's charge back to its household account (issue 26, docs/decisions/0092), in
 * the cancel's transaction: a 'refund' entry of the order's amount (the charge made it in whole rupees,
 * × 100 paise), on the meal's day, keyed by the order so a cancel cannot refund twice. A credit is never
 * refused by the credit limit; only an account at the most it may hold refuses it, and then the cancel
 * rolls back rather than lose the money (throws).
 */
export async function refundAccountOrder(trx: Kysely<Database>, order: OrderRow, now: Date): Promise<void> {
  const refund = await postEntry(
    trx,
    {
      userId: order.user_id,
      kind: 'refund',
      amountPaise: order.amount * 100,
      day: order.slot_date ?? now.toISOString().slice(0, 10),
      source: { type: 'order', id: order.id },
      recordedBy: 'system',
      idempotencyKey: `refund:${order.id}`,
    },
    now,
  );
  if (!refund.posted) throw new Error(`order ${order.id}: the refund was refused (${refund.reason})`);
}
