import {
  plateCost,
  roundPaise,
  costMilliPaise,
  type RecipeData,
  type RecipeKind,
  type RecipeLine,
} from '@rasoi/domain/recipes';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { pricesAround } from './ingredient-queries.ts';
import { kitchenToday } from './kitchen-today.ts';
import { readRecipes } from './plates.ts';
import { findMenuItem, menuItemRows, type RecipeLineRow } from './recipe-queries.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now'>;

/**
 * `GET /recipes/:kind/:id` (seller; issue 28 part 3, docs/decisions/0109): a thali's or dish's own recipe
 * lines, for a thali each of its dishes with theirs, and the plate's cost and margin at today's prices
 * (the menu price is whole rupees, answered in paise). 404 m.recipeItemNotFound.
 */
export async function getRecipe(ctx: Ctx, kind: RecipeKind, id: string): Promise<RecipeData> {
  const item = await findMenuItem(ctx.db, kind, id);
  if (!item) throw new AppError('NOT_FOUND', 'recipeItemNotFound');
  const [recipes, prices, items] = await Promise.all([
    readRecipes(ctx.db),
    pricesAround(ctx.db, kitchenToday(ctx)),
    menuItemRows(ctx.db),
  ]);
  const priceOf = (ingredientId: string) => prices.get(ingredientId)?.price?.price_paise ?? null;
  const answer = (line: RecipeLineRow): RecipeLine => {
    const price = priceOf(line.ingredient_id);
    return {
      ingredient_id: line.ingredient_id,
      name: line.name,
      name_hi: line.name_hi,
      unit: line.unit,
      quantity_milli: line.quantity_milli,
      cost_paise: price === null ? null : roundPaise(costMilliPaise(line.quantity_milli, price)),
    };
  };
  const dishNames = new Map(items.filter((each) => each.kind === 'dish').map((each) => [each.id, each.name]));
  return {
    kind,
    item_id: id,
    name: item.name,
    name_hi: item.name_hi,
    lines: recipes.own(kind, id).map(answer),
    dishes: recipes.dishesOf(kind, id).map((dishId) => ({
      _id: dishId,
      name: dishNames.get(dishId) ?? '',
      lines: recipes.own('dish', dishId).map(answer),
    })),
    cost: plateCost(
      recipes.plate(kind, id).map((line) => ({
        quantity_milli: line.quantity_milli,
        price_paise: priceOf(line.ingredient_id),
      })),
      item.selling_price * 100,
    ),
  };
}
