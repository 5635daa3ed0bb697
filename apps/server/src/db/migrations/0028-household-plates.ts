import type { Kysely } from 'kysely';

/**
 * One household's share of a meal slot (issue 30, docs/decisions/0074):
 * `kitchen_settings.household_plates_max`, the most plates one customer account may hold in one slot of
 * one day over its orders that are not cancelled (default 10; the seller changes it in Kitchen settings).
 * No new index: the order's transaction sums the customer's plates in one slot through `orders_slot`
 * (slot_id, created_at; migration 0012), which bounds the read to that slot's orders (at most its cap).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('kitchen_settings')
    .addColumn('household_plates_max', 'integer', (c) => c.notNull().defaultTo(10))
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('kitchen_settings').dropColumn('household_plates_max').execute();
}
