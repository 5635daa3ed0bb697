import type { Kysely } from 'kysely';

/**
 * The per-number daily cap on wrong one-time codes (issue 7, docs/security.md): one row per guess
 * at a number's code within the last 24 hours, kept in the database so a restart or a second
 * instance does not reset it. A guess is written before it is compared and removed again if it
 * was right or refused, so what stays is the wrong ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('otp_wrong_tries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('otp_wrong_tries_mobile')
    .on('otp_wrong_tries')
    .columns(['mobile', 'created_at'])
    .execute();
}

/** Drops the table `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('otp_wrong_tries').execute();
}
