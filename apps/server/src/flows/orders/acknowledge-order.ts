import type { Order } from '@rasoi/domain/api';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { publishOrderEvent, recordOrderEvent } from '../../modules/live/events/record-order-event.ts';
import { orderConfirmedNotice } from '../../modules/live/whatsapp/whatsapp-notices.ts';
import { findOrder, markOrderAcknowledged, withLines } from '../../modules/ordering/orders/order-queries.ts';

/**
 * A seller device acknowledges an order (issue 'The kitchen's day': the new-order alarm repeats until
 * then, and stops on every seller device once one acknowledges). Returns the order as it now is.
 * Idempotent: the first acknowledgement's time is kept, and a repeat (from this or another device)
 * answers the order unchanged and records no event. Any status may be acknowledged; only Preparing
 * orders ring. Throws AppError 404 m.orderNotFound() for an unknown id. The stamp and its
 * `order.updated` event are stored in one transaction (the stamp is one conditional UPDATE, so two
 * devices at once give one event); the event is published after the commit, which reaches every
 * seller stream on every instance (and pushes nothing: see order-pushes.ts); the first also tells an opted-in
 * customer 'order confirmed' by WhatsApp (issue 27 part 3, D101: the kitchen has seen it, not just the app).
 */
export async function acknowledgeOrder(options: {
  ctx: Pick<AppContext, 'db' | 'now' | 'orderEvents' | 'push' | 'whatsapp'>;
  orderId: string;
}): Promise<Order> {
  const { ctx, orderId } = options;
  const event = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    if (!(await markOrderAcknowledged(trx, orderId, now))) return undefined;
    const row = (await findOrder(trx, orderId))!;
    const [order] = await withLines(trx, [row]);
    return recordOrderEvent(trx, { type: 'order.updated', order: order!, userId: row.user_id, now });
  });
  if (event) {
    await publishOrderEvent(ctx, event);
    // The first acknowledgement is the kitchen's 'yes': an opted-in customer gets 'order confirmed' (D101).
    ctx.whatsapp.send(orderConfirmedNotice(event.order, event.userId));
    return event.order;
  }
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw new AppError('NOT_FOUND', 'orderNotFound');
  const [answer] = await withLines(ctx.db, [order]);
  return answer!;
}
