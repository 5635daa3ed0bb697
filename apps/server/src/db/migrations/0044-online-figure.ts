import { sql, type Kysely } from 'kysely';

/**
 * Income's own figure for orders paid online through the gateway (docs/decisions/0112).
 *
 * `order_day_totals` gains `online_count` and `online_amount`. Days summed before this migration counted
 * online orders with UPI, so the sums are dropped and the next refresh sums every day again, the way a
 * change of the kitchen's time zone does (modules/insights/stats/day-totals.ts): the per-day and
 * per-customer sums, and the state row's `built_through`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('order_day_totals')
    .addColumn('online_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_day_totals')
    .addColumn('online_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`delete from order_day_totals`.execute(db);
  await sql`delete from customer_order_totals`.execute(db);
  await sql`delete from order_day_totals_stale`.execute(db);
  await sql`update order_day_totals_state set built_through = null`.execute(db);
}

/** Drops the online columns; the next refresh after a later `up` sums every day again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_day_totals').dropColumn('online_amount').execute();
  await db.schema.alterTable('order_day_totals').dropColumn('online_count').execute();
}
