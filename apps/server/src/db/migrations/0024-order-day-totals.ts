import { sql, type Kysely } from 'kysely';
import { engineOfDb } from '../dialect.ts';

/**
 * The dashboard's long time frames without reading every order (issue 17, modules/insights/stats/day-totals.ts).
 *
 * `order_day_totals`: per closed kitchen day (the day an order was placed, in the kitchen's timezone),
 * the count and summed amount of each Income figure (cash, UPI, still to collect, cancelled), so the
 * lifetime dashboard and Income page add up a row a day. `customer_order_totals`: per customer, the
 * orders placed on closed days and the first one's instant, for the lifetime customer count and the
 * users list. `order_day_totals_state`: its one row says which days are summed (every day before
 * `built_through`, in `time_zone`); a refresh updates it first, so refreshes run one at a time.
 *
 * `order_day_totals_stale`: the creation instants of orders whose status, collection or amount changed
 * after they were placed, written by a trigger in the changing statement's own transaction (whatever
 * code changes them), so the next refresh sums their days again. Nothing here runs when an order is
 * placed: the trigger fires on UPDATE only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const figures = ['cash', 'upi', 'to_collect', 'cancelled'];
  let days = db.schema.createTable('order_day_totals').addColumn('day', 'text', (c) => c.primaryKey());
  for (const figure of figures) {
    days = days
      .addColumn(`${figure}_count`, 'integer', (c) => c.notNull())
      .addColumn(`${figure}_amount`, 'bigint', (c) => c.notNull());
  }
  await days.execute();
  await db.schema
    .createTable('customer_order_totals')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('first_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('order_day_totals_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('built_through', 'text')
    .addColumn('time_zone', 'text')
    .addColumn('refreshed_at', 'text')
    .execute();
  await sql`insert into order_day_totals_state (id) values (1)`.execute(db);
  await db.schema
    .createTable('order_day_totals_stale')
    .addColumn('created_at', 'text', (c) => c.primaryKey())
    .execute();

  if (engineOfDb(db) === 'postgres') {
    await sql`
      create function order_day_totals_mark_stale() returns trigger language plpgsql as $$
      begin
        insert into order_day_totals_stale (created_at) values (new.created_at) on conflict do nothing;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger orders_mark_day_totals_stale after update of status, collected_by, amount on orders
      for each row when (old.status is distinct from new.status or old.collected_by is distinct from new.collected_by
        or old.amount is distinct from new.amount)
      execute function order_day_totals_mark_stale()`.execute(db);
  } else {
    await sql`
      create trigger orders_mark_day_totals_stale after update of status, collected_by, amount on orders
      for each row when old.status is not new.status or old.collected_by is not new.collected_by
        or old.amount is not new.amount
      begin
        insert or ignore into order_day_totals_stale (created_at) values (new.created_at);
      end`.execute(db);
  }
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger orders_mark_day_totals_stale${engineOfDb(db) === 'postgres' ? sql` on orders` : sql``}`.execute(
    db,
  );
  if (engineOfDb(db) === 'postgres') await sql`drop function order_day_totals_mark_stale()`.execute(db);
  await db.schema.dropTable('order_day_totals_stale').execute();
  await db.schema.dropTable('order_day_totals_state').execute();
  await db.schema.dropTable('customer_order_totals').execute();
  await db.schema.dropTable('order_day_totals').execute();
}
