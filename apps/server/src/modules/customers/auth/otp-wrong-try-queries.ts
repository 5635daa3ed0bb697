import type { Kysely } from 'kysely';
import type { Database, LoginChannel } from '../../../db/schema.ts';
import { toCount, toStoredTime } from '../../../db/values.ts';
import { newId } from '../../../lib/crypto.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts a guess at a number's code in the daily ledger (migrations 0004, 0005) and returns its id and
 * how many guesses the number has had through this channel (login-channel.ts, D28) in the last 24
 * hours, this one included. Also drops the number's rows older than a day.
 */
export async function recordOtpGuess(
  db: Kysely<Database>,
  mobile: string,
  channel: LoginChannel,
  now: Date,
): Promise<{ id: string; inLastDay: number }> {
  const since = toStoredTime(new Date(now.getTime() - DAY_MS));
  await db.deleteFrom('otp_wrong_tries').where('mobile', '=', mobile).where('created_at', '<', since).execute();
  const id = newId();
  await db
    .insertInto('otp_wrong_tries')
    .values({ id, mobile, channel, created_at: toStoredTime(now) })
    .execute();
  return { id, inLastDay: await countOtpWrongTries(db, mobile, now, channel) };
}

/** Removes a guess from the ledger: it was right, or it was refused before being compared. */
export async function forgetOtpGuess(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('otp_wrong_tries').where('id', '=', id).execute();
}

/**
 * Guesses at a number's codes through one channel (default: anonymous) in the 24 hours before `now`
 * that stayed counted (the wrong ones).
 */
export async function countOtpWrongTries(
  db: Kysely<Database>,
  mobile: string,
  now: Date,
  channel: LoginChannel = 'anonymous',
): Promise<number> {
  const row = await db
    .selectFrom('otp_wrong_tries')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('mobile', '=', mobile)
    .where('channel', '=', channel)
    .where('created_at', '>=', toStoredTime(new Date(now.getTime() - DAY_MS)))
    .executeTakeFirst();
  return toCount(row?.count as number | string | undefined);
}
