import type { Kysely } from 'kysely';

/**
 * Two order indexes (issue 17).
 * - A customer's own order list, paged newest first by (created_at, id) (GET /order/user-orders, as the
 *   seller's list, D32): `orders(user_id, created_at, id)` hands a page over in that order and stops after
 *   it, also for a customer with thousands of orders; `orders(user_id, created_at)` lacked the id, so
 *   SQLite sorted all of the customer's orders to break ties. It serves every lookup the old one did
 *   (the per-customer order limit counts by user and creation time), so that one goes.
 * - Income's slot orders (stats/income-queries.ts): a slot's orders are counted by the slot's date, which
 *   no index held, so every Income view of a day, week or month read the whole orders table.
 *   `orders(slot_date)` bounds it to the range's orders; orders on demand have no slot date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_user_created_id').on('orders').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.dropIndex('orders_user_created').execute();
  await db.schema.createIndex('orders_slot_date').on('orders').column('slot_date').execute();
}

/** Puts back the index `up` replaced and drops the two it made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_user_created').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.dropIndex('orders_user_created_id').execute();
  await db.schema.dropIndex('orders_slot_date').execute();
}
