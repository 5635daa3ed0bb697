import { sql, type Kysely } from 'kysely';
import { engineOfDb } from '../dialect.ts';

/**
 * Plan meals made into orders, holidays, and the Income figure for meals paid from an account (issue 26,
 * docs/decisions/0092).
 *
 * - `subscription_days.outcome` takes four more outcomes a meal can come to at its cut-off besides cooked,
 *   skipped, paused and ended: `holiday` (the kitchen declared that day or slot off), `no_room` (the slot's
 *   cap, lowered by the kitchen, could not hold it), `over_limit` (the charge would have taken the account
 *   below its credit limit) and `missed` (the server was down until after the meal's delivery ended). None of
 *   them is charged. SQLite cannot change a CHECK in place, so there the table is made again and its rows
 *   copied; PostgreSQL swaps the constraint.
 * - `subscription_days_order`: the plan meal behind an order (a kitchen's cancel refunds it).
 * - `holidays`: a kitchen day off, whole (`slot_id` null) or one slot of the weekly plan, with a note; one
 *   per day and slot (an expression index, since a NULL slot would not collide in a plain unique index).
 * - `order_day_totals.account_*`: the per-day sums of the new Income figure 'account' (orders paid from a
 *   household account); no earlier order is in it, so 0 is right for every stored day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOfDb(db) === 'postgres') {
    await sql`alter table subscription_days drop constraint subscription_days_outcome_check`.execute(db);
    await sql`alter table subscription_days add constraint subscription_days_outcome_check
      check (outcome in (${sql.raw(OUTCOMES)}))`.execute(db);
  } else {
    await remakeSqliteDays(db);
  }
  await db.schema.createIndex('subscription_days_order').on('subscription_days').column('order_id').execute();

  await db.schema
    .createTable('holidays')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('slot_id', 'text')
    .addColumn('note', 'text', (c) => c.notNull().check(sql`length(note) <= 140`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('holidays_day_slot')
    .on('holidays')
    .expression(sql`day, coalesce(slot_id, '')`)
    .unique()
    .execute();

  await db.schema
    .alterTable('order_day_totals')
    .addColumn('account_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_day_totals')
    .addColumn('account_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

const OUTCOMES = `'cooked', 'skipped', 'paused', 'ended', 'holiday', 'no_room', 'over_limit', 'missed'`;

/** SQLite: the day table again with the wider outcome CHECK, its rows copied, its index made again. */
async function remakeSqliteDays(db: Kysely<unknown>): Promise<void> {
  await sql`alter table subscription_days rename to subscription_days_0032`.execute(db);
  await sql`create table subscription_days (
    subscription_id text not null references subscriptions (id) on delete cascade,
    day text not null,
    skipped integer not null default 0 check (skipped in (0, 1)),
    paused integer not null default 0 check (paused in (0, 1)),
    extra_tiffins integer not null default 0 check (extra_tiffins between 0 and 4),
    address_id text references addresses (id),
    outcome text check (outcome in (${sql.raw(OUTCOMES)})),
    decided_at text,
    order_id text references orders (id),
    updated_at text not null,
    constraint subscription_days_key primary key (subscription_id, day),
    constraint subscription_days_decided check ((outcome is null) = (decided_at is null)),
    constraint subscription_days_cooked check (not (outcome = 'cooked' and skipped = 1)),
    constraint subscription_days_order check (order_id is null or outcome = 'cooked')
  )`.execute(db);
  await sql`insert into subscription_days select * from subscription_days_0032`.execute(db);
  await sql`drop table subscription_days_0032`.execute(db);
  await db.schema.createIndex('subscription_days_day').on('subscription_days').column('day').execute();
}

/** Drops what `up` added; the outcome CHECK stays wide (narrowing it would refuse rows already decided). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_day_totals').dropColumn('account_amount').execute();
  await db.schema.alterTable('order_day_totals').dropColumn('account_count').execute();
  await db.schema.dropTable('holidays').execute();
  await db.schema.dropIndex('subscription_days_order').execute();
}
