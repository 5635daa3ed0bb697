import type { Kysely, Selectable } from 'kysely';
import type { Database, OtpCodesTable } from '../../../db/schema.ts';
import { toCount, toStoredTime } from '../../../db/values.ts';

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

/**
 * Takes the number's send slot (migration 0009, D35): one conditional upsert that records `now` as
 * its last send only if the previous one was at least `gapMs` ago. Returns false when it was more
 * recent. Run it first in the send's transaction: the row it writes (its lock, on PostgreSQL) makes
 * concurrent sends to the number wait for this one's commit, so what they count next includes it.
 */
export async function takeOtpSendSlot(
  trx: Kysely<Database>,
  mobile: string,
  now: Date,
  gapMs: number,
): Promise<boolean> {
  const row = await trx
    .insertInto('otp_send_guards')
    .values({ mobile, last_sent_at: toStoredTime(now) })
    .onConflict((conflict) =>
      conflict
        .column('mobile')
        .doUpdateSet({ last_sent_at: (eb) => eb.ref('excluded.last_sent_at') })
        .where('otp_send_guards.last_sent_at', '<=', toStoredTime(new Date(now.getTime() - gapMs))),
    )
    .returning('mobile')
    .executeTakeFirst();
  return row !== undefined;
}

/** Frees a slot taken at `now` whose code was never sent, so the number may ask again at once. */
export async function freeOtpSendSlot(db: Kysely<Database>, mobile: string, now: Date, gapMs: number): Promise<void> {
  await db
    .updateTable('otp_send_guards')
    .set({ last_sent_at: toStoredTime(new Date(now.getTime() - gapMs)) })
    .where('mobile', '=', mobile)
    .where('last_sent_at', '=', toStoredTime(now))
    .execute();
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
