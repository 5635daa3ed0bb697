import { sql, type Kysely } from 'kysely';
import type { OrderCanceller } from '@rasoi/domain/constants';
import { UNDELIVERED_STATUSES } from '@rasoi/domain/order-status';
import type { Database } from '../../db/schema.ts';
import { toFlag, toStoredTime } from '../../db/values.ts';

/** Who cancels and what the rule lets them cancel (D54). */
export type CancelChange = {
  orderId: string;
  reason: string;
  by: OrderCanceller;
  now: Date;
  /**
   * For a customer: their id, and the window as an instant (orders placed after it may be cancelled);
   * the slot's cut-off is compared with `now`. Absent for the seller, who cancels any undelivered order.
   */
  customer?: { userId: string; placedAfter: Date };
};

/**
 * Cancels the order in one conditional UPDATE (issue 15, D54): only while it is undelivered, and for a
 * customer only their own, still Preparing, placed after `placedAfter` or before its slot's cut-off.
 * Two cancels, or a cancel and a status move, racing on one order: exactly one statement changes the
 * row. True when this call cancelled it. Call inside the transaction that gives back plates and coupon.
 */
export async function markOrderCancelled(trx: Kysely<Database>, change: CancelChange): Promise<boolean> {
  const now = toStoredTime(change.now);
  // eslint-disable-next-line no-restricted-syntax -- the `in` list is UNDELIVERED_STATUSES: a constant of three
  let query = trx
    .updateTable('orders')
    .set({
      status: 'Cancelled',
      cancel_reason: change.reason,
      cancelled_by: change.by,
      cancelled_at: now,
      updated_at: now,
    })
    .where('id', '=', change.orderId)
    .where('status', 'in', [...UNDELIVERED_STATUSES]);
  const { customer } = change;
  if (customer) {
    query = query
      .where('user_id', '=', customer.userId)
      .where('status', '=', 'Preparing')
      .where((eb) => eb.or([eb('created_at', '>', toStoredTime(customer.placedAfter)), eb('slot_order_by', '>', now)]));
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a cancelled order's plates back to its slot (the slot's `taken` goes down by them, never below 0). */
export async function givePlatesBack(trx: Kysely<Database>, slotId: string, plates: number, now: Date): Promise<void> {
  if (plates <= 0) return;
  await trx
    .updateTable('slots')
    .set({
      taken: sql<number>`CASE WHEN taken > ${plates} THEN taken - ${plates} ELSE 0 END`,
      updated_at: toStoredTime(now),
    })
    .where('id', '=', slotId)
    .execute();
}

/**
 * Takes back the coupon a cancelled order won (every placed order wins one, P8) while it is still unused,
 * so placing and cancelling orders cannot farm coupons (D54). A won coupon already used on another order
 * stays: that order stands with its discount.
 */
export async function takeWonCouponBack(trx: Kysely<Database>, orderId: string): Promise<void> {
  await trx
    .deleteFrom('coupons')
    .where('won_with_order_id', '=', orderId)
    .where('is_used', '=', toFlag(false))
    .execute();
}

/** Makes the coupon a cancelled order used unused again, if that order is still the one that used it. */
export async function giveCouponBack(trx: Kysely<Database>, couponId: string, orderId: string): Promise<void> {
  await trx
    .updateTable('coupons')
    .set({ is_used: 0, used_by_order_id: null })
    .where('id', '=', couponId)
    .where('used_by_order_id', '=', orderId)
    .execute();
}
