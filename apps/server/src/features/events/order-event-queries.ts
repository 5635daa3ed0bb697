import type { Insertable, Kysely } from 'kysely';
import type { OrderEventType } from '@rasoi/domain/events';
import type { Database, OrderEventsTable } from '../../db/schema.ts';

/** An order event as stored; `payload` is the JSON text the stream sends as `data`. */
export type StoredOrderEvent = {
  id: number;
  orderId: string;
  userId: string;
  type: OrderEventType;
  payload: string;
};

/** Who reads events: the seller reads every order's, a customer only their own orders'. */
export type EventViewer = { userId: string; role: 'customer' | 'seller' };

/** How many events one read returns at most; a longer backlog is read in pages. */
export const EVENT_PAGE_SIZE = 500;

/** Stores an event and returns its id. Call in the transaction that made the change. */
export async function insertOrderEvent(db: Kysely<Database>, event: Insertable<OrderEventsTable>): Promise<number> {
  const row = await db.insertInto('order_events').values(event).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Events with an id above `afterId` in id order, at most EVENT_PAGE_SIZE; only the viewer's own
 * orders' for a customer. (PostgreSQL answers bigint ids as text: they come back as numbers.)
 */
export async function listOrderEventsAfter(
  db: Kysely<Database>,
  afterId: number,
  viewer?: EventViewer,
): Promise<StoredOrderEvent[]> {
  let query = db
    .selectFrom('order_events')
    .select(['id', 'order_id', 'user_id', 'type', 'payload'])
    .where('id', '>', afterId);
  if (viewer && viewer.role !== 'seller') query = query.where('user_id', '=', viewer.userId);
  const rows = await query.orderBy('id').limit(EVENT_PAGE_SIZE).execute();
  return rows.map((row) => ({
    id: Number(row.id),
    orderId: row.order_id,
    userId: row.user_id,
    type: row.type,
    payload: row.payload,
  }));
}

/** The newest event's id, 0 when there is none. */
export async function latestOrderEventId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('order_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Deletes events created before `cutoff` (ISO time); returns how many went. */
export async function deleteOrderEventsBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('order_events').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
