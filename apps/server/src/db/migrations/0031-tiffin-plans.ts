import { sql, type Kysely } from 'kysely';

/**
 * Tiffin plans (issue 26, docs/decisions/0089): `plans`, the kitchen's catalogue of meals by subscription.
 * - `meal_id`: the thali it brings, or null for the thali of the day. A thali a plan names cannot be
 *   deleted (the kitchen hides it instead).
 * - `slot_id`: the weekly slot plan's entry (lunch, dinner) it is served in. The check is deferred to the
 *   commit because the slot plan is saved by deleting its rows and writing them again with their ids.
 * - `weekdays`: a 7-bit mask, Monday bit 0 ... Sunday bit 6, never 0.
 * - prices in integer paise: a meal (required), a week and a month (optional).
 * - `skip_cutoff_minutes`: null keeps the slot's own cut-off, else minutes before delivery starts.
 * - `start_lead_days`: days after today before a new subscription's first meal.
 * - `retired_at`: set once; a retired plan takes no new subscribers. Active plans' names are unique
 *   (case folded), so two plans created at once under one name store one.
 * The bounds are the domain's (packages/domain/src/plans.ts) as they were when this ran; a later change of
 * a bound needs a migration of its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('meal_id', 'text', (c) => c.references('meals.id'))
    .addColumn('slot_id', 'text', (c) => c.notNull())
    .addColumn('weekdays', 'integer', (c) => c.notNull())
    .addColumn('meal_price_paise', 'integer', (c) => c.notNull())
    .addColumn('week_price_paise', 'integer')
    .addColumn('month_price_paise', 'integer')
    .addColumn('skip_cutoff_minutes', 'integer')
    .addColumn('start_lead_days', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('retired_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addForeignKeyConstraint('plans_slot_fk', ['slot_id'], 'slot_plan', ['id'], (fk) =>
      fk.deferrable().initiallyDeferred(),
    )
    .addCheckConstraint('plans_name_length', sql`length(name) between 1 and 60`)
    .addCheckConstraint('plans_weekdays_mask', sql`weekdays between 1 and 127`)
    .addCheckConstraint('plans_meal_price', sql`meal_price_paise between 1 and 1000000`)
    .addCheckConstraint('plans_week_price', sql`week_price_paise is null or week_price_paise between 1 and 10000000`)
    .addCheckConstraint('plans_month_price', sql`month_price_paise is null or month_price_paise between 1 and 10000000`)
    .addCheckConstraint('plans_skip_cutoff', sql`skip_cutoff_minutes is null or skip_cutoff_minutes between 1 and 2880`)
    .addCheckConstraint('plans_start_lead_days', sql`start_lead_days between 0 and 30`)
    .execute();
  await db.schema
    .createIndex('plans_active_name')
    .on('plans')
    .expression(sql`lower(name)`)
    .unique()
    .where(sql.ref('retired_at'), 'is', null)
    .execute();
  await db.schema.createIndex('plans_meal').on('plans').column('meal_id').execute();
  await db.schema.createIndex('plans_slot').on('plans').column('slot_id').execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('plans').execute();
}
