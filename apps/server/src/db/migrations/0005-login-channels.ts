import { sql, type Kysely } from 'kysely';

/**
 * Logins that hold under attack and never lock the owner out (issue 11, docs/decisions/0027-D29):
 * - `sessions.scope`: what a session may do. A code login opens a customer session even on the
 *   seller's number; only the PIN login opens a seller session. Sessions the seller already holds
 *   keep working.
 * - `seller_pin_tries`: one row per PIN try that stayed counted (the wrong ones), per number and
 *   channel, written before the PIN is checked; replaces `seller_login_guards`.
 * - `otp_wrong_tries.channel`: wrong codes counted apart for a phone that holds a session of the
 *   number, so a stranger's guesses cannot lock that phone out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('scope', 'text', (c) => c.notNull().defaultTo('customer'))
    .execute();
  await sql`update sessions set scope = 'seller' where user_id in (select id from users where role = 'seller')`.execute(
    db,
  );

  await db.schema
    .createTable('seller_pin_tries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('seller_pin_tries_number')
    .on('seller_pin_tries')
    .columns(['mobile', 'channel', 'created_at'])
    .execute();
  await db.schema.dropTable('seller_login_guards').execute();

  await db.schema
    .alterTable('otp_wrong_tries')
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('anonymous'))
    .execute();
  await db.schema.dropIndex('otp_wrong_tries_mobile').execute();
  await db.schema
    .createIndex('otp_wrong_tries_number')
    .on('otp_wrong_tries')
    .columns(['mobile', 'channel', 'created_at'])
    .execute();
}

/** Undoes `up`: seller sessions become plain sessions again and the old lock table returns, empty. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('otp_wrong_tries_number').execute();
  await db.schema.alterTable('otp_wrong_tries').dropColumn('channel').execute();
  await db.schema
    .createIndex('otp_wrong_tries_mobile')
    .on('otp_wrong_tries')
    .columns(['mobile', 'created_at'])
    .execute();
  await db.schema.dropTable('seller_pin_tries').execute();
  await db.schema
    .createTable('seller_login_guards')
    .addColumn('mobile', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('first_failed_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();
  await db.schema.alterTable('sessions').dropColumn('scope').execute();
}
