import type { Kysely } from 'kysely';

/**
 * Indexes for the seller's paged order list (issue 11, docs/decisions/0032). The list reads a page
 * as "newest first by (created_at, id), before a cursor, at most N": `orders(created_at, id)` answers
 * it by walking the index backwards from the cursor and stopping after N rows, whatever the history's
 * size, and `orders(status, created_at, id)` does the same for one status tab and counts a status
 * without reading the table. The (created_at, id) index also serves every created_at range the old
 * `orders_created` index served (stats, the date filter), so that one goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_created_id').on('orders').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('orders_status_created_id')
    .on('orders')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('orders_created').execute();
}

/** Puts back the index `up` replaced and drops the two it made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_created').on('orders').column('created_at').execute();
  await db.schema.dropIndex('orders_status_created_id').execute();
  await db.schema.dropIndex('orders_created_id').execute();
}
