import { dateAfter, localDateAt } from '@rasoi/domain/slot-dates';
import { localDaysRange } from '@rasoi/domain/time-frame';
import { weekdayOf } from '@rasoi/domain/slots';
import {
  costMilliPaise,
  packsToBuy,
  roundPaise,
  type MarketItem,
  type MarketLine,
  type MarketListData,
  type RecipeKind,
} from '@rasoi/domain/recipes';
import type { AppContext } from '../../app-context.ts';
import { toStoredTime } from '../../db/values.ts';
import { listIngredientRows, pricesAround } from './ingredient-queries.ts';
import { dayThaliOf, orderedItems, pendingPlanMeals } from './market-queries.ts';
import { readRecipes } from './plates.ts';
import { menuItemRows, plateEstimateRows } from './recipe-queries.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now'>;

/** The market list's day when none is asked for: tomorrow in the kitchen's calendar. */
export function marketListDefaultDay(ctx: Pick<AppContext, 'config' | 'now'>): string {
  return dateAfter(localDateAt(ctx.now(), ctx.config.kitchenTimezone), 1);
}

/**
 * `GET /market-list?date=` (seller; issue 28 part 3, docs/decisions/0110): what to buy for a kitchen day
 * (default tomorrow). The plates it is expected to cook are the orders already placed for it (not
 * cancelled), the tiffin plan meals not made yet (a plan bringing 'the thali of the day' cooks the slot's
 * day thali; with none set yet its tiffins are `unknown_plan_meals`), and the seller's estimate of more.
 * Each ingredient's quantity is the plates times a plate's (a thali's dishes' included), rounded up to the
 * packs the seller buys in, costed at the day's price (paise; an unpriced one counted in `unpriced`).
 */
export async function marketList(ctx: Ctx, query: { date?: string | undefined }): Promise<MarketListData> {
  const day = query.date ?? marketListDefaultDay(ctx);
  const range = localDaysRange(day, day, ctx.config.kitchenTimezone);
  const [ordered, pending, estimates, recipes, menu, ingredients, prices] = await Promise.all([
    orderedItems(ctx.db, day, { start: toStoredTime(range.start!), end: toStoredTime(range.end!) }),
    pendingPlanMeals(ctx.db, day),
    plateEstimateRows(ctx.db, day),
    readRecipes(ctx.db),
    menuItemRows(ctx.db),
    listIngredientRows(ctx.db),
    pricesAround(ctx.db, day),
  ]);

  const items = new Map<string, MarketItem>();
  const menuByKey = new Map(menu.map((row) => [`${row.kind}:${row.id}`, row]));
  const itemOf = (kind: RecipeKind, id: string, fallback?: { name: string; name_hi: string | null }) => {
    const key = `${kind}:${id}`;
    let item = items.get(key);
    if (!item) {
      const named = menuByKey.get(key) ?? fallback;
      item = {
        kind,
        item_id: id,
        name: named?.name ?? '',
        name_hi: named?.name_hi ?? null,
        ordered: 0,
        plan_meals: 0,
        estimate: 0,
        has_recipe: recipes.hasRecipe(kind, id),
      };
      items.set(key, item);
    }
    return item;
  };
  for (const row of ordered) itemOf(row.kind, row.item_id, row).ordered += row.plates;
  let unknownPlanMeals = 0;
  const weekdayBit = 1 << weekdayOf(day);
  for (const meal of pending.filter((each) => (each.weekdays & weekdayBit) !== 0)) {
    const mealId = meal.meal_id ?? (await dayThaliOf(ctx.db, meal.slot_id, day));
    if (mealId === undefined) unknownPlanMeals += meal.tiffins;
    else itemOf('meal', mealId).plan_meals += meal.tiffins;
  }
  for (const row of estimates) {
    if (menuByKey.has(`${row.kind}:${row.item_id}`)) itemOf(row.kind, row.item_id).estimate += row.plates;
  }

  const needed = new Map<string, number>();
  for (const item of items.values()) {
    const plates = item.ordered + item.plan_meals + item.estimate;
    for (const line of recipes.plate(item.kind, item.item_id)) {
      needed.set(line.ingredient_id, (needed.get(line.ingredient_id) ?? 0) + plates * line.quantity_milli);
    }
  }
  const lines: MarketLine[] = ingredients
    .filter((ingredient) => (needed.get(ingredient.id) ?? 0) > 0)
    .map((ingredient) => {
      const neededMilli = needed.get(ingredient.id)!;
      const { packs, buy_milli } = packsToBuy(neededMilli, ingredient.pack_milli);
      const price = prices.get(ingredient.id)?.price?.price_paise ?? null;
      return {
        ingredient_id: ingredient.id,
        name: ingredient.name,
        name_hi: ingredient.name_hi,
        unit: ingredient.unit,
        needed_milli: neededMilli,
        pack_milli: ingredient.pack_milli,
        packs,
        buy_milli,
        price_paise: price,
        cost_paise: price === null ? null : roundPaise(costMilliPaise(buy_milli, price)),
      };
    });
  return {
    date: day,
    items: [...items.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    lines,
    cost_paise: lines.reduce((sum, line) => sum + (line.cost_paise ?? 0), 0),
    unpriced: lines.filter((line) => line.cost_paise === null).length,
    unknown_plan_meals: unknownPlanMeals,
  };
}
