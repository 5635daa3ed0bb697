import type { Order } from '@rasoi/domain/api';
import type { CollectionMethod } from '@rasoi/domain/constants';
import { AppError } from '../../lib/app-error.ts';
import { cancelOrderUpiRequest } from '../../modules/payments/upi-requests.ts';
import { recordOrderEvent } from '../../modules/live/events/record-order-event.ts';
import { claimOrderChangeKey } from '../../modules/ordering/orders/order-change-keys.ts';
import { findOrder, markCollected, withLines } from '../../modules/ordering/orders/order-queries.ts';
import { announceQuietly, type QuietEventContext } from './announce-quietly.ts';
import type { AppContext } from '../../app-context.ts';
import { paymentReceivedNotice } from '../../modules/live/whatsapp/whatsapp-notices.ts';

/**
 * The seller records how an order's money was collected at the door, cash or UPI (issue 15, D53), on
 * any order but a cancelled one, whatever was chosen at placement (a UPI customer may hand over cash).
 * A later call with the other method corrects a wrong tap; the same method again changes nothing. One
 * conditional UPDATE sets method and time together, so two sellers at once leave one of the two methods
 * with its time; each change stores an `order.updated` event in its transaction. A tiffin plan's meal was
 * paid from the household account when it was made (issue 26, D92): nothing to collect at its door. Returns
 * the order as it now is; after the commit a first collection tells an opted-in customer 'payment received'
 * by WhatsApp (D101). `idempotencyKey` (a queued change from the kitchen's phone, issue 29 item 5, D115)
 * is claimed in that transaction: a repeat of the key answers the order as it now is and changes nothing,
 * so a resend cannot undo another device's correction made in between. Throws AppError 404
 * m.orderNotFound(), 409 m.collectCancelled(), 409 m.collectPaidFromAccount().
 */
export async function collectOrder(options: {
  ctx: QuietEventContext & Pick<AppContext, 'whatsapp'>;
  orderId: string;
  method: CollectionMethod;
  idempotencyKey?: string | undefined;
}): Promise<Order> {
  const { ctx, orderId, method, idempotencyKey } = options;
  const event = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const before = await findOrder(trx, orderId);
    if (before && idempotencyKey !== undefined) {
      if (!(await claimOrderChangeKey(trx, { orderId, key: idempotencyKey, change: 'collect', now }))) return undefined;
    }
    if (!(await markCollected(trx, orderId, method, now))) {
      // Refused here, inside the transaction, so a refusal frees the key with its rollback.
      const row = await findOrder(trx, orderId);
      if (!row) throw new AppError('NOT_FOUND', 'orderNotFound');
      if (row.status === 'Cancelled') throw new AppError('CONFLICT', 'collectCancelled');
      if (row.collected_by === 'account') throw new AppError('CONFLICT', 'collectPaidFromAccount');
      return undefined;
    }
    // Collected at the door: the order's exact UPI amount is free again, and a credit of it later is the
    // seller's to match (D98).
    await cancelOrderUpiRequest(trx, orderId);
    const row = (await findOrder(trx, orderId))!;
    const [order] = await withLines(trx, [row]);
    const recorded = await recordOrderEvent(trx, { type: 'order.updated', order: order!, userId: row.user_id, now });
    // A first collection is a receipt; a corrected method (cash -> UPI) is not news to the customer.
    return { ...recorded, firstCollection: before?.collected_by === null };
  });
  if (event) {
    await announceQuietly(ctx, event);
    if (event.firstCollection) {
      ctx.whatsapp.send(paymentReceivedNotice(event.userId, event.order.amount * 100, event.order));
    }
    return event.order;
  }
  // The same method again, or a repeat of a key: the order as it now is.
  const row = await findOrder(ctx.db, orderId);
  if (!row) throw new AppError('NOT_FOUND', 'orderNotFound');
  const [order] = await withLines(ctx.db, [row]);
  return order!;
}
