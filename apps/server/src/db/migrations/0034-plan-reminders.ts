import { sql, type Kysely } from 'kysely';

/**
 * Reminders and pushes of tiffin plans (issue 26, docs/decisions/0095).
 *
 * - `plan_reminders`: a household's choice of the evening-before reminder of its plan meals
 *   (`evening_before` 0/1), one row per household; no row is no reminder (opt-in).
 * - `subscription_days.reminded_at`: when the reminder of that day's meal was sent. Set by one upsert that
 *   runs only while it is null and the day is neither decided, skipped nor paused, so however many instances
 *   run the reminders, one wins and sends.
 * - `household_accounts.low_balance_told_at`: when the household was told its prepaid balance fell below two
 *   meals' price; cleared when the balance is back above it, so it is told once per crossing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plan_reminders')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('evening_before', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`evening_before in (0, 1)`),
    )
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('subscription_days').addColumn('reminded_at', 'text').execute();
  await db.schema.alterTable('household_accounts').addColumn('low_balance_told_at', 'text').execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('household_accounts').dropColumn('low_balance_told_at').execute();
  await db.schema.alterTable('subscription_days').dropColumn('reminded_at').execute();
  await db.schema.dropTable('plan_reminders').execute();
}
