import type { Kysely } from 'kysely';

/**
 * Seller login lockout (issue 3, docs/decisions/0008): one row per mobile number that recently
 * failed a seller login, kept in the database so a restart or a second instance does not reset it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seller_login_guards')
    .addColumn('mobile', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('first_failed_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();
}

/** Drops the table `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seller_login_guards').execute();
}
