import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { toStoredTime } from '../../../db/values.ts';

/** The status of an online order not paid yet (D100): the kitchen does not see it. */
export const AWAITING_PAYMENT = 'Awaiting Payment' as const;

/**
 * The gateway confirmed an online order's payment (issue 27 part 2, D100): it becomes an order the kitchen
 * cooks ('Preparing', its money collected 'online'), in one conditional UPDATE: only while it is awaiting
 * payment, so a payment that arrives after the order was cancelled (given up, or past its life) changes
 * nothing here (the caller refunds it), and two confirmations at once confirm once. True when this call
 * confirmed it.
 */
export async function confirmOnlineOrderPaid(trx: Kysely<Database>, orderId: string, now: Date): Promise<boolean> {
  const stamp = toStoredTime(now);
  const result = await trx
    .updateTable('orders')
    .set({ status: 'Preparing', collected_by: 'online', collected_at: stamp, updated_at: stamp })
    .where('id', '=', orderId)
    .where('status', '=', AWAITING_PAYMENT)
    .where('payment_method', '=', 'ONLINE')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ids of online orders still awaiting payment that were placed before `before`, oldest first, at most `limit`. */
export async function awaitingOrdersPlacedBefore(
  db: Kysely<Database>,
  before: Date,
  limit: number,
): Promise<{ id: string; user_id: string }[]> {
  return db
    .selectFrom('orders')
    .select(['id', 'user_id'])
    .where('status', '=', AWAITING_PAYMENT)
    .where('created_at', '<', toStoredTime(before))
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
