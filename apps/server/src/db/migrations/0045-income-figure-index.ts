import type { Kysely } from 'kysely';

/**
 * An index for Income's figure pages (issue 29, docs/decisions/0114): `orders(collected_by, created_at,
 * id)`. A page of one figure's orders over the lifetime is the newest orders collected one way (cash, UPI,
 * online, from an account, or not yet: null), newest first by (created_at, id); this index hands them over
 * in that order and stops after the page. Without it a figure with few orders (online, from an account)
 * read the whole orders table to find it had none. Cancelled orders page through the existing
 * `orders(status, created_at, id)`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('orders_collected_created_id')
    .on('orders')
    .columns(['collected_by', 'created_at', 'id'])
    .execute();
}

/** Drops the index `up` made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_collected_created_id').execute();
}
