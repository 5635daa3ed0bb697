import { MAX_LINE_QUANTITY } from '@rasoi/domain/constants';
import { fromFlag } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DishRow, MealRow } from '../../modules/catalogue/menu/menu-queries.ts';
import type { OrderDishRow, OrderMealRow } from '../../modules/ordering/orders/order-queries.ts';

type Requested = { id: string; quantity: number };

/** What pricing reads of a stored meal. */
export type FoundMeal = Pick<MealRow, 'id' | 'name' | 'name_hi' | 'selling_price' | 'is_show' | 'is_active'>;
/** What pricing reads of a stored dish. */
export type FoundDish = Pick<
  DishRow,
  'id' | 'name' | 'name_hi' | 'selling_price' | 'is_show' | 'is_active' | 'sub_category'
>;

/** The lines of a new order, priced from the server's own menu (docs/decisions/p01). */
export type PricedLines = {
  meals: Omit<OrderMealRow, 'order_id'>[];
  dishes: Omit<OrderDishRow, 'order_id'>[];
};

/** The distinct ids a request names, to read them (nothing checked yet: see `priceLines`). */
export function requestedIds(lines: readonly Requested[]): string[] {
  return [...new Set(lines.map((line) => line.id))];
}

/**
 * Prices every requested meal and dish at the menu's selling price from the stored items `found` (read
 * by id: order-inputs.ts); the client's prices play no part. Each line keeps the item's current English
 * and Hindi names (`name_hi` null when it has none; issue 16, D62). Repeated ids are merged. Throws 400
 * AppError: m.emptyOrder() with no lines, m.maxQuantity() past 20 of one item, m.itemNotFound() for a
 * missing or hidden item, m.itemUnavailable() for an inactive one (spec 4 'Sold Out').
 */
export function priceLines(
  request: { meals: Requested[]; dishes: Requested[] },
  found: { meals: readonly FoundMeal[]; dishes: readonly FoundDish[] },
): PricedLines {
  const mealQuantities = mergeQuantities(request.meals);
  const dishQuantities = mergeQuantities(request.dishes);
  if (mealQuantities.size === 0 && dishQuantities.size === 0) throw new AppError('BAD_REQUEST', 'emptyOrder');

  const meals = orderable(found.meals, mealQuantities.size);
  const dishes = orderable(found.dishes, dishQuantities.size);
  return {
    meals: meals.map((meal) => ({
      meal_id: meal.id,
      name: meal.name,
      name_hi: meal.name_hi,
      unit_price: meal.selling_price,
      quantity: mealQuantities.get(meal.id)!,
    })),
    dishes: dishes.map((dish) => ({
      dish_id: dish.id,
      name: dish.name,
      name_hi: dish.name_hi,
      unit_price: dish.selling_price,
      quantity: dishQuantities.get(dish.id)!,
      sub_category: dish.sub_category,
    })),
  };
}

function mergeQuantities(lines: Requested[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const line of lines) {
    const quantity = (quantities.get(line.id) ?? 0) + line.quantity;
    if (quantity > MAX_LINE_QUANTITY) throw new AppError('BAD_REQUEST', 'maxQuantity');
    quantities.set(line.id, quantity);
  }
  return quantities;
}

function orderable<T extends { is_show: number; is_active: number }>(
  found: readonly T[],
  requested: number,
): readonly T[] {
  if (found.length !== requested || found.some((item) => !fromFlag(item.is_show))) {
    throw new AppError('BAD_REQUEST', 'itemNotFound');
  }
  if (found.some((item) => !fromFlag(item.is_active))) throw new AppError('BAD_REQUEST', 'itemUnavailable');
  return found;
}
