import type { Kysely } from 'kysely';

/**
 * What the sellers were last told of a day's lost plan meals (issue 26, docs/decisions/0095): per day, slot
 * of the weekly plan and outcome ('over_limit'), the number of households the last push named. An instance
 * pushes only when the stored outcomes have grown past it (one conditional upsert), so two instances making
 * one slot's meals at once never tell the same total twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plan_meal_notices')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('slot_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('told_count', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_meal_notices_key', ['day', 'slot_id', 'kind'])
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('plan_meal_notices').execute();
}
