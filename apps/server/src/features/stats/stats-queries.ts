import type { Kysely } from 'kysely';
import type { StatsData } from '@rasoi/domain/seller';
import type { TimeRange } from '@rasoi/domain/time-frame';
import type { Database } from '../../db/schema.ts';
import { toCount, toStoredTime } from '../../db/values.ts';

/**
 * The dashboard figures for orders created in a range (null: lifetime), whatever their status
 * (docs/decisions.md D10): how many, the sum of their amounts (what customers pay, in rupees) but
 * cancelled ones', how many different customers placed them, and the UPI the seller marked received on
 * them (issue 15, D53).
 */
export async function orderStats(db: Kysely<Database>, range: TimeRange): Promise<StatsData> {
  let query = db.selectFrom('orders').select((eb) => [
    eb.fn.countAll().as('orders'),
    // Cancelled orders bring nothing in (issue 15); `upi` is what the seller marked received by UPI (D53).
    eb.fn.sum(eb.case().when('status', '!=', 'Cancelled').then(eb.ref('amount')).else(0).end()).as('revenue'),
    eb.fn.count('user_id').distinct().as('users'),
    eb.fn
      .sum(
        eb
          .case()
          .when(eb.and([eb('status', '!=', 'Cancelled'), eb('collected_by', '=', 'upi')]))
          .then(eb.ref('amount'))
          .else(0)
          .end(),
      )
      .as('upi'),
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
    upi: toCount(row?.upi as Figure),
  };
}
