import type { z } from 'zod';
import { keysetPage } from '@rasoi/domain/order-cursor';
import type { SellerOrderCounts, SellerOrdersData, sellerOrdersQuerySchema } from '@rasoi/domain/seller';
import { localDaysRange } from '@rasoi/domain/time-frame';
import type { AppContext } from '../../app-context.ts';
import { countOrders, listOrdersPage, withLines } from '../../modules/ordering/orders/order-queries.ts';
import { orderCountsBetween } from '../../modules/insights/stats/day-totals.ts';

/**
 * One page of the seller's order list (issue 11, docs/decisions/0032): at most `limit` orders,
 * newest first by (created_at, id), before `cursor` when given, within the date range and of the
 * status when given, with their lines. `nextCursor` names the page's last order when another page
 * follows (one row more than the page is read to know), else null. The first page (no cursor) also
 * carries the counts of every status in the date range; later pages carry null.
 */
export async function listSellerOrders(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  query: z.output<typeof sellerOrdersQuerySchema>,
): Promise<SellerOrdersData> {
  const range = localDaysRange(query.startDate, query.endDate, ctx.config.kitchenTimezone);
  const [rows, counts] = await Promise.all([
    listOrdersPage(ctx.db, {
      range,
      status: query.status ?? null,
      before: query.cursor ?? null,
      limit: query.limit + 1,
    }),
    query.cursor ? null : summary(ctx, query, range),
  ]);
  const { page, nextCursor } = keysetPage(rows, query.limit, (row) => ({ createdAt: row.created_at, id: row.id }));
  return { orders: await withLines(ctx.db, page), nextCursor, counts };
}

/**
 * The spec's three figures (spec 2) over the date range: Preparing, Out For Delivery, and Delivered =
 * all orders but those two and the cancelled ones, counted on their own (issue 15, D54). The total and
 * the cancelled come from the per-day sums plus the live days (issue 17, stats/day-totals.ts), so a long
 * history is not counted order by order; the two active statuses are few and counted from their index.
 */
async function summary(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  query: { startDate?: string | undefined; endDate?: string | undefined },
  range: { start: Date | null; end: Date | null },
): Promise<SellerOrderCounts> {
  const [{ total, cancelled }, preparing, outForDelivery] = await Promise.all([
    orderCountsBetween(
      ctx.db,
      { from: query.startDate, to: query.endDate },
      { now: ctx.now(), timeZone: ctx.config.kitchenTimezone },
    ),
    countOrders(ctx.db, range, 'Preparing'),
    countOrders(ctx.db, range, 'Out For Delivery'),
  ]);
  return { preparing, outForDelivery, delivered: total - preparing - outForDelivery - cancelled, cancelled };
}
