import { sql, type Kysely } from 'kysely';

/**
 * Receipts and reminders by WhatsApp (issue 27 part 3, docs/decisions/0101).
 *
 * `whatsapp_settings`: one row (`id` 1) once the seller saves them: the Cloud API phone number ID, the
 * access token (only the server reads it: never answered, never logged), the template names as JSON
 * (kind -> name; a kind left out is sent as its default), and when they last changed, which lets a
 * sender stopped by an expired token try again once the seller saves a new one.
 *
 * `whatsapp_opt_ins`: a customer who turned WhatsApp receipts on, one row each (off is no row), with the
 * language the messages are written in ('en' or 'hi', the app's at the time).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('whatsapp_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('phone_number_id', 'text')
    .addColumn('access_token', 'text')
    .addColumn('templates', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('whatsapp_opt_ins')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'hi')`))
    .addColumn('opted_in_at', 'text', (c) => c.notNull())
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('whatsapp_opt_ins').execute();
  await db.schema.dropTable('whatsapp_settings').execute();
}
