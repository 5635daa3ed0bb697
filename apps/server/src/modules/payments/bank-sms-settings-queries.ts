import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toStoredTime } from '../../db/values.ts';

/** The one settings row's id. */
const SETTINGS_ID = 1;

/** The kitchen's bank SMS settings as stored (D97): bank parts of its senders, and the signing key or null. */
export type BankSmsSettings = { senders: string[]; signingKey: string | null };

/**
 * The stored bank SMS settings (issue 27 part 1, D97); a kitchen that never saved them has no senders and
 * no key (every forwarded SMS is refused). Read from the database on each call: one row by its key, and
 * a change on any instance holds at once. Takes the database or a transaction.
 */
export async function readBankSmsSettings(db: Kysely<Database>): Promise<BankSmsSettings> {
  const row = await db
    .selectFrom('bank_sms_settings')
    .select(['senders', 'signing_key'])
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  return row ? { senders: JSON.parse(row.senders) as string[], signingKey: row.signing_key } : EMPTY;
}

const EMPTY: BankSmsSettings = { senders: [], signingKey: null };

/**
 * Writes the settings a validated change names, in one statement (an upsert of the one row): a setting
 * left out (undefined) keeps its stored value, so two changes of different settings at once both land.
 * `signingKey` null removes the key. Returns every setting as stored.
 */
export async function writeBankSmsSettings(
  db: Kysely<Database>,
  change: { senders?: string[]; signingKey?: string | null },
  now: Date,
): Promise<BankSmsSettings> {
  const columns: { senders?: string; signing_key?: string | null } = {};
  if (change.senders !== undefined) columns.senders = JSON.stringify(change.senders);
  if (change.signingKey !== undefined) columns.signing_key = change.signingKey;
  const updatedAt = toStoredTime(now);
  const row = await db
    .insertInto('bank_sms_settings')
    .values({
      id: SETTINGS_ID,
      senders: columns.senders ?? '[]',
      signing_key: columns.signing_key ?? null,
      updated_at: updatedAt,
    })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...columns, updated_at: updatedAt }))
    .returning(['senders', 'signing_key'])
    .executeTakeFirstOrThrow();
  return { senders: JSON.parse(row.senders) as string[], signingKey: row.signing_key };
}
