import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { toStoredTime } from '../../../db/values.ts';
import { newId } from '../../../lib/crypto.ts';
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
 * their id, orders and addresses) promoted and given the new hash, which counts as a chosen PIN (D41).
 * Returns the user's id.
 */
export async function upsertSeller(db: Kysely<Database>, mobile: string, pinHash: string, now: Date): Promise<string> {
  await db
    .insertInto('users')
    .values({ id: newId(), mobile, role: 'seller', pin_hash: pinHash, created_at: toStoredTime(now) })
    .onConflict((conflict) =>
      conflict.column('mobile').doUpdateSet({ role: 'seller', pin_hash: pinHash, pin_generated: 0 }),
    )
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

/**
 * Stores a new PIN hash for the seller and marks the PIN as chosen (no longer the generated one,
 * D41). With `whileGenerated`, only while the generated PIN is still in use (the setup's PIN step), in
 * the same conditional UPDATE, so of two setups racing one sets the PIN. Returns false when nothing
 * was updated (not the seller, or the PIN was already chosen).
 */
export async function storeSellerPin(
  db: Kysely<Database>,
  userId: string,
  pinHash: string,
  options: { whileGenerated?: boolean; endSetup?: boolean } = {},
): Promise<boolean> {
  let query = db
    .updateTable('users')
    .set({ pin_hash: pinHash, pin_generated: 0, ...(options.endSetup ? { setup_due: 0 as const } : {}) })
    .where('id', '=', userId)
    .where('role', '=', 'seller');
  if (options.whileGenerated) query = query.where('pin_generated', '=', 1);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the seller's first-start setup finished (D41). */
export async function endSellerSetup(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('users').set({ setup_due: 0 }).where('id', '=', userId).execute();
}

/**
 * Ends a user's open sessions but one (`keepSessionId`, the caller's; none when undefined) and returns
 * the ids it ended, so their live streams can be ended too (D31, D41).
 */
export async function revokeOtherSessions(
  db: Kysely<Database>,
  userId: string,
  keepSessionId: string | undefined,
  now: Date,
): Promise<string[]> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: toStoredTime(now) })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}

/** Marks a new seller's first-start setup as due, with the PIN step when the PIN was generated (D41). */
export async function markSetupDue(
  db: Kysely<Database>,
  userId: string,
  options: { pinGenerated: boolean },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ setup_due: 1, pin_generated: options.pinGenerated ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}
