import type { Order } from '@rasoi/domain/api';
import type { OrderStatus } from '@rasoi/domain/constants';
import { canTransition } from '@rasoi/domain/order-status';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { billOrder } from '../bills/bill-order.ts';
import { publishOrderEvent, recordOrderEvent } from '../../modules/live/events/record-order-event.ts';
import { claimOrderChangeKey } from '../../modules/ordering/orders/order-change-keys.ts';
import { findOrder, updateOrderStatus, withLines } from '../../modules/ordering/orders/order-queries.ts';

/**
 * The seller moves an order one step on (spec 4 'Mark as ready', 'Mark as delivered'; docs/decisions/p09): Preparing -> Out For Delivery -> Delivered, nothing else. Returns the updated order. Throws
 * AppError: 404 m.orderNotFound(); 409 m.orderStatusRefused() for any other move (a skip,
 * a step back, the same status, anything after Delivered); 409 m.orderStatusChanged() when
 * another request moved the order between the read and the write. The change and its `order.updated`
 * event are stored in one transaction, with the order's numbered bill when it is delivered (issue 28, D107);
 * the event is published after the commit (streams, pushes).
 * `idempotencyKey` (a queued change from the kitchen's phone, issue 29 item 5, D115): claimed in that
 * transaction, so a repeat of the key answers the order as it now is and changes nothing, even when the
 * first send is still in flight; a refused move frees the key with its rollback.
 */
export async function changeOrderStatus(options: {
  ctx: Pick<AppContext, 'db' | 'now' | 'orderEvents' | 'push' | 'whatsapp' | 'config'>;
  orderId: string;
  status: OrderStatus;
  idempotencyKey?: string | undefined;
}): Promise<Order> {
  const { ctx, orderId, status, idempotencyKey } = options;
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw new AppError('NOT_FOUND', 'orderNotFound');
  type Outcome = { replayed: Order } | { event: Awaited<ReturnType<typeof recordOrderEvent>> };
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
    const now = ctx.now();
    if (idempotencyKey !== undefined) {
      if (!(await claimOrderChangeKey(trx, { orderId, key: idempotencyKey, change: 'status', now }))) {
        const [current] = await withLines(trx, [(await findOrder(trx, orderId))!]);
        return { replayed: current! };
      }
    }
    if (!canTransition(order.status, status)) throw new AppError('CONFLICT', 'orderStatusRefused');
    if (!(await updateOrderStatus(trx, orderId, { from: order.status, to: status }, now))) {
      throw new AppError('CONFLICT', 'orderStatusChanged');
    }
    const [updated] = await withLines(trx, [(await findOrder(trx, orderId))!]);
    // Delivered: the order's numbered bill, in this transaction (D107).
    if (status === 'Delivered') await billOrder(trx, ctx, updated!, now);
    return {
      event: await recordOrderEvent(trx, { type: 'order.updated', order: updated!, userId: order.user_id, now }),
    };
  });
  if ('replayed' in outcome) return outcome.replayed;
  await publishOrderEvent(ctx, outcome.event);
  return outcome.event.order;
}
