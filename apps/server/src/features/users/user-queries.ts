import type { Kysely, Selectable } from 'kysely';
import type { SellerUser } from '@rasoi/domain/seller';
import type { Database, UsersTable } from '../../db/schema.ts';
import { newId } from '../../lib/crypto.ts';
import { toCount, toStoredTime } from '../../db/values.ts';
import { refreshDayTotals } from '../stats/day-totals.ts';

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
 * number of orders they have placed (spec 7 GET /users). The counts come from the per-customer sums of
 * closed days (issue 17, features/stats/day-totals.ts) plus the orders of the days still live, so the
 * list reads the customers and a day or two of orders, not every order.
 */
export async function listCustomersBetween(
  db: Kysely<Database>,
  range: { start: Date | null; end: Date | null },
  calendar: { now: Date; timeZone: string },
): Promise<SellerUser[]> {
  const { liveFrom } = await refreshDayTotals(db, calendar.now, calendar.timeZone);
  let query = db
    .selectFrom('users')
    .leftJoin('customer_order_totals as summed', 'summed.user_id', 'users.id')
    .select(['users.id', 'users.mobile', 'users.created_at', 'summed.orders as summed_orders'])
    .where('users.role', '=', 'customer');
  if (range.start) query = query.where('users.created_at', '>=', toStoredTime(range.start));
  if (range.end) query = query.where('users.created_at', '<', toStoredTime(range.end));
  // The live days' orders through the creation-time index, counted here: grouped in SQL, SQLite walked
  // the orders(user_id, created_at) index over every order instead.
  const [rows, liveOrders] = await Promise.all([
    query.orderBy('users.created_at', 'desc').orderBy('users.id', 'desc').execute(),
    db.selectFrom('orders').select('user_id').where('created_at', '>=', liveFrom).execute(),
  ]);
  const live = new Map<string, number>();
  for (const { user_id } of liveOrders) live.set(user_id, (live.get(user_id) ?? 0) + 1);
  return rows.map((row) => ({
    _id: row.id,
    mobile: row.mobile,
    createdAt: row.created_at,
    orderCount: toCount(row.summed_orders) + (live.get(row.id) ?? 0),
  }));
}
