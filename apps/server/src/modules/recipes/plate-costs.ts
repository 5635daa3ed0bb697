import { plateCost, type PlateCostsData } from '@rasoi/domain/recipes';
import type { AppContext } from '../../app-context.ts';
import { pricesAround } from './ingredient-queries.ts';
import { kitchenToday } from './kitchen-today.ts';
import { readRecipes } from './plates.ts';
import { menuItemRows } from './recipe-queries.ts';

/**
 * `GET /plate-costs` (seller; issue 28 part 3, docs/decisions/0109): each thali's and dish's plate cost
 * and margin at today's prices, for the seller's menu screens; an item without any recipe line (its own
 * or, a thali, its dishes') is left out.
 */
export async function listPlateCosts(ctx: Pick<AppContext, 'db' | 'config' | 'now'>): Promise<PlateCostsData> {
  const [recipes, prices, items] = await Promise.all([
    readRecipes(ctx.db),
    pricesAround(ctx.db, kitchenToday(ctx)),
    menuItemRows(ctx.db),
  ]);
  return {
    items: items
      .filter((item) => recipes.hasRecipe(item.kind, item.id))
      .map((item) => ({
        kind: item.kind,
        item_id: item.id,
        ...plateCost(
          recipes.plate(item.kind, item.id).map((line) => ({
            quantity_milli: line.quantity_milli,
            price_paise: prices.get(line.ingredient_id)?.price?.price_paise ?? null,
          })),
          item.selling_price * 100,
        ),
      })),
  };
}
