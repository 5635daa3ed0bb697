import { sql, type Kysely } from 'kysely';

/**
 * The one-time code send limits, kept so that each is decided by one conditional write (issue 11,
 * docs/decisions/0035): `otp_send_guards`, one row per number holding its last send, which every
 * send to the number takes (and so waits for) before it counts the hour's codes; and
 * `sms_hourly_sends`, the messages sent in each UTC hour, against the kitchen's SMS_HOURLY_BUDGET.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('otp_send_guards')
    .addColumn('mobile', 'text', (c) => c.primaryKey())
    .addColumn('last_sent_at', 'text', (c) => c.notNull())
    .execute();
  // A number sent a code just before the upgrade still waits its 60 s.
  await sql`insert into otp_send_guards (mobile, last_sent_at) select mobile, max(created_at) from otp_codes group by mobile`.execute(
    db,
  );
  await db.schema
    .createTable('sms_hourly_sends')
    .addColumn('hour', 'text', (c) => c.primaryKey())
    .addColumn('sends', 'integer', (c) => c.notNull())
    .execute();
}

/** Drops the tables `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_hourly_sends').execute();
  await db.schema.dropTable('otp_send_guards').execute();
}
