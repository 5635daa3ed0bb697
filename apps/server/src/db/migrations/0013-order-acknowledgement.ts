import type { Kysely } from 'kysely';

/**
 * The seller's acknowledgement of a new order (issue 'The kitchen's day'): `orders.acknowledged_at`,
 * ISO-8601 UTC text, null until a seller device acknowledges the order (the new-order alarm rings
 * again until then). Orders stored before this migration read null; only Preparing ones ring.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('acknowledged_at', 'text').execute();
}

/** Drops the column `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('acknowledged_at').execute();
}
