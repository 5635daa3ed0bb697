import type { Insertable, Kysely } from 'kysely';
import type { Order } from '@rasoi/domain/api';
import type { OrderEventData, OrderEventType } from '@rasoi/domain/events';
import type { AppContext } from '../../../app-context.ts';
import type { Database, OrderEventsTable } from '../../../db/schema.ts';
import { toStoredTime } from '../../../db/values.ts';
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
export async function recordOrderEvent(trx: Kysely<Database>, event: NewOrderEvent): Promise<RecordedOrderEvent> {
  const id = await insertOrderEvent(trx, orderEventRow(event));
  return { id, type: event.type, order: event.order, userId: event.userId };
}

/** An order event to store: its kind, the order as the API answers it, its customer, when. */
export type NewOrderEvent = { type: OrderEventType; order: Order; userId: string; now: Date };

/**
 * The row `recordOrderEvent` stores for `event`, for a caller that stores it in a statement of its own
 * (order placement on PostgreSQL: order-queries.ts insertNewOrder), in the same transaction as the change.
 */
export function orderEventRow(event: NewOrderEvent): Insertable<OrderEventsTable> {
  const data: OrderEventData = { order: event.order };
  return {
    order_id: event.order._id,
    user_id: event.userId,
    type: event.type,
    payload: JSON.stringify(data),
    created_at: toStoredTime(event.now),
  };
}

/**
 * After the commit: sends the event to the open streams of every instance and starts its web
 * pushes (the seller's 'New Order Received', the customer's status change; out for delivery by WhatsApp
 * to a customer who opted in, D101) without waiting for them. Never fails the caller's request; failures are logged.
 */
export async function publishOrderEvent(
  ctx: Pick<AppContext, 'orderEvents' | 'push' | 'whatsapp'>,
  event: RecordedOrderEvent,
): Promise<void> {
  pushOrderEvent(ctx, event);
  await ctx.orderEvents.announce(event.id);
}
