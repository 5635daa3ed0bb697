import type { Kysely, Selectable } from 'kysely';
import type { Database, SellerLoginGuardsTable } from '../../db/schema.ts';
import { toStoredTime } from '../../db/values.ts';
import { newId } from '../../lib/crypto.ts';
import type { UserRow } from '../users/user-queries.ts';

export type SellerLoginGuardRow = Selectable<SellerLoginGuardsTable>;

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

/** The failed-login record of a number, or undefined when it has none. */
export async function findLoginGuard(db: Kysely<Database>, mobile: string): Promise<SellerLoginGuardRow | undefined> {
  return db.selectFrom('seller_login_guards').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

/**
 * Counts one failed login for a number in one statement (safe when failures race): a failure after
 * the window since the first one starts a new count. Returns the record as it now stands.
 */
export async function recordLoginFailure(
  db: Kysely<Database>,
  mobile: string,
  now: Date,
  windowMs: number,
): Promise<SellerLoginGuardRow> {
  const at = toStoredTime(now);
  const windowStart = toStoredTime(new Date(now.getTime() - windowMs));
  await db
    .insertInto('seller_login_guards')
    .values({ mobile, failures: 1, first_failed_at: at, locked_until: null })
    .onConflict((conflict) =>
      conflict.column('mobile').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('seller_login_guards.first_failed_at', '<', windowStart)
          .then(1)
          .else(eb('seller_login_guards.failures', '+', 1))
          .end(),
        first_failed_at: eb
          .case()
          .when('seller_login_guards.first_failed_at', '<', windowStart)
          .then(at)
          .else(eb.ref('seller_login_guards.first_failed_at'))
          .end(),
      })),
    )
    .execute();
  return db.selectFrom('seller_login_guards').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
}

/** Locks a number until the given time and starts its count afresh. */
export async function lockSellerLogin(db: Kysely<Database>, mobile: string, until: Date): Promise<void> {
  await db
    .updateTable('seller_login_guards')
    .set({ locked_until: toStoredTime(until), failures: 0 })
    .where('mobile', '=', mobile)
    .execute();
}

/** Forgets a number's failures and lock (after a successful login or a PIN change). */
export async function clearLoginGuard(db: Kysely<Database>, mobile: string): Promise<void> {
  await db.deleteFrom('seller_login_guards').where('mobile', '=', mobile).execute();
}
