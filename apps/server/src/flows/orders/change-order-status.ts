import type { Order } from '@rasoi/domain/api';
import type { OrderStatus } from '@rasoi/domain/constants';
import { canTransition } from '@rasoi/domain/order-status';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { publishOrderEvent, recordOrderEvent } from '../../modules/live/events/record-order-event.ts';
import { findOrder, updateOrderStatus, withLines } from '../../modules/ordering/orders/order-queries.ts';

/**
 * The seller moves an order one step on (spec 4 'Mark as ready', 'Mark as delivered'; docs/decisions/p09): Preparing -> Out For Delivery -> Delivered, nothing else. Returns the updated order. Throws
 * AppError: 404 m.orderNotFound(); 409 m.orderStatusRefused() for any other move (a skip,
 * a step back, the same status, anything after Delivered); 409 m.orderStatusChanged() when
 * another request moved the order between the read and the write. The change and its `order.updated`
 * event are stored in one transaction; the event is published after the commit (streams, pushes).
 */
export async function changeOrderStatus(options: {
  ctx: Pick<AppContext, 'db' | 'now' | 'orderEvents' | 'push' | 'whatsapp'>;
  orderId: string;
  status: OrderStatus;
}): Promise<Order> {
  const { ctx, orderId, status } = options;
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw new AppError('NOT_FOUND', 'orderNotFound');
  if (!canTransition(order.status, status)) throw new AppError('CONFLICT', 'orderStatusRefused');
  const event = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    if (!(await updateOrderStatus(trx, orderId, { from: order.status, to: status }, now))) {
      throw new AppError('CONFLICT', 'orderStatusChanged');
    }
    const [updated] = await withLines(trx, [(await findOrder(trx, orderId))!]);
    return recordOrderEvent(trx, { type: 'order.updated', order: updated!, userId: order.user_id, now });
  });
  await publishOrderEvent(ctx, event);
  return event.order;
}
