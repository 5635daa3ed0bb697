import { sql, type Kysely } from 'kysely';
import { engineOfDb } from '../dialect.ts';

/**
 * Live updates and web push (issue 5, docs/decisions/0014-D17):
 * - `order_events`: the log of order changes the event stream sends and resumes from, with an
 *   increasing integer id shared by every instance (SQLite AUTOINCREMENT, PostgreSQL identity);
 * - `stream_tickets`: short-lived tickets that open a stream, stored as hashes;
 * - `app_settings`: small named values every instance shares (the VAPID key pair).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_events')
    .$call((table) =>
      // Ids are never reused, even after pruning: a resuming stream compares them.
      engineOfDb(db) === 'postgres'
        ? table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
    )
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('order.created', 'order.updated')`))
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_user_id').on('order_events').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('order_events_created').on('order_events').column('created_at').execute();

  await db.schema
    .createTable('stream_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stream_tickets_expires').on('stream_tickets').column('expires_at').execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

/** Drops the tables `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['app_settings', 'stream_tickets', 'order_events']) {
    await db.schema.dropTable(table).execute();
  }
}
