import type { Kysely, Selectable } from 'kysely';
import type { SellerUser } from '@rasoi/domain/seller';
import type { Database, UsersTable } from '../../db/schema.ts';
import { newId } from '../../lib/crypto.ts';
import { toCount, toStoredTime } from '../../db/values.ts';

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

/**
 * Customers who registered in [start, end) (either side open when null), newest first, each with the
 * number of orders they have placed (spec 7 GET /users).
 */
export async function listCustomersBetween(
  db: Kysely<Database>,
  range: { start: Date | null; end: Date | null },
): Promise<SellerUser[]> {
  let query = db
    .selectFrom('users')
    .leftJoin('orders', 'orders.user_id', 'users.id')
    .select((eb) => ['users.id', 'users.mobile', 'users.created_at', eb.fn.count('orders.id').as('order_count')])
    .where('users.role', '=', 'customer');
  if (range.start) query = query.where('users.created_at', '>=', toStoredTime(range.start));
  if (range.end) query = query.where('users.created_at', '<', toStoredTime(range.end));
  const rows = await query
    .groupBy(['users.id', 'users.mobile', 'users.created_at'])
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    mobile: row.mobile,
    createdAt: row.created_at,
    orderCount: toCount(row.order_count as number | string),
  }));
}
