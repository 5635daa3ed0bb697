import { sql, type Kysely } from 'kysely';

/**
 * One open top-up request a household (issue 27, docs/decisions/0099): a partial unique index on
 * `upi_requests.user_id` where a 'topup' request is open, so two asks at once (on one instance or two)
 * leave one open request; the one that loses tries again (`openUpiRequest`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('upi_requests_open_topup')
    .on('upi_requests')
    .column('user_id')
    .unique()
    .where(sql<boolean>`status = 'open' and kind = 'topup'`)
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('upi_requests_open_topup').execute();
}
