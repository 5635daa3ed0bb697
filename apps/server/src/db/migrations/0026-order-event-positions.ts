import { sql, type Kysely } from 'kysely';
import { engineOfDb } from '../dialect.ts';

/**
 * Order events in commit order without a lock (issue 17, docs/decisions/0063): `order_events.tx_id` is the id of the transaction that wrote the event. On PostgreSQL it
 * defaults to `pg_current_xact_id()` (xid8, as bigint), so readers order events by (tx_id, id) and take
 * only those of transactions older than the oldest still running (order-event-queries.ts); rows stored
 * before this migration all get the migrating transaction's id, which keeps their id order. On SQLite,
 * where one transaction writes at a time and ids already follow commits, it is always 0. The indexes
 * serve the seller's read (every event in that order) and a customer's (their own).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('order_events')
    .addColumn('tx_id', 'bigint', (c) =>
      c.notNull().defaultTo(engineOfDb(db) === 'postgres' ? sql`(pg_current_xact_id()::text::bigint)` : 0),
    )
    .execute();
  await db.schema.createIndex('order_events_position').on('order_events').columns(['tx_id', 'id']).execute();
  await db.schema
    .createIndex('order_events_user_position')
    .on('order_events')
    .columns(['user_id', 'tx_id', 'id'])
    .execute();
  await db.schema.dropIndex('order_events_user_id').execute();
}

/** Undoes `up`: the user index on (user_id, id) again, the column and the position indexes gone. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('order_events_user_id').on('order_events').columns(['user_id', 'id']).execute();
  await db.schema.dropIndex('order_events_user_position').execute();
  await db.schema.dropIndex('order_events_position').execute();
  await db.schema.alterTable('order_events').dropColumn('tx_id').execute();
}
