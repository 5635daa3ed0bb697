import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { customerCancelBounds, customerGiveUpBounds, type CustomerCancelBounds } from '@rasoi/domain/cancel-order';
import { computeBill } from '@rasoi/domain/bill';
import type { OrderCanceller } from '@rasoi/domain/constants';
import { UNDELIVERED_STATUSES, UNPAID_STATUSES } from '@rasoi/domain/order-status';
import type { Database } from '../../../db/schema.ts';
import { toFlag, toStoredTime } from '../../../db/values.ts';

/** Who cancels and what the rule lets them cancel (D54). */
export type CancelChange = {
  orderId: string;
  reason: string;
  by: OrderCanceller;
  now: Date;
  /**
   * For a customer: their id and the kitchen's `cancel_window_minutes` (0: customers cannot cancel).
   * Absent for the seller, who cancels any undelivered order.
   */
  customer?: { userId: string; windowMinutes: number };
  /**
   * Only while the order is awaiting its online payment (D100): an unpaid order past its life, given up
   * by the sweep for its customer; a payment that won the race leaves it as it is.
   */
  unpaidOnly?: boolean;
};

/**
 * The domain's customer cancel rule (customerCancelBounds, D54) in SQL, the same comparisons: the order
 * has the rule's status and was placed after `placedAfter` or has its slot's cut-off after `cutOffAfter`
 * (an order on demand has none: NULL compares false). No bounds (a window of 0): no order matches.
 */
function customerMayCancelSql(eb: ExpressionBuilder<Database, 'orders'>, bounds: CustomerCancelBounds | null) {
  if (bounds === null) return eb.lit(false);
  return eb.and([
    eb('status', '=', bounds.status),
    eb.or([
      eb('created_at', '>', toStoredTime(bounds.placedAfter)),
      eb('slot_order_by', '>', toStoredTime(bounds.cutOffAfter)),
    ]),
  ]);
}

/**
 * Cancels the order in one conditional UPDATE, the only place the cancel is decided (issue 15, D54;
 * issue 25, docs/decisions/0086): only while it is undelivered, and for a customer only their own and
 * only as the domain's rule allows at `now` (customerMayCancelSql). Two cancels, or a cancel and a status
 * move or a window change, racing on one order: exactly one statement changes the row. True when this call
 * cancelled it. Call inside the transaction that gives back plates and coupon.
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
  // eslint-disable-next-line no-restricted-syntax -- the `in` list is UNPAID_STATUSES: a constant of one
  if (change.unpaidOnly) query = query.where('status', 'in', [...UNPAID_STATUSES]);
  if (customer) {
    const bounds = customerCancelBounds(customer.windowMinutes, change.now);
    // An online order awaiting its payment is the customer's to give up within its life, whatever the
    // cancel window (customerGiveUpBounds, D100).
    const giveUp = customerGiveUpBounds(change.now);
    query = query.where('user_id', '=', customer.userId).where((eb) =>
      eb.or([
        eb.and([
          // eslint-disable-next-line no-restricted-syntax -- the `in` list is UNPAID_STATUSES: a constant of one
          eb('status', 'in', [...giveUp.statuses]),
          eb('created_at', '>', toStoredTime(giveUp.placedAfter)),
        ]),
        customerMayCancelSql(eb, bounds),
      ]),
    );
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

/** The coupon an order won (P8), and the order that used it, if any. */
export type WonCoupon = { id: string; usedByOrderId: string | null };

/** The coupon the order won, read in the cancel's transaction after the customer's row is taken. */
export async function findWonCoupon(trx: Kysely<Database>, orderId: string): Promise<WonCoupon | undefined> {
  const row = await trx
    .selectFrom('coupons')
    .select(['id', 'used_by_order_id'])
    .where('won_with_order_id', '=', orderId)
    .executeTakeFirst();
  return row ? { id: row.id, usedByOrderId: row.used_by_order_id } : undefined;
}

/**
 * Withdraws the coupon a cancelled order won (docs/decisions/0075): deletes it (it leaves the customer's
 * coupons list and can pay for nothing) when it is unused, or when `evenIfUsed` (the order that used it
 * has just lost its discount: takeDiscountBack). A coupon used on a delivered order stays with that order.
 */
export async function withdrawWonCoupon(
  trx: Kysely<Database>,
  couponId: string,
  options: { evenIfUsed: boolean },
): Promise<void> {
  let query = trx.deleteFrom('coupons').where('id', '=', couponId);
  if (!options.evenIfUsed) query = query.where('is_used', '=', toFlag(false));
  await query.execute();
}

/**
 * Takes the discount of a withdrawn coupon off the order that used it while that order is not yet
 * delivered (docs/decisions/0075): its bill is recomputed from its own lines with no coupon (the domain's
 * computeBill, P2) and its coupon cleared, in one conditional UPDATE (still using that coupon, still
 * undelivered), so a status move racing it either sees the new amount or keeps the old one on a delivered
 * order. True when the order changed; false when it is delivered (or no longer uses the coupon).
 */
export async function takeDiscountBack(
  trx: Kysely<Database>,
  order: { id: string; couponId: string },
  now: Date,
): Promise<boolean> {
  const meals = await trx
    .selectFrom('order_meals')
    .select(['unit_price', 'quantity'])
    .where('order_id', '=', order.id)
    .execute();
  const dishes = await trx
    .selectFrom('order_dishes')
    .select(['unit_price', 'quantity'])
    .where('order_id', '=', order.id)
    .execute();
  const bill = computeBill([...meals, ...dishes].map((line) => ({ price: line.unit_price, quantity: line.quantity })));
  // eslint-disable-next-line no-restricted-syntax -- the `in` list is UNDELIVERED_STATUSES: a constant of three
  const result = await trx
    .updateTable('orders')
    .set({
      price: bill.itemTotal,
      discount: bill.discount,
      platform_fee: bill.platformFee,
      delivery_charge: bill.deliveryCharge,
      amount: bill.toPay,
      coupon_id: null,
      updated_at: toStoredTime(now),
    })
    .where('id', '=', order.id)
    .where('coupon_id', '=', order.couponId)
    .where('status', 'in', [...UNDELIVERED_STATUSES])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
