import type { Kysely } from 'kysely';
import type { StatsData } from '@rasoi/domain/seller';
import type { TimeRange } from '@rasoi/domain/time-frame';
import type { Database } from '../../../db/schema.ts';
import { toCount, toStoredTime } from '../../../db/values.ts';
import { lifetimeCustomers, liveFigures, addFigures, refreshDayTotals, summedFigures } from './day-totals.ts';
import { figureSums, readFigures, type FigureTotals } from './income-queries.ts';

/**
 * The dashboard figures for orders created in a range (null: lifetime) (docs/decisions/0010): how
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
 * reading each order in it, the figures as income-queries.ts defines them and the distinct customers.
 * Kept for the frames up to a month and as the reference the sums are tested against.
 */
export async function countOrderStats(db: Kysely<Database>, range: TimeRange): Promise<StatsData> {
  let query = db
    .selectFrom('orders')
    .select((eb) => [...figureSums(eb), eb.fn.count<string | number>('user_id').distinct().as('users')]);
  if (range) {
    query = query
      .where('created_at', '>=', toStoredTime(range.start))
      .where('created_at', '<', toStoredTime(range.end));
  }
  const row = await query.executeTakeFirstOrThrow();
  return statsOf(readFigures([row]), toCount(row.users));
}

/**
 * The dashboard's figures from the Income figures (D54): orders and revenue are the orders that count
 * toward figures (cash, UPI, online, to collect and paid from tiffin accounts, D92), cancelled the rest,
 * UPI the amount received by UPI, online the amount paid through the gateway (D112).
 */
function statsOf(figures: FigureTotals, users: number): StatsData {
  const standing = [figures.cash, figures.upi, figures.online, figures.to_collect, figures.account];
  return {
    orders: standing.reduce((sum, figure) => sum + figure.count, 0),
    revenue: standing.reduce((sum, figure) => sum + figure.amount, 0),
    users,
    cancelled: figures.cancelled.count,
    upi: figures.upi.amount,
    online: figures.online.amount,
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
  return statsOf(addFigures(summed, live), users);
}
