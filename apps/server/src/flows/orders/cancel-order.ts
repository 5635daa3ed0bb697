import type { Kysely } from 'kysely';
import type { Order } from '@rasoi/domain/api';
import { customerMayCancel } from '@rasoi/domain/cancel-order';
import { isUndelivered } from '@rasoi/domain/order-status';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { cancelOrderUpiRequest } from '../../modules/payments/upi-requests.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import {
  publishOrderEvent,
  recordOrderEvent,
  type RecordedOrderEvent,
} from '../../modules/live/events/record-order-event.ts';
import type { FastifyBaseLogger } from 'fastify';
import { announceQuietly } from './announce-quietly.ts';
import { AWAITING_PAYMENT } from '../../modules/ordering/orders/online-order-queries.ts';
import { oweOrderRefund, sendRefund } from '../payments/send-refund.ts';
import { keepPaidMoneyOnAccount, refundAccountOrder } from './refund-account-order.ts';
import { creditOrderBill } from '../bills/bill-order.ts';
import { announceSlotRoom } from '../slots/announce-room.ts';
import {
  findWonCoupon,
  giveCouponBack,
  givePlatesBack,
  markOrderCancelled,
  takeDiscountBack,
  withdrawWonCoupon,
} from '../../modules/ordering/orders/cancel-order-queries.ts';
import { takeCustomerRow } from '../../modules/ordering/orders/order-rate.ts';
import { findOrder, toOrder, withLines, type OrderRow } from '../../modules/ordering/orders/order-queries.ts';

/**
 * POST /order/{id}/cancel (issue 15, docs/decisions/0054). Takes the caller, the order id and the
 * reason (validated by the contract: trimmed plain text, at most 200 characters, may be ''). A seller
 * session cancels any undelivered order and must give a reason; anyone else cancels only their own
 * order, while it is Preparing, and before the later of placing + the kitchen's `cancel_window_minutes`
 * (0: never) and its slot's cut-off (domain `customerCancelDeadline`). In one transaction: the order
 * becomes Cancelled with the reason, who and when (one conditional UPDATE whose condition is the
 * domain's rule, the only place the cancel is decided, docs/decisions/0086; a racing cancel or status
 * move changes nothing twice; when it changes nothing, the order as it then reads says why), its plates go back to its slot, a coupon it used is unused again, the
 * coupon it won is withdrawn (docs/decisions/0075: no coupon farming): deleted while unused; when it already
 * paid for another of the customer's orders that is not yet delivered, that order loses the discount (its
 * bill recomputed, its own `order.updated` event stored) and the coupon is deleted; when that order is
 * delivered, a customer's cancel is refused (409 m.cancelCouponDelivered) and a seller's goes ahead with the
 * delivered order left as it was paid. The transaction first takes the customer's row (as placing an order
 * does), so a cancel and an order using the won coupon never interleave. An
 * `order.updated` event is stored; it is published after the commit (live streams; the push to the
 * customer when the seller cancelled, to the sellers when the customer did), and customers waiting on
 * 'Notify me' hear of the room the plates make (D48). A tiffin plan's meal, paid from the household account,
 * gets its charge back as a refund entry in the same transaction (D92); so does an order already paid in cash
 * or by UPI, what was received going to the household's account (D113). An order paid online (D100) owes its
 * payment back: the refund is recorded in the transaction and sent to the gateway after the commit (a
 * failure is kept for the next try, never undoing the cancel). An online order still awaiting its payment
 * may be cancelled by its customer at any time (given up), and nobody is pushed. An order with a bill (paid
 * online) gets a numbered credit note in the same transaction (issue 28, D107). Returns the cancelled order.
 * Throws AppError: 404 MESSAGES.orderNotFound (also for another customer's order); 400
 * MESSAGES.cancelReasonRequired (seller without a reason); 409 MESSAGES.cancelNotAllowed (delivered,
 * cancelled, or out for delivery for a customer), MESSAGES.cancelWindowOver (the customer's time is
 * over), MESSAGES.cancelCouponDelivered (a customer's order whose won coupon paid for a delivered order)
 * or MESSAGES.orderStatusChanged (another request changed the order meanwhile).
 */
export async function cancelOrder(options: {
  ctx: Pick<AppContext, 'db' | 'now' | 'orderEvents' | 'push' | 'whatsapp' | 'kitchenSettings' | 'config'>;
  caller: Pick<SessionUser, 'id' | 'role'>;
  orderId: string;
  reason: string;
  /** Where a refund's call through the payment gateway is logged (D100); none: not logged. */
  log?: FastifyBaseLogger | undefined;
  /**
   * The sweep giving up an online order past its life unpaid, for its customer (D100): only while it still
   * awaits its payment, whatever the customer's own rule says at this hour.
   */
  expired?: boolean;
}): Promise<Order> {
  const { ctx, caller, orderId, reason } = options;
  const asSeller = caller.role === 'seller';
  const order = await findOrder(ctx.db, orderId);
  // Another customer's order answers exactly like a missing one, as GET /order/{id} does.
  if (!order || (!asSeller && order.user_id !== caller.id)) throw new AppError('NOT_FOUND', 'orderNotFound');
  if (asSeller && reason === '') throw new AppError('BAD_REQUEST', 'cancelReasonRequired');
  const now = ctx.now();
  const windowMinutes = asSeller ? 0 : (await ctx.kitchenSettings.get()).cancel_window_minutes;
  const events = await ctx.db.transaction().execute(async (trx) => {
    // The customer's orders and coupons change one transaction at a time (order-rate.ts): an order
    // using the coupon this one won is either placed before (and loses its discount below) or after
    // (and finds no coupon).
    await takeCustomerRow(trx, order.user_id);
    const cancelled = await markOrderCancelled(trx, {
      orderId,
      reason,
      by: asSeller ? 'seller' : 'customer',
      now,
      customer: asSeller || options.expired ? undefined : { userId: caller.id, windowMinutes },
      unpaidOnly: options.expired === true,
    });
    // The UPDATE decided; the order as it reads now tells the caller why not.
    if (!cancelled) throw cancelRefusal((await findOrder(trx, orderId))!, asSeller, windowMinutes, now);
    // An order billed already (paid online) gets its numbered credit note; its bill stays as it was (D107).
    await creditOrderBill(trx, ctx, orderId, now);
    // A plan meal was charged to the household account when it was made: the charge comes back (D92).
    // The account's row before the slot's, as the generation of plan meals takes them (no lock cycle).
    if (order.payment_method === 'ACCOUNT') await refundAccountOrder(trx, order, now);
    // Paid in cash or by UPI before the cancel (a UPI credit pays before cooking, D98): the money is the
    // household's, kept on its account (D113). Read as the cancel left it, under the order's row lock.
    else if (order.payment_method !== 'ONLINE') {
      await keepPaidMoneyOnAccount(trx, (await findOrder(trx, orderId))!, now, ctx.config.kitchenTimezone);
    }
    // Its exact UPI amount is free again, and a credit of it no longer pays this order (D98).
    if (order.payment_method === 'UPI') await cancelOrderUpiRequest(trx, orderId);
    // Paid online: the payment is owed back, recorded with the cancel; the gateway is called after (D100).
    const refundId = order.payment_method === 'ONLINE' ? await oweOrderRefund(trx, orderId, now) : null;
    if (order.slot_id !== null) await givePlatesBack(trx, order.slot_id, order.plates, now);
    if (order.coupon_id !== null) await giveCouponBack(trx, order.coupon_id, orderId);
    const repriced = await withdrawCouponWon(trx, orderId, asSeller, now);
    const changedRows = [(await findOrder(trx, orderId))!];
    if (repriced !== null) changedRows.push((await findOrder(trx, repriced))!);
    const recorded = [];
    for (const changed of await withLines(trx, changedRows)) {
      recorded.push(await recordOrderEvent(trx, { type: 'order.updated', order: changed, userId: order.user_id, now }));
    }
    return { recorded, refundId };
  });
  const [event, ...repriced] = events.recorded as [RecordedOrderEvent, ...RecordedOrderEvent[]];
  // An online order given up before it was paid was never the kitchen's: no push tells anyone (D100).
  if (order.status === AWAITING_PAYMENT) await announceQuietly(ctx, event);
  else await publishOrderEvent(ctx, event);
  // The refund is sent now; a failed call keeps it due for the next try, and never undoes the cancel.
  if (events.refundId) await sendRefund(ctx, events.refundId, options.log);
  // The order that lost its discount reaches the streams with no push: a push follows its status, and an
  // order out for delivery would tell its customer so again (announce-quietly.ts).
  for (const other of repriced) await announceQuietly(ctx, other);
  // The plates given back may be the room a customer on 'Notify me' waits for (D48).
  if (order.slot_id !== null && order.plates > 0) await announceSlotRoom(ctx, now);
  return event.order;
}

/**
 * Withdraws the coupon the cancelled order won (docs/decisions/0075), in the cancel's transaction after
 * the customer's row is taken: unused, it is deleted; used on an order not yet delivered, that order
 * loses its discount and the coupon is deleted; used on a delivered order, a customer's cancel is refused
 * (409 m.cancelCouponDelivered, the transaction rolls back) and a seller's leaves both as they are.
 * Returns the id of the order that lost its discount, or null.
 */
async function withdrawCouponWon(
  trx: Kysely<Database>,
  orderId: string,
  asSeller: boolean,
  now: Date,
): Promise<string | null> {
  const won = await findWonCoupon(trx, orderId);
  if (!won) return null;
  if (won.usedByOrderId === null) {
    await withdrawWonCoupon(trx, won.id, { evenIfUsed: false });
    return null;
  }
  if (await takeDiscountBack(trx, { id: won.usedByOrderId, couponId: won.id }, now)) {
    await withdrawWonCoupon(trx, won.id, { evenIfUsed: true });
    return won.usedByOrderId;
  }
  if (!asSeller) throw new AppError('CONFLICT', 'cancelCouponDelivered');
  return null;
}

/**
 * Why the cancel's UPDATE changed nothing, as the caller reads it, from the order as it reads now: the
 * same rules (isUndelivered, customerMayCancel), only to choose the sentence. When they would allow the
 * cancel, another request changed the order in between: 409 m.orderStatusChanged.
 */
function cancelRefusal(order: OrderRow, asSeller: boolean, windowMinutes: number, now: Date): AppError {
  if (!isUndelivered(order.status)) return new AppError('CONFLICT', 'cancelNotAllowed');
  if (asSeller) return new AppError('CONFLICT', 'orderStatusChanged');
  if (order.status !== 'Preparing') return new AppError('CONFLICT', 'cancelNotAllowed');
  if (!customerMayCancel(toOrder(order, [], []), windowMinutes, now)) {
    return new AppError('CONFLICT', 'cancelWindowOver');
  }
  return new AppError('CONFLICT', 'orderStatusChanged');
}
