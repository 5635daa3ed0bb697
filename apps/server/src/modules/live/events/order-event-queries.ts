import { sql, type Insertable, type Kysely } from 'kysely';
import type { OrderEventType } from '@rasoi/domain/events';
import { engineOfDb } from '../../../db/dialect.ts';
import type { Database, OrderEventsTable } from '../../../db/schema.ts';

/**
 * Where an event stands in the order every reader delivers events in (issue 17, migration 0026): by the
 * writing transaction's id, then the event's id. Events commit in this order as far as any reader can
 * tell: a reader takes only events of transactions older than the oldest still running, so no event
 * can later appear before one it has taken. On SQLite `tx` is always 0 and the order is the id order.
 */
export type EventPosition = { tx: number; id: number };

/** The position before every event. */
export const START_POSITION: EventPosition = { tx: 0, id: 0 };

/** True when position `a` comes after `b`. */
export function isAfter(a: EventPosition, b: EventPosition): boolean {
  return a.tx > b.tx || (a.tx === b.tx && a.id > b.id);
}

/** An order event as stored; `payload` is the JSON text the stream sends as `data`. */
export type StoredOrderEvent = EventPosition & {
  orderId: string;
  userId: string;
  type: OrderEventType;
  payload: string;
};

/** Who reads events: the seller reads every order's, a customer only their own orders'. */
export type EventViewer = { userId: string; role: 'customer' | 'seller' };

/** How many events one read returns at most; a longer backlog is read in pages. */
export const EVENT_PAGE_SIZE = 500;

/**
 * Stores an event and returns its id. Call in the transaction that made the change; its `tx_id` is that
 * transaction's (the column's default).
 */
export async function insertOrderEvent(db: Kysely<Database>, event: Insertable<OrderEventsTable>): Promise<number> {
  const row = await db.insertInto('order_events').values(event).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * PostgreSQL: a transaction id below that of every transaction of this database still running, read
 * in its own statement before the events are (so every transaction below it has ended before the
 * events' snapshot is taken, and their events are visible to it). Events of transactions from it on may
 * still be written or committed, so readers leave them for later. From pg_stat_activity, this database
 * only: the server-wide xmin (pg_snapshot_xmin) would let a long transaction in another database of the
 * same server hold every event back. The bound is the statement snapshot's xmax (ids from it on were
 * not yet assigned or not yet finished), lowered below the oldest running transaction of this database
 * (age() counts from the newest id, so the result can only err low: a later read, never a skipped event).
 * undefined on SQLite, where one transaction writes at a time and every stored event is final.
 */
export async function readWatermark(db: Kysely<Database>): Promise<number | undefined> {
  if (engineOfDb(db) !== 'postgres') return undefined;
  const row = await sql<{ watermark: string }>`
    select pg_snapshot_xmax(pg_current_snapshot())::text::bigint - coalesce(max(age(backend_xid)), 0) as watermark
    from pg_stat_activity where datname = current_database() and backend_xid is not null`.execute(db);
  return Number(row.rows[0]!.watermark);
}

/**
 * The events after `after` in position order, at most EVENT_PAGE_SIZE, only the viewer's own orders'
 * for a customer, and only those whose order can no longer change (PostgreSQL: their transaction is older
 * than every running one). `pending` is true when a committed event after them was left for later
 * because an older transaction was still running: read again once it has ended.
 */
export async function listOrderEventsAfter(
  db: Kysely<Database>,
  after: EventPosition,
  viewer?: EventViewer,
): Promise<{ events: StoredOrderEvent[]; pending: boolean }> {
  const watermark = await readWatermark(db);
  let query = db
    .selectFrom('order_events')
    .select(['id', 'tx_id', 'order_id', 'user_id', 'type', 'payload'])
    .select(watermark === undefined ? sql<number>`1`.as('ready') : sql<boolean>`tx_id < ${watermark}`.as('ready'))
    .where((eb) =>
      // SQLite: tx_id is always 0, and its index search on a row value stops at the first column
      // (every event, filtered one by one); the id alone finds them in the primary key.
      watermark === undefined
        ? eb('id', '>', after.id)
        : eb(eb.refTuple('tx_id', 'id'), '>', eb.tuple(after.tx, after.id)),
    );
  if (viewer && viewer.role !== 'seller') query = query.where('user_id', '=', viewer.userId);
  // Ready events come first (lower tx_id); one row more tells whether any was left for later.
  if (watermark !== undefined) query = query.orderBy('tx_id');
  const rows = await query
    .orderBy('id')
    .limit(EVENT_PAGE_SIZE + 1)
    .execute();
  const events: StoredOrderEvent[] = [];
  let pending = false;
  for (const row of rows.slice(0, EVENT_PAGE_SIZE)) {
    if (!row.ready) {
      pending = true;
      break;
    }
    events.push({
      tx: Number(row.tx_id),
      id: Number(row.id),
      orderId: row.order_id,
      userId: row.user_id,
      type: row.type,
      payload: row.payload,
    });
  }
  return { events, pending };
}

/** The position of the last event every reader may take now (START_POSITION when there is none). */
export async function latestOrderEventPosition(db: Kysely<Database>): Promise<EventPosition> {
  const watermark = await readWatermark(db);
  let query = db.selectFrom('order_events').select(['tx_id', 'id']);
  if (watermark !== undefined) query = query.where('tx_id', '<', watermark);
  const row = await query.orderBy('tx_id', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? { tx: Number(row.tx_id), id: Number(row.id) } : START_POSITION;
}

/**
 * Where a stream resumes after the client's last event id `afterId` (Last-Event-ID): that event's
 * position. When it is gone (pruned) or unknown, a position before every event with a higher id that is
 * stored or may still be: the lowest transaction id among them or still running (PostgreSQL), with
 * `afterId`; so nothing after it is lost, and at worst an event the client had is sent again.
 */
export async function resumePosition(db: Kysely<Database>, afterId: number): Promise<EventPosition> {
  // Read first: a transaction still running after it may store an event with a higher id.
  const watermark = (await readWatermark(db)) ?? 0;
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('order_events').select('tx_id').where('id', '=', afterId).as('own'),
      eb
        .selectFrom('order_events')
        .select((e) => e.fn.min('tx_id').as('tx'))
        .where('id', '>', afterId)
        .as('later'),
    ])
    .executeTakeFirstOrThrow();
  if (row.own !== null && row.own !== undefined) return { tx: Number(row.own), id: afterId };
  const later = row.later === null || row.later === undefined ? Infinity : Number(row.later);
  return { tx: Math.min(later, watermark), id: afterId };
}

/** Deletes events created before `cutoff` (ISO time); returns how many went. */
export async function deleteOrderEventsBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('order_events').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
