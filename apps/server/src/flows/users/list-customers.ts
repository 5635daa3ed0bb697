import type { AppContext } from '../../app-context.ts';
import { refreshDayTotals } from '../../modules/insights/stats/day-totals.ts';
import { listCustomersPage, type CustomersPage } from '../../modules/customers/users/user-queries.ts';

/**
 * `GET /users` (spec 7, issue 17): one page of the customers, each with the orders they placed, counted
 * from the closed days' sums (insights) plus the orders of the days still live (customers). Brings the
 * sums up to date first: read before a refresh commits, the page would miss the days it adds while its
 * `liveFrom` moved on. `filter` as listCustomersPage takes it.
 */
export async function listCustomers(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  filter: Parameters<typeof listCustomersPage>[1],
): Promise<CustomersPage> {
  const { liveFrom } = await refreshDayTotals(ctx.db, ctx.now(), ctx.config.kitchenTimezone);
  return listCustomersPage(ctx.db, filter, liveFrom);
}
