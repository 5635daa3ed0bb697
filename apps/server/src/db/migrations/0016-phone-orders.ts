import type { Kysely } from 'kysely';

/**
 * Phone orders (issue 14): `orders.placed_by` says who entered the order, 'customer' (in the app; every
 * order before this migration) or 'kitchen' (the seller, for a customer who phoned).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('placed_by', 'text', (c) => c.notNull().defaultTo('customer'))
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('placed_by').execute();
}
