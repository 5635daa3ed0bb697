import type { MarketListData, SaveMarketEstimateBody } from '@rasoi/domain/recipes';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { marketList } from './market-list.ts';
import { findMenuItem, replacePlateEstimates } from './recipe-queries.ts';

/**
 * `POST /market-list/estimates` (seller; issue 28 part 3, docs/decisions/0110): sets the plates the
 * seller expects on a kitchen day beyond orders and plan meals, per thali or dish (0: none; an item left
 * out: none), in one transaction. 400 m.recipeItemNotFound when an item is not on the menu (nothing
 * changes). Answers that day's market list.
 */
export async function saveMarketEstimate(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  body: { date: string; items: SaveMarketEstimateBody['items'] },
): Promise<MarketListData> {
  await ctx.db.transaction().execute(async (trx) => {
    for (const item of body.items) {
      if (!(await findMenuItem(trx, item.kind, item.item_id))) throw new AppError('BAD_REQUEST', 'recipeItemNotFound');
    }
    await replacePlateEstimates(trx, body.date, body.items);
  });
  return marketList(ctx, { date: body.date });
}
