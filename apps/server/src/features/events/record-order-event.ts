import type { Kysely } from 'kysely';
import type { Order } from '@rasoi/domain/api';
import type { OrderEventData, OrderEventType } from '@rasoi/domain/events';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { toStoredTime } from '../../db/values.ts';
import { pushOrderEvent } from '../notifications/order-pushes.ts';
import { insertOrderEvent } from './order-event-queries.ts';

/** An order event just stored: its id, kind, the order as the API answers it and the order's customer. */
export type RecordedOrderEvent = { id: number; type: OrderEventType; order: Order; userId: string };

/**
 * Stores an order event in the transaction `trx` that made the change, so the change and its event
 * land together or not at all. No lock (issue 17): the event carries its transaction's id, and readers
 * take events in (transaction id, id) order only once every older transaction has ended
 * (order-event-queries.ts), so a reader that has taken an event has taken every one before it.
 * After the commit, pass the result to `publishOrderEvent`.
 */
export async function recordOrderEvent(
  trx: Kysely<Database>,
  event: { type: OrderEventType; order: Order; userId: string; now: Date },
): Promise<RecordedOrderEvent> {
  const data: OrderEventData = { order: event.order };
  const id = await insertOrderEvent(trx, {
    order_id: event.order._id,
    user_id: event.userId,
    type: event.type,
    payload: JSON.stringify(data),
    created_at: toStoredTime(event.now),
  });
  return { id, type: event.type, order: event.order, userId: event.userId };
}

/**
 * After the commit: sends the event to the open streams of every instance and starts its web
 * pushes (the seller's 'New Order Received', the customer's status change) without waiting for
 * them. Never fails the caller's request; failures are logged.
 */
export async function publishOrderEvent(
  ctx: Pick<AppContext, 'orderEvents' | 'push'>,
  event: RecordedOrderEvent,
): Promise<void> {
  pushOrderEvent(ctx.push, event);
  await ctx.orderEvents.announce(event.id);
}
