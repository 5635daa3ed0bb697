import type { Kysely, Selectable } from 'kysely';
import type { Database, OtpCodesTable } from '../../db/schema.ts';
import { toCount, toStoredTime } from '../../db/values.ts';

export type OtpRow = Selectable<OtpCodesTable>;

/** Stores a new code (its hash only). */
export async function insertOtp(db: Kysely<Database>, row: OtpRow): Promise<void> {
  await db.insertInto('otp_codes').values(row).execute();
}

/** Removes a code, e.g. when the SMS could not be sent. */
export async function deleteOtp(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('otp_codes').where('id', '=', id).execute();
}

/** The newest code sent to a number, consumed or not; undefined if none. */
export async function findLatestOtp(db: Kysely<Database>, mobile: string): Promise<OtpRow | undefined> {
  return db
    .selectFrom('otp_codes')
    .selectAll()
    .where('mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** How many codes were sent to a number at or after `since`. */
export async function countOtpsSince(db: Kysely<Database>, mobile: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('otp_codes')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('mobile', '=', mobile)
    .where('created_at', '>=', toStoredTime(since))
    .executeTakeFirst();
  return toCount(row?.count as number | string | undefined);
}

/**
 * Takes one try at a code before the guess is compared, in one conditional UPDATE, so guesses sent
 * at once can never exceed `max` tries: returns the code's tries including this one, or null when
 * the code already had `max` (or is used).
 */
export async function takeOtpTry(db: Kysely<Database>, id: string, max: number): Promise<number | null> {
  const result = await db
    .updateTable('otp_codes')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('id', '=', id)
    .where('wrong_tries', '<', max)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const row = await db.selectFrom('otp_codes').select('wrong_tries').where('id', '=', id).executeTakeFirst();
  return row?.wrong_tries ?? max;
}

/** Gives back a try taken with `takeOtpTry` that turned out right (it was not a wrong try). */
export async function giveBackOtpTry(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('otp_codes')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '-', 1) }))
    .where('id', '=', id)
    .where('wrong_tries', '>', 0)
    .execute();
}

/** Marks a code used; false if it was already used (a concurrent login won). */
export async function consumeOtp(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('otp_codes')
    .set({ consumed_at: toStoredTime(now) })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
