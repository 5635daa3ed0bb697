import { sql, type Kysely } from 'kysely';

/**
 * Subscriptions to tiffin plans, their skips and pauses (issue 26, docs/decisions/0091).
 *
 * `subscriptions`: one household's standing order of a plan from `start_day` (yyyy-mm-dd, kitchen days) to
 * `end_day` (null while open-ended; set when it is ended), `tiffins` a meal (1-4), delivered to one of the
 * household's own addresses, with diet notes as an order carries them (D55), paid `prepaid` from the
 * account or `on_account` monthly. `ended_at` is when it was ended (its state is then 'ended'). The
 * Idempotency-Key is unique per household, so two subscribes sent with one key store one.
 *
 * `subscription_days`: what differs on one day of one subscription, one row per (subscription, day):
 * `skipped` and `paused` (0/1: a pause is its days, each marked), `extra_tiffins` (0-4, a later step),
 * `address_id` (another address for that day, a later step), and the generation's decision, made once at
 * the meal's skip cut-off: `outcome` ('cooked', 'skipped', 'paused', 'ended') with `decided_at`, and
 * `order_id` (the order a cooked meal became, a later step). Every change of a day is an upsert whose
 * update runs only while `outcome` is null, and the decision one that runs only while it is null too, so a
 * skip racing the generation has exactly one outcome (D91).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('start_day', 'text', (c) => c.notNull())
    .addColumn('end_day', 'text')
    .addColumn('tiffins', 'integer', (c) => c.notNull().check(sql`tiffins between 1 and 4`))
    .addColumn('address_id', 'text', (c) => c.notNull().references('addresses.id'))
    .addColumn('diet_jain', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`diet_jain in (0, 1)`),
    )
    .addColumn('diet_no_onion_garlic', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`diet_no_onion_garlic in (0, 1)`),
    )
    .addColumn('diet_less_oil', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`diet_less_oil in (0, 1)`),
    )
    .addColumn('diet_spice', 'text', (c) => c.check(sql`diet_spice in ('less', 'medium', 'spicy')`))
    .addColumn('diet_note', 'text', (c) => c.check(sql`length(diet_note) <= 140`))
    .addColumn('pay', 'text', (c) => c.notNull().check(sql`pay in ('prepaid', 'on_account')`))
    .addColumn('ended_at', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('subscriptions_user_key', ['user_id', 'idempotency_key'])
    .execute();
  // A household's subscriptions; a plan's subscribers.
  await db.schema.createIndex('subscriptions_user').on('subscriptions').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('subscriptions_plan').on('subscriptions').column('plan_id').execute();

  await db.schema
    .createTable('subscription_days')
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('skipped', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`skipped in (0, 1)`),
    )
    .addColumn('paused', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`paused in (0, 1)`),
    )
    .addColumn('extra_tiffins', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`extra_tiffins between 0 and 4`),
    )
    .addColumn('address_id', 'text', (c) => c.references('addresses.id'))
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('cooked', 'skipped', 'paused', 'ended')`))
    .addColumn('decided_at', 'text')
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_days_key', ['subscription_id', 'day'])
    .addCheckConstraint('subscription_days_decided', sql`(outcome is null) = (decided_at is null)`)
    // A cooked day was not skipped (the skip's upsert refuses a decided day; this is the last line).
    .addCheckConstraint('subscription_days_cooked', sql`not (outcome = 'cooked' and skipped = 1)`)
    .addCheckConstraint('subscription_days_order', sql`order_id is null or outcome = 'cooked'`)
    .execute();
  // The generation's and the prep sheet's read: every subscription's row of one day.
  await db.schema.createIndex('subscription_days_day').on('subscription_days').column('day').execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscription_days').execute();
  await db.schema.dropTable('subscriptions').execute();
}
