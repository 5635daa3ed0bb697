import { DISH_CATEGORIES } from '@rasoi/domain/constants';
import type { PrepDish, PrepSheetData } from '@rasoi/domain/seller';
import type { AppContext } from '../../app-context.ts';
import { scopeSlot } from '../../modules/ordering/kitchen-day/kitchen-day-scope.ts';
import { resolveKitchenDay } from './resolve-kitchen-day.ts';
import { countPrepSheet, type CountedItem } from '../../modules/ordering/kitchen-day/prep-sheet-queries.ts';
import { dietOrderLines } from '../../modules/ordering/kitchen-day/diet-order-lines.ts';
import { itemDietTags } from '../../modules/recipes/item-diet-tags.ts';
import { dietClashes } from '@rasoi/domain/recipes';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const categoryRank = (category: PrepDish['category']) =>
  category === null ? DISH_CATEGORIES.length : DISH_CATEGORIES.indexOf(category);

/** The dishes of the thalis and the add-ons as one line per dish, by category (catalogue order) then name. */
function dishTotals(thaliDishes: readonly CountedItem[], addOns: readonly CountedItem[]): PrepDish[] {
  const byId = new Map<string, PrepDish>();
  const line = (item: CountedItem) => {
    const known = byId.get(item.id);
    if (known) return known;
    const fresh = {
      _id: item.id,
      name: item.name,
      name_hi: item.name_hi,
      category: item.category,
      in_thalis: 0,
      add_ons: 0,
      total: 0,
    };
    byId.set(item.id, fresh);
    return fresh;
  };
  for (const item of thaliDishes) line(item).in_thalis += item.quantity;
  for (const item of addOns) line(item).add_ons += item.quantity;
  return [...byId.values()]
    .map((dish) => ({ ...dish, total: dish.in_thalis + dish.add_ons }))
    .sort(
      (a, b) => categoryRank(a.category) - categoryRank(b.category) || byText(a.name, b.name) || byText(a._id, b._id),
    );
}

/**
 * `GET /prep-sheet?date=&slot_id=` (seller; issue 14): what to cook for the kitchen day or one of its
 * slots, counted over its orders but cancelled ones (domain COOKED_STATUSES): the orders, the plates
 * (thalis), each thali by name (English and Hindi, issue 16 D62; sorted by the English), each dish's portions inside thalis and as add-ons, and the orders asking
 * for each diet note (issue 15, D55) and those that are tiffin plan meals (issue 26, D92), and the diet
 * clashes among them (issue 28 part 3, D110). Throws AppError
 * 404 for an unknown slot or one of another day (resolveKitchenDay).
 */
export async function prepSheet(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  query: { date?: string | undefined; slot_id?: string | undefined },
): Promise<PrepSheetData> {
  const scope = await resolveKitchenDay(ctx, query);
  const [counts, clashes] = await Promise.all([countPrepSheet(ctx.db, scope), prepDietClashes(ctx, scope)]);
  const thalis = counts.thalis
    .map((item) => ({ _id: item.id, name: item.name, name_hi: item.name_hi, quantity: item.quantity }))
    .sort((a, b) => byText(a.name, b.name) || byText(a._id, b._id));
  return {
    date: scope.date,
    slot: scopeSlot(scope),
    orders: counts.orders,
    diet: counts.diet,
    plan_meals: counts.planMeals,
    plates: thalis.reduce((sum, thali) => sum + thali.quantity, 0),
    thalis,
    dishes: dishTotals(counts.thaliDishes, counts.addOns),
    diet_clashes: clashes,
  };
}

/**
 * The diet clashes of the scope's orders (issue 28 part 3, D110): each Jain or no onion or garlic order's
 * items held against their plates' tagged ingredients by the domain's dietClashes, the same rule the order
 * cards apply; each clash once with the number of orders that have it, most first (then by words).
 */
async function prepDietClashes(
  ctx: Pick<AppContext, 'db'>,
  scope: Parameters<typeof dietOrderLines>[1],
): Promise<PrepSheetData['diet_clashes']> {
  const orders = await dietOrderLines(ctx.db, scope);
  if (orders.length === 0) return [];
  const tags = await itemDietTags(ctx);
  const tagged = new Map(tags.items.map((item) => [`${item.kind}:${item.item_id}`, item.ingredients]));
  const counted = new Map<string, PrepSheetData['diet_clashes'][number]>();
  for (const order of orders) {
    const items = order.items.map((item) => ({
      name: item.name,
      ingredients: tagged.get(`${item.kind}:${item.id}`) ?? [],
    }));
    const seen = new Set<string>();
    for (const clash of dietClashes(order, items)) {
      const key = `${clash.note}|${clash.item}|${clash.ingredient}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const known = counted.get(key) ?? { ...clash, orders: 0 };
      known.orders += 1;
      counted.set(key, known);
    }
  }
  return [...counted.values()].sort(
    (a, b) => b.orders - a.orders || byText(`${a.note}${a.item}${a.ingredient}`, `${b.note}${b.item}${b.ingredient}`),
  );
}
