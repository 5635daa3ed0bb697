import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { STATEMENT_LINK_DAYS } from '@rasoi/domain/ledger';
import type { Database } from '../../db/schema.ts';
import { toStoredTime } from '../../db/values.ts';

/**
 * A link to one month's statement that opens without login (issue 26, docs/decisions/0093): a token
 * `<payload>~<signature>`, the payload base64url of `user id|yyyy-mm|expiry (epoch seconds, base 36)`, the
 * signature the first 16 bytes of HMAC-SHA256 of the payload with the server's statement key, base64url:
 * about 75 characters, inside Fastify's 100 for a path parameter. Nothing is stored per link: the
 * signature proves the server made it, the expiry ends it. The key is made once and kept in app_settings,
 * as the VAPID pair (D16), so every instance sharing a PostgreSQL checks the others' links.
 */

/** The app_settings row that keeps the key. */
const KEY_SETTING = 'statement_link_key';
/** The longest token read: a payload and signature far longer are not ours (checked before any work). */
const TOKEN_MAX = 200;

const keys = new WeakMap<Kysely<Database>, Promise<Buffer>>();

/** The key as stored in app_settings, or undefined while none is: the one query that reads it. */
async function readStoredKey(db: Kysely<Database>): Promise<Buffer | undefined> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', KEY_SETTING).executeTakeFirst();
  return row ? Buffer.from(row.value, 'base64url') : undefined;
}

/** The signing key: the stored one, made and stored on first use (two instances at once: the first insert wins). */
function signingKey(db: Kysely<Database>, now: Date): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insertInto('app_settings')
        .values({ key: KEY_SETTING, value: randomBytes(32).toString('base64url'), created_at: toStoredTime(now) })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const stored = await readStoredKey(db);
      // Unreachable but for a row deleted between the two statements: fail, and the next call makes one.
      if (!stored) throw new Error('The statement link key was not stored.');
      return stored;
    })();
    // A failed read is tried again next time, not remembered.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/**
 * The stored key without making one, for reading a token: none stored means no link was ever made, so no
 * token is valid, and a refused read writes nothing (a bad link must change nothing).
 */
async function storedKey(db: Kysely<Database>): Promise<Buffer | undefined> {
  return keys.get(db) ?? readStoredKey(db);
}

/** The signature: HMAC-SHA256 truncated to 128 bits (RFC 2104 allows it; a guess has 2^-128 odds). */
const sign = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest().subarray(0, 16).toString('base64url');

/** A new link's token for the user's month, and when it stops working (STATEMENT_LINK_DAYS from `now`). */
export async function makeStatementToken(
  db: Kysely<Database>,
  userId: string,
  month: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + STATEMENT_LINK_DAYS * 86_400_000);
  const payload = Buffer.from(`${userId}|${month}|${(expiresAt.getTime() / 1000).toString(36)}`).toString('base64url');
  const signature = sign(await signingKey(db, now), payload);
  return { token: `${payload}~${signature}`, expiresAt };
}

/** What a valid token names. */
export type StatementLink = { userId: string; month: string; expiresAt: Date };

/**
 * The user and month a token names, or undefined when it is not one of ours, was altered (the signature,
 * compared in constant time, does not match) or has expired at `now`.
 */
export async function readStatementToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<StatementLink | undefined> {
  if (token.length > TOKEN_MAX) return undefined;
  const [payload, signature, ...rest] = token.split('~');
  if (!payload || !signature || rest.length > 0) return undefined;
  const key = await storedKey(db);
  if (!key) return undefined;
  // Compared as text, so no other spelling of the same bytes passes (base64url decoding skips stray characters).
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [userId, month, expiry, ...extra] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
  const expiresAt = new Date(parseInt(expiry ?? '', 36) * 1000);
  if (!userId || !month || extra.length > 0 || !(expiresAt.getTime() > now.getTime())) return undefined;
  return { userId, month, expiresAt };
}
