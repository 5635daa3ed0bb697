import type { Kysely } from 'kysely';
import { SELLER_PIN_TRY_LIMITS } from '@rasoi/domain/constants';
import type { Database, LoginChannel } from '../../../db/schema.ts';
import { toCount, toStoredTime } from '../../../db/values.ts';
import { newId } from '../../../lib/crypto.ts';

const LONGEST_WINDOW_MS = Math.max(...SELLER_PIN_TRY_LIMITS.map((limit) => limit.windowMs));

/** A PIN try taken from a number's budget: its ledger row, and whether it used up a window. */
export type PinTry = { id: string; lastInWindow: boolean };

/**
 * Takes one PIN try for a number and channel before the PIN is checked (issue 11, D27). The try is
 * written to the ledger first and the windows are counted after, with it included: of tries racing
 * each other, at most `max` per window can see a count within the limit, because every try that was
 * let through stays in the ledger. Returns the try, or null when a window is full (its row is removed
 * again, so a refused try costs nothing). Also drops the number's rows older than the longest window.
 */
export async function takePinTry(
  db: Kysely<Database>,
  mobile: string,
  channel: LoginChannel,
  now: Date,
): Promise<PinTry | null> {
  await db
    .deleteFrom('seller_pin_tries')
    .where('mobile', '=', mobile)
    .where('created_at', '<', toStoredTime(new Date(now.getTime() - LONGEST_WINDOW_MS)))
    .execute();
  const id = newId();
  await db
    .insertInto('seller_pin_tries')
    .values({ id, mobile, channel, created_at: toStoredTime(now) })
    .execute();
  const counts = await countPinTries(db, mobile, channel, now);
  if (counts.some((count, i) => count > SELLER_PIN_TRY_LIMITS[i]!.max)) {
    await givePinTryBack(db, id);
    return null;
  }
  return { id, lastInWindow: counts.some((count, i) => count === SELLER_PIN_TRY_LIMITS[i]!.max) };
}

/** Removes a try from the ledger: the PIN was right. */
export async function givePinTryBack(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('seller_pin_tries').where('id', '=', id).execute();
}

/** How many counted tries a number and channel have had within each window of SELLER_PIN_TRY_LIMITS. */
export async function countPinTries(
  db: Kysely<Database>,
  mobile: string,
  channel: LoginChannel,
  now: Date,
): Promise<number[]> {
  const since = (windowMs: number) => toStoredTime(new Date(now.getTime() - windowMs));
  const row = await db
    .selectFrom('seller_pin_tries')
    .select((eb) =>
      SELLER_PIN_TRY_LIMITS.map((limit, i) =>
        eb.fn
          .sum<number | string>(eb.case().when('created_at', '>=', since(limit.windowMs)).then(1).else(0).end())
          .as(`w${i}`),
      ),
    )
    .where('mobile', '=', mobile)
    .where('channel', '=', channel)
    .where('created_at', '>=', since(LONGEST_WINDOW_MS))
    .executeTakeFirst();
  const values = (row ?? {}) as Record<string, number | string | null>;
  return SELLER_PIN_TRY_LIMITS.map((_limit, i) => toCount(values[`w${i}`] ?? 0));
}

/** Forgets every counted try of a number (the seller's PIN was set anew with `npm run seller`). */
export async function clearPinTries(db: Kysely<Database>, mobile: string): Promise<void> {
  await db.deleteFrom('seller_pin_tries').where('mobile', '=', mobile).execute();
}
