import type { Kysely } from 'kysely';

/**
 * UPI on delivery (issue 15, docs/decisions/0053): on `orders`, `paid_claimed_at` (when the customer
 * said 'I have paid'), `collected_by` ('cash' or 'upi', as the seller recorded it at the door) and
 * `collected_at`, each ISO-8601 UTC text or null. Orders stored before read null: not claimed, not collected.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('paid_claimed_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('collected_by', 'text').execute();
  await db.schema.alterTable('orders').addColumn('collected_at', 'text').execute();
}

/** Drops the columns `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('collected_at').execute();
  await db.schema.alterTable('orders').dropColumn('collected_by').execute();
  await db.schema.alterTable('orders').dropColumn('paid_claimed_at').execute();
}
