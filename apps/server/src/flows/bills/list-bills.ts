import { encodeOrderCursor, type OrderCursor } from '@rasoi/domain/order-cursor';
import type { BillsListData } from '@rasoi/domain/bills';
import { localDateAt } from '@rasoi/domain/slot-dates';
import type { AppContext } from '../../app-context.ts';
import { listBillsOfDays } from '../../modules/bills/bill-queries.ts';

/** The last day of a month 'yyyy-mm', as 'yyyy-mm-dd'. */
function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

/**
 * `GET /bills` (seller; issue 28 part 1, docs/decisions/0107): one page of a month's bills and credit notes
 * (this month on the kitchen's calendar when `month` is left out), newest first by the instant each was
 * made, `limit` of them and the cursor of the next page (a row more is read to know one follows, D32).
 */
export async function listBills(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  query: { month?: string | undefined; limit: number; cursor?: OrderCursor | undefined },
): Promise<BillsListData> {
  const month = query.month ?? localDateAt(ctx.now(), ctx.config.kitchenTimezone).slice(0, 7);
  const rows = await listBillsOfDays(
    ctx.db,
    { from: `${month}-01`, to: lastDayOf(month) },
    query.limit + 1,
    query.cursor ? { issued_at: query.cursor.createdAt, id: query.cursor.id } : null,
  );
  const bills = rows.slice(0, query.limit);
  const last = bills.at(-1);
  return {
    month,
    bills,
    nextCursor:
      rows.length > query.limit && last ? encodeOrderCursor({ createdAt: last.issued_at, id: last.id }) : null,
  };
}
