import { sql, type Kysely } from 'kysely';
import type { StatsData } from '@rasoi/domain/seller';
import type { TimeRange } from '@rasoi/domain/time-frame';
import type { Database } from '../../../db/schema.ts';
import { toCount, toStoredTime } from '../../../db/values.ts';
import { lifetimeCustomers, liveFigures, addFigures, refreshDayTotals, summedFigures } from './day-totals.ts';

/**
 * The dashboard figures for orders created in a range (null: lifetime) (docs/decisions.md D10): how
 * many stand and the sum of their amounts (what customers pay, in rupees), both without cancelled
 * orders (issue 15, D54), how many different customers placed any, how many were cancelled, and the UPI
 * the seller marked received on the orders that stand (issue 15, D53).
 */
export async function orderStats(
  db: Kysely<Database>,
  range: TimeRange,
  calendar: { now: Date; timeZone: string },
): Promise<StatsData> {
  return range ? countOrderStats(db, range) : lifetimeStats(db, calendar.now, calendar.timeZone);
}

/**
 * The plain count behind orderStats over orders created in the range (null: every order): one statement
 * reading each order in it. Kept for the frames up to a month and as the reference the sums are tested against.
 */
export async function countOrderStats(db: Kysely<Database>, range: TimeRange): Promise<StatsData> {
  let query = db.selectFrom('orders').select((eb) => {
    // COUNT skips the NULL a CASE without ELSE gives; the status is a literal, as the lists compare it.
    const standing = eb('status', '<>', sql.lit('Cancelled'));
    const cancelled = eb('status', '=', sql.lit('Cancelled'));
    const upiReceived = eb.and([standing, eb('collected_by', '=', sql.lit('upi'))]);
    return [
      eb.fn.count(eb.case().when(standing).then(sql.lit(1)).end()).as('orders'),
      eb.fn.coalesce(eb.fn.sum(eb.case().when(standing).then(eb.ref('amount')).end()), sql.lit(0)).as('revenue'),
      eb.fn.count('user_id').distinct().as('users'),
      eb.fn.count(eb.case().when(cancelled).then(sql.lit(1)).end()).as('cancelled'),
      eb.fn.coalesce(eb.fn.sum(eb.case().when(upiReceived).then(eb.ref('amount')).end()), sql.lit(0)).as('upi'),
    ];
  });
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
    cancelled: toCount(row?.cancelled as Figure),
    upi: toCount(row?.upi as Figure),
  };
}

/**
 * The lifetime figures (issue 17) from the per-day sums (day-totals.ts) and the live days: the same
 * answer as the plain count over every order, read in a few milliseconds whatever the history's length.
 */
async function lifetimeStats(db: Kysely<Database>, now: Date, timeZone: string): Promise<StatsData> {
  const { liveFrom } = await refreshDayTotals(db, now, timeZone);
  const [summed, live, users] = await Promise.all([
    summedFigures(db),
    liveFigures(db, liveFrom),
    lifetimeCustomers(db, liveFrom),
  ]);
  const all = addFigures(summed, live);
  return {
    orders: all.cash.count + all.upi.count + all.to_collect.count,
    revenue: all.cash.amount + all.upi.amount + all.to_collect.amount,
    users,
    cancelled: all.cancelled.count,
    upi: all.upi.amount,
  };
}
