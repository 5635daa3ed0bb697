import type { FoodCostData } from '@rasoi/domain/recipes';
import { localDateAt } from '@rasoi/domain/slot-dates';
import type { TimeFrame } from '@rasoi/domain/time-frame';
import type { AppContext } from '../../app-context.ts';
import { incomeScope } from '../../modules/insights/stats/income.ts';
import { soldItems } from '../../modules/insights/stats/sold-items.ts';
import { costOfPlates } from '../../modules/recipes/cost-of-plates.ts';

/**
 * `GET /income/food-cost?timeFrame=|date=` (seller; issue 28 part 3, docs/decisions/0109): the cost of
 * food sold beside the Income page, over the same orders it counts for the same query (incomeScope): the
 * orders and their amounts (whole rupees: Income's cash, UPI, to collect and from accounts together), the
 * plates sold, and what they cost (paise) at each day's prices with today's recipes.
 */
export async function foodCost(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  query: { timeFrame?: TimeFrame | undefined; date?: string | undefined },
): Promise<FoodCostData> {
  const timeZone = ctx.config.kitchenTimezone;
  const scope = incomeScope(ctx, query);
  const sold = await soldItems(ctx.db, scope, timeZone);
  const lastDay =
    scope?.to ??
    sold.lines.reduce((last, line) => (line.day > last ? line.day : last), localDateAt(ctx.now(), timeZone));
  const cost = await costOfPlates(ctx.db, sold.lines, lastDay);
  return {
    from: scope?.from ?? null,
    to: scope?.to ?? null,
    orders: sold.orders,
    amount: sold.amount,
    ...cost,
  };
}
