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
 * Marks the unmatched bank SMS `id` matched to what it paid (D98: 'upi_request' when its amount named the
 * request, 'order' when the seller assigned it),
 * in one conditional UPDATE: true for the one call that did it, false when it was matched or marked not
 * the kitchen's meanwhile.
 */
export async function markBankSmsMatched(
  db: Kysely<Database>,
  id: string,
  matched: { type: 'upi_request' | 'order'; id: string },
): Promise<boolean> {
  const result = await db
    .updateTable('bank_sms')
    .set({ status: 'matched', matched_type: matched.type, matched_id: matched.id })
    .where('id', '=', id)
    .where('status', '=', 'unmatched')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The seller assigns the unmatched bank SMS `id` to the order `orderId` (D98), in one conditional UPDATE that
 * also refuses an order whose UPI request a credit already paid (its exact amount came in: a second credit
 * would pay it twice). True for the one call that did it; false when the SMS was matched or marked not the
 * kitchen's meanwhile, or the order's request is paid (the caller reads which). The caller holds the order's
 * row lock, which a credit paying its request takes first (match-bank-credit.ts), so no payment of it is in
 * flight while this decides.
 */
export async function assignBankSmsToOrder(db: Kysely<Database>, id: string, orderId: string): Promise<boolean> {
  const result = await db
    .updateTable('bank_sms')
    .set({ status: 'matched', matched_type: 'order', matched_id: orderId })
    .where('id', '=', id)
    .where('status', '=', 'unmatched')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('upi_requests').select('id').where('order_id', '=', orderId).where('status', '=', 'paid'))),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The bank SMS `id` when it is a payment to match (a credit or an unread SMS), whatever its status. */
export async function findPaymentSms(db: Kysely<Database>, id: string): Promise<StoredBankSms | undefined> {
  return db.selectFrom('bank_sms').selectAll().where('id', '=', id).where('kind', '!=', 'ignored').executeTakeFirst();
}

/** The newest `limit` unmatched credits and unread SMS ('Payments to match', D98). */
export async function listUnmatchedSms(db: Kysely<Database>, limit: number): Promise<StoredBankSms[]> {
  return db
    .selectFrom('bank_sms')
    .selectAll()
    .where('status', '=', 'unmatched')
    .where('kind', '!=', 'ignored')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Marks the unmatched SMS `id` as not the kitchen's: true for the call that did it. */
export async function markBankSmsNotMine(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('bank_sms')
    .set({ status: 'not_mine' })
    .where('id', '=', id)
    .where('status', '=', 'unmatched')
    .where('kind', '!=', 'ignored')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
