import type { Insertable, Kysely, Selectable } from 'kysely';
import type { BankSmsTable, Database } from '../../db/schema.ts';

/** One stored bank SMS (migration 0036, D97). */
export type StoredBankSms = Selectable<BankSmsTable>;

/**
 * Stores one bank SMS unless the database already holds its event id or, a credit, its RRN: one INSERT ...
 * ON CONFLICT DO NOTHING over both unique keys, so two deliveries at once, on one instance or two, store
 * it once (D97). Returns the stored row, or undefined when it was there already. Takes the database or a
 * transaction.
 */
export async function insertBankSms(
  db: Kysely<Database>,
  row: Insertable<BankSmsTable>,
): Promise<StoredBankSms | undefined> {
  return db
    .insertInto('bank_sms')
    .values(row)
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Whether an SMS of the gateway event `eventId` is stored. */
export async function hasBankSmsEvent(db: Kysely<Database>, eventId: string): Promise<boolean> {
  const row = await db.selectFrom('bank_sms').select('id').where('event_id', '=', eventId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks the unmatched bank SMS `id` matched to what it paid (`matchedType` 'upi_request' and its id, D98),
 * in one conditional UPDATE: true for the one call that did it, false when it was matched or marked not
 * the kitchen's meanwhile.
 */
export async function markBankSmsMatched(
  db: Kysely<Database>,
  id: string,
  matched: { type: 'upi_request'; id: string },
): Promise<boolean> {
  const result = await db
    .updateTable('bank_sms')
    .set({ status: 'matched', matched_type: matched.type, matched_id: matched.id })
    .where('id', '=', id)
    .where('status', '=', 'unmatched')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
