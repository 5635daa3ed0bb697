import type { IncomeData } from '@rasoi/domain/seller';
import { localDateAt } from '@rasoi/domain/slots';
import { localDaysRange, timeFrameRange, type TimeFrame } from '@rasoi/domain/time-frame';
import type { AppContext } from '../../../app-context.ts';
import { toStoredTime } from '../../../db/values.ts';
import { figureOf, incomeOrders, incomeTotals, type IncomeScope } from './income-queries.ts';
import { lifetimeFigures } from './day-totals.ts';

/**
 * `GET /income?timeFrame=|date=` (seller; issue 15, D53): the reconciliation of the money at the door
 * for one kitchen date (default today) or one of the dashboard's time frames (1 today, 2 this week, 3
 * this month, 4 lifetime), by the day orders are delivered: cash collected, UPI received, still to
 * collect (neither cancelled nor collected, delivered or not), paid from tiffin accounts (plan meals, issue
 * 26 D92) and cancelled, each a count, an amount in
 * whole rupees and its newest orders. The query is validated by the contract (400 for a bad frame or
 * date, or both given).
 */
export async function income(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  query: { timeFrame?: TimeFrame | undefined; date?: string | undefined },
): Promise<IncomeData> {
  const scope = incomeScope(ctx, query);
  const totals = scope
    ? await incomeTotals(ctx.db, scope)
    : await lifetimeFigures(ctx.db, ctx.now(), ctx.config.kitchenTimezone);
  const [cash, upi, toCollect, account, cancelled] = await Promise.all([
    incomeOrders(ctx.db, scope, 'cash'),
    incomeOrders(ctx.db, scope, 'upi'),
    incomeOrders(ctx.db, scope, 'to_collect'),
    incomeOrders(ctx.db, scope, 'account'),
    incomeOrders(ctx.db, scope, 'cancelled'),
  ]);
  return {
    from: scope?.from ?? null,
    to: scope?.to ?? null,
    cash: figureOf(totals.cash, cash),
    upi: figureOf(totals.upi, upi),
    to_collect: figureOf(totals.to_collect, toCollect),
    account: figureOf(totals.account, account),
    cancelled: figureOf(totals.cancelled, cancelled),
  };
}

function incomeScope(
  ctx: Pick<AppContext, 'config' | 'now'>,
  query: { timeFrame?: TimeFrame | undefined; date?: string | undefined },
): IncomeScope {
  const timeZone = ctx.config.kitchenTimezone;
  if (query.timeFrame !== undefined) {
    const range = timeFrameRange(query.timeFrame, ctx.now(), timeZone);
    if (!range) return null;
    // The frame's last kitchen date is the one its (exclusive) end instant's previous millisecond falls on.
    return {
      from: localDateAt(range.start, timeZone),
      to: localDateAt(new Date(range.end.getTime() - 1), timeZone),
      start: toStoredTime(range.start),
      end: toStoredTime(range.end),
    };
  }
  const date = query.date ?? localDateAt(ctx.now(), timeZone);
  const range = localDaysRange(date, date, timeZone);
  return { from: date, to: date, start: toStoredTime(range.start!), end: toStoredTime(range.end!) };
}
