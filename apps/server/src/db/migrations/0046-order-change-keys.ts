import type { Kysely } from 'kysely';

/**
 * The seller's order changes sent with an Idempotency-Key (issue 29 item 5, docs/decisions/0115): a status
 * move or a collection the kitchen's phone queued while offline is sent again until an answer arrives, and
 * a repeat must change nothing. One row per (order, key), written in the change's own transaction, so a
 * repeat finds it (or waits on PostgreSQL for the first to commit) and answers the order as it is. `change`
 * says what the key was first sent for ('status' or 'collect'), for whoever reads the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_change_keys')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('change', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_change_keys_pk', ['order_id', 'idempotency_key'])
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_change_keys').execute();
}
