import { sql, type Kysely } from 'kysely';

/**
 * Bank SMS forwarded by the kitchen's phone (issue 27 part 1, docs/decisions/0097).
 *
 * `bank_sms`: one row per SMS from one of the kitchen's bank senders, as read (`kind`): a credit with its
 * amount in paise, UPI reference number (RRN) and payer; an SMS of the bank that is no credit (`ignored`,
 * with `ignored_why`, its text not kept); or one that could not be read (its text kept for the seller).
 * `event_id` (the gateway's event id) is unique, and so is `rrn` where there is one: a retried event, or
 * the same credit forwarded twice under two event ids, is stored once, decided by the database (an INSERT
 * ... ON CONFLICT DO NOTHING). `status` is the seller's and the matching's: unmatched until a credit is
 * matched to what it paid (`matched_type`, `matched_id`) or marked as not the kitchen's.
 *
 * `bank_sms_settings`: one row (`id` 1) once the seller saves them: the bank senders (a JSON list of bank
 * parts) and the webhook signing key, which only the server reads (never answered, never logged).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bank_sms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().unique())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().check(sql`length(body) <= 1000`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('credit', 'ignored', 'unreadable')`))
    .addColumn('ignored_why', 'text')
    .addColumn('amount_paise', 'integer')
    .addColumn('rrn', 'text', (c) => c.unique())
    .addColumn('payer', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('unmatched')
        .check(sql`status in ('unmatched', 'matched', 'not_mine')`),
    )
    .addColumn('matched_type', 'text')
    .addColumn('matched_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Only a credit has an amount (above zero) and an RRN; only an ignored SMS has a reason.
    .addCheckConstraint(
      'bank_sms_credit',
      sql`(kind = 'credit') = (amount_paise is not null and rrn is not null) and (amount_paise is null or amount_paise > 0)`,
    )
    .addCheckConstraint('bank_sms_ignored', sql`(kind = 'ignored') = (ignored_why is not null)`)
    .addCheckConstraint(
      'bank_sms_matched',
      sql`(status = 'matched') = (matched_type is not null and matched_id is not null)`,
    )
    .execute();
  // 'Payments to match': the unmatched SMS, newest first.
  await db.schema.createIndex('bank_sms_status_received').on('bank_sms').columns(['status', 'received_at']).execute();

  await db.schema
    .createTable('bank_sms_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('senders', 'text', (c) => c.notNull())
    .addColumn('signing_key', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bank_sms_settings').execute();
  await db.schema.dropTable('bank_sms').execute();
}
