import type { Order } from '@rasoi/domain/api';
import { AppError } from '../../lib/app-error.ts';
import { recordOrderEvent } from '../../modules/live/events/record-order-event.ts';
import { findOrder, markPaidClaimed, withLines } from '../../modules/ordering/orders/order-queries.ts';
import { announceQuietly, type QuietEventContext } from './announce-quietly.ts';

/**
 * The customer's 'I have paid' on a UPI-on-delivery order (issue 15, D53): a claim, since nobody here
 * sees the bank; the seller still records the collection. Stamps `paid_claimed_at` once (one conditional
 * UPDATE, so taps at once keep one time) with an `order.updated` event in the same transaction, so the
 * seller's screens learn it live. Returns the order as it now is; a repeat answers it unchanged.
 * Throws AppError 404 m.orderNotFound() for an unknown id or another customer's order (as GET
 * /order/:id), 409 m.paidClaimAccount() for a tiffin plan's meal (paid from the household account
 * when it was made; issue 26, D92), 400 m.paidClaimNotUpi() for a cash order, 409 m.paidClaimCancelled()
 * for a cancelled one. Any other status may be claimed (a customer may pay before or after the door).
 */
export async function claimOrderPaid(options: {
  ctx: QuietEventContext;
  userId: string;
  orderId: string;
}): Promise<Order> {
  const { ctx, userId, orderId } = options;
  const event = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    if (!(await markPaidClaimed(trx, { id: orderId, userId }, now))) return undefined;
    const [order] = await withLines(trx, [(await findOrder(trx, orderId))!]);
    return recordOrderEvent(trx, { type: 'order.updated', order: order!, userId, now });
  });
  if (event) {
    await announceQuietly(ctx, event);
    return event.order;
  }
  const row = await findOrder(ctx.db, orderId);
  if (!row || row.user_id !== userId) throw new AppError('NOT_FOUND', 'orderNotFound');
  if (row.payment_method === 'ACCOUNT') throw new AppError('CONFLICT', 'paidClaimAccount');
  if (row.payment_method !== 'UPI') throw new AppError('BAD_REQUEST', 'paidClaimNotUpi');
  if (row.status === 'Cancelled') throw new AppError('CONFLICT', 'paidClaimCancelled');
  const [order] = await withLines(ctx.db, [row]);
  return order!;
}
