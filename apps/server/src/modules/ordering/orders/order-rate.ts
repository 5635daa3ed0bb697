import { sql, type Kysely } from 'kysely';
import { ORDERS_PER_CUSTOMER_PER_MINUTE } from '@rasoi/domain/constants';
import { engineOfDb } from '../../../db/dialect.ts';
import { compiledQuery } from '../../../db/compiled-query.ts';
import type { Database } from '../../../db/schema.ts';
import { toCount, toStoredTime } from '../../../db/values.ts';
import { AppError } from '../../../lib/app-error.ts';

const MINUTE_MS = 60_000;

/*
 * Order placement per customer (issue 7, docs/security.md, docs/decisions/0036): at most
 * ORDERS_PER_CUSTOMER_PER_MINUTE orders in the last minute, counted from the stored orders, so it holds
 * across restarts and instances; a replayed Idempotency-Key is answered before and never counts. The
 * rule is decided inside the order's transaction: `takeCustomerRow` first, then the customer's orders
 * since `orderRateSince(now)` are counted (countRecentOrders, or with the order's other inputs in one
 * statement: order-inputs.ts) and `ensureUnderOrderRate` refuses the one over the limit.
 */

/** The start of the order limit's window at `now`, as stored time: orders created after it count. */
export function orderRateSince(now: Date): string {
  return toStoredTime(new Date(now.getTime() - MINUTE_MS));
}

/**
 * Takes the customer's row in the order's transaction `trx` (PostgreSQL: `FOR NO KEY UPDATE`, held to the
 * commit, so the customer's orders are placed one at a time and each count, in a later statement, sees
 * the ones before; SQLite: nothing to do, the group commit already runs one order at a time).
 */
export async function takeCustomerRow(trx: Kysely<Database>, userId: string): Promise<void> {
  if (engineOfDb(trx) === 'postgres') {
    // The id as a literal (escaped by Kysely; it is ours, from the session or the phone order's customer):
    // a statement without parameters goes out with the transaction's BEGIN, one round trip (db/pg-pool.ts).
    await trx.selectFrom('users').select('id').where('id', '=', sql.lit(userId)).forNoKeyUpdate().execute();
  }
}

/** How many orders the customer created after `since` (stored time), on either engine. */
export async function countRecentOrders(db: Kysely<Database>, userId: string, since: string): Promise<number> {
  const [row] = await recentOrders(db, { userId, since });
  return toCount(row?.count);
}

// Read by every order (D116): built and compiled once.
const recentOrders = compiledQuery((db, values: { userId: string; since: string }) =>
  db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', values.userId)
    .where('created_at', '>', values.since),
);

/** Throws 429 m.tooManyOrders() when `recentOrders` (in the last minute) already reached the limit. */
export function ensureUnderOrderRate(recentOrders: number): void {
  if (recentOrders >= ORDERS_PER_CUSTOMER_PER_MINUTE) throw new AppError('TOO_MANY_REQUESTS', 'tooManyOrders');
}
