import type { IncomeFigureName } from '@rasoi/domain/constants';
import { keysetPage, type OrderCursor } from '@rasoi/domain/order-cursor';
import type { IncomeData, IncomeOrdersData } from '@rasoi/domain/seller';
import { localDateAt } from '@rasoi/domain/slots';
import { localDaysRange, timeFrameRange, type TimeFrame } from '@rasoi/domain/time-frame';
import type { AppContext } from '../../../app-context.ts';
import { toStoredTime } from '../../../db/values.ts';
import { incomeOrders, incomeTotals, type IncomeScope } from './income-queries.ts';
import { lifetimeFigures } from './day-totals.ts';

/**
 * `GET /income?timeFrame=|date=` (seller; issue 15, D53): the reconciliation of the money for one kitchen
 * date (default today) or one of the dashboard's time frames (1 today, 2 this week, 3 this month, 4
 * lifetime), by the day orders are delivered: cash collected, UPI received, paid online through the
 * gateway (D112), still to collect (neither cancelled nor collected, delivered or not), paid from tiffin
 * accounts (plan meals, issue 26 D92) and cancelled, each a count and an amount in whole rupees. The
 * orders behind a figure are read when the seller opens it (listIncomeOrders, D114). The query is
 * validated by the contract (400 for a bad frame or date, or both given).
 */
export async function income(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  query: { timeFrame?: TimeFrame | undefined; date?: string | undefined },
): Promise<IncomeData> {
  const scope = incomeScope(ctx, query);
  const totals = scope
    ? await incomeTotals(ctx.db, scope)
    : await lifetimeFigures(ctx.db, ctx.now(), ctx.config.kitchenTimezone);
  return { from: scope?.from ?? null, to: scope?.to ?? null, ...totals };
}

/**
 * `GET /income/orders?figure=&timeFrame=|date=&limit=&cursor=` (seller; issue 29, D114): one page of the
 * figure's orders over the same scope as `income`, newest first by placement, `limit` of them (default
 * SELLER_ORDERS_PAGE_SIZE) before `cursor`; `nextCursor` names the page's last order when another page
 * follows, else null. The query is validated by the contract (400 for an unknown figure, a bad frame,
 * date, limit or cursor).
 */
export async function listIncomeOrders(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  query: {
    figure: IncomeFigureName;
    timeFrame?: TimeFrame | undefined;
    date?: string | undefined;
    limit: number;
    cursor?: OrderCursor | undefined;
  },
): Promise<IncomeOrdersData> {
  const rows = await incomeOrders(ctx.db, incomeScope(ctx, query), query.figure, {
    limit: query.limit + 1,
    before: query.cursor ?? null,
  });
  const { page, nextCursor } = keysetPage(rows, query.limit, (order) => ({
    createdAt: order.createdAt,
    id: order._id,
  }));
  return { orders: page, nextCursor };
}

/**
 * The orders an Income view covers for its query (a time frame, a date, default today): also the scope of
 * the cost of food sold beside it (issue 28 part 3, D109), so both count the same orders.
 */
export function incomeScope(
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
