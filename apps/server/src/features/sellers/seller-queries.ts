import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toStoredTime } from '../../db/values.ts';
import { newId } from '../../lib/crypto.ts';
import type { UserRow } from '../users/user-queries.ts';

/** The user with this mobile number (any role), or undefined. */
export async function findUserByMobile(db: Kysely<Database>, mobile: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

/** True when at least one seller account exists. */
export async function hasSeller(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('role', '=', 'seller').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Makes the number a seller with this PIN hash: a new user, or an existing one (a customer keeps
 * their id, orders and addresses) promoted and given the new hash. Returns the user's id.
 */
export async function upsertSeller(db: Kysely<Database>, mobile: string, pinHash: string, now: Date): Promise<string> {
  await db
    .insertInto('users')
    .values({ id: newId(), mobile, role: 'seller', pin_hash: pinHash, created_at: toStoredTime(now) })
    .onConflict((conflict) => conflict.column('mobile').doUpdateSet({ role: 'seller', pin_hash: pinHash }))
    .execute();
  const row = await db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
  return row.id;
}

/** Ends every open session of a user (after a PIN change). */
export async function revokeUserSessions(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: toStoredTime(now) })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
