import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.ts';
import { newId } from '../../lib/crypto.ts';
import { toStoredTime } from '../../db/values.ts';

export type UserRow = Selectable<UsersTable>;

/** The user with this id, or undefined. */
export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The user with this mobile number, created as a customer if new. Safe when two logins for a new
 * number race: the unique mobile makes the second insert a no-op and both read the same row.
 */
export async function findOrCreateCustomer(db: Kysely<Database>, mobile: string, now: Date): Promise<UserRow> {
  await db
    .insertInto('users')
    .values({ id: newId(), mobile, role: 'customer', pin_hash: null, created_at: toStoredTime(now) })
    .onConflict((conflict) => conflict.column('mobile').doNothing())
    .execute();
  return db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
}
