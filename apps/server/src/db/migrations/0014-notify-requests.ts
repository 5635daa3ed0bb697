import type { Kysely } from 'kysely';

/**
 * 'Notify me' on the Closed screen (issue 'The kitchen's day'): one row per customer waiting for the
 * kitchen to open. The user id is the key, so asking twice keeps one request; opening the kitchen
 * deletes the rows it pushes to in one DELETE ... RETURNING, so two instances never push twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kitchen_notify_requests')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

/** Drops the table `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kitchen_notify_requests').execute();
}
