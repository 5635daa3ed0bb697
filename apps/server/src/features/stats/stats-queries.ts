import type { Kysely } from 'kysely';
import type { StatsData } from '@rasoi/domain/seller';
import type { TimeRange } from '@rasoi/domain/time-frame';
import type { Database } from '../../db/schema.ts';
import { toCount, toStoredTime } from '../../db/values.ts';

/**
 * The dashboard figures for orders created in a range (null: lifetime), whatever their status
 * (docs/decisions.md D10): how many, the sum of their amounts (what customers pay, in rupees), and how
 * many different customers placed them.
 */
export async function orderStats(db: Kysely<Database>, range: TimeRange): Promise<StatsData> {
  let query = db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll().as('orders'),
      eb.fn.coalesce(eb.fn.sum('amount'), eb.lit(0)).as('revenue'),
      eb.fn.count('user_id').distinct().as('users'),
    ]);
  if (range) {
    query = query
      .where('created_at', '>=', toStoredTime(range.start))
      .where('created_at', '<', toStoredTime(range.end));
  }
  const row = await query.executeTakeFirst();
  type Figure = string | number | bigint | undefined;
  return {
    orders: toCount(row?.orders as Figure),
    revenue: toCount(row?.revenue as Figure),
    users: toCount(row?.users as Figure),
  };
}
