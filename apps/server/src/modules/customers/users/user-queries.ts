import type { Kysely, Selectable } from 'kysely';
import { keysetPage, type OrderCursor } from '@rasoi/domain/order-cursor';
import type { SellerUser } from '@rasoi/domain/seller';
import type { Database, UsersTable } from '../../../db/schema.ts';
import { newId } from '../../../lib/crypto.ts';
import { toCount, toStoredTime } from '../../../db/values.ts';

export type UserRow = Selectable<UsersTable>;

/** The user with this id, or undefined. */
export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The user with this mobile number, created as a customer if new (`addedBy`: the seller whose phone
 * order makes them, D79; null when they sign up). Safe when two logins for a new
 * number race: the unique mobile makes the second insert a no-op and both read the same row.
 */
export async function findOrCreateCustomer(
  db: Kysely<Database>,
  mobile: string,
  now: Date,
  addedBy: string | null = null,
): Promise<UserRow> {
  await db
    .insertInto('users')
    .values({ id: newId(), mobile, role: 'customer', pin_hash: null, created_at: toStoredTime(now), added_by: addedBy })
    .onConflict((conflict) => conflict.column('mobile').doNothing())
    .execute();
  return db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
}

/** One page of the seller's users list (issue 17): the customers and the cursor of the next page, or null. */
export type CustomersPage = { users: SellerUser[]; nextCursor: string | null };

/**
 * One page of the customers who registered in [start, end) (either side open when null), newest first by
 * (created_at, id), at most `limit`, before `before` (the previous page's last customer) when given; each
 * with the number of orders they have placed (spec 7 GET /users; issue 17 pages it like the orders, D32).
 * The users(role, created_at, id) index (migration 0025) hands the page over in order; the counts are of
 * the page's customers only: their per-customer sums of closed days (modules/insights/stats/day-totals.ts) plus
 * their orders of the days still live, read through orders(user_id, created_at, id) (migration 0027).
 * `liveFrom`: where the sums end, from a refresh the caller ran just before (flows/users/list-customers.ts).
 */
export async function listCustomersPage(
  db: Kysely<Database>,
  filter: { range: { start: Date | null; end: Date | null }; before: OrderCursor | null; limit: number },
  liveFrom: string,
): Promise<CustomersPage> {
  let query = db
    .selectFrom('users')
    .leftJoin('customer_order_totals as summed', 'summed.user_id', 'users.id')
    .select(['users.id', 'users.mobile', 'users.created_at', 'summed.orders as summed_orders'])
    .where('users.role', '=', 'customer');
  const { range, before } = filter;
  if (range.start) query = query.where('users.created_at', '>=', toStoredTime(range.start));
  if (range.end) query = query.where('users.created_at', '<', toStoredTime(range.end));
  if (before) {
    // As the order pages (listOrdersPage): `<=` bounds the index range, the `or` sorts out ties.
    query = query
      .where('users.created_at', '<=', before.createdAt)
      .where((eb) => eb.or([eb('users.created_at', '<', before.createdAt), eb('users.id', '<', before.id)]));
  }
  // A row more than the page, to know whether another follows.
  const rows = await query
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(filter.limit + 1)
    .execute();
  const { page, nextCursor } = keysetPage(rows, filter.limit, (row) => ({ createdAt: row.created_at, id: row.id }));
  const live = new Map<string, number>();
  if (page.length > 0) {
    const pageIds = page.map((row) => row.id);
    // eslint-disable-next-line no-restricted-syntax -- one page: at most SELLER_ORDERS_PAGE_MAX ids (request schema)
    const liveOrders = await db
      .selectFrom('orders')
      .select(['user_id', (eb) => eb.fn.countAll<string | number>().as('orders')])
      .where('user_id', 'in', pageIds)
      .where('created_at', '>=', liveFrom)
      .groupBy('user_id')
      .execute();
    for (const row of liveOrders) live.set(row.user_id, toCount(row.orders));
  }
  return {
    users: page.map((row) => ({
      _id: row.id,
      mobile: row.mobile,
      createdAt: row.created_at,
      orderCount: toCount(row.summed_orders) + (live.get(row.id) ?? 0),
    })),
    nextCursor,
  };
}
