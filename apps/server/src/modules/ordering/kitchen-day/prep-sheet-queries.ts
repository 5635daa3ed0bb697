import type { Kysely } from 'kysely';
import { COOKED_STATUSES } from '@rasoi/domain/order-status';
import type { DietSpice, DishCategory } from '@rasoi/domain/constants';
import type { PrepDiet } from '@rasoi/domain/diet';
import type { Database } from '../../../db/schema.ts';
import { toCount } from '../../../db/values.ts';
import { scopedOrderIds, type KitchenDayScope } from './kitchen-day-scope.ts';

/**
 * A counted line of the prep sheet: an item, its name (and Hindi name, null when none; issue 16, D62) and
 * category where known, and how many.
 */
export type CountedItem = {
  id: string;
  name: string;
  name_hi: string | null;
  category: DishCategory | null;
  quantity: number;
};

/**
 * The prep sheet's counts for the scope's cooked orders (issue 14), each one grouped statement over
 * the scope's order ids as a subquery (no per-order query, no bound id list): the number of orders
 * and how many of them ask for each diet note (issue 15, D55: orders, not plates) or are tiffin plan
 * meals (placed_by 'plan', issue 26 D92),
 * the thalis by meal, the dishes inside those thalis (each thali's quantity times its current dish
 * list, meal_dishes), and the add-on dishes. Takes the database.
 */
export async function countPrepSheet(
  db: Kysely<Database>,
  scope: KitchenDayScope,
): Promise<{
  orders: number;
  diet: PrepDiet;
  planMeals: number;
  thalis: CountedItem[];
  thaliDishes: CountedItem[];
  addOns: CountedItem[];
}> {
  const ids = () => scopedOrderIds(db, scope, COOKED_STATUSES);
  const [orders, thalis, thaliDishes, addOns] = await Promise.all([
    // eslint-disable-next-line no-restricted-syntax -- a subquery of the scope's orders: no values bound
    db
      .selectFrom('orders')
      .where('orders.id', 'in', ids())
      .select((eb) => {
        // COALESCE: SUM over no rows is NULL on both engines.
        const total = (column: 'diet_jain' | 'diet_no_onion_garlic' | 'diet_less_oil') =>
          eb.fn.coalesce(eb.fn.sum<string | number>(column), eb.lit(0));
        const spiced = (level: DietSpice) =>
          eb.fn.coalesce(
            eb.fn.sum<string | number>(eb.case().when('diet_spice', '=', level).then(1).else(0).end()),
            eb.lit(0),
          );
        return [
          eb.fn.countAll<string | number>().as('count'),
          total('diet_jain').as('jain'),
          total('diet_no_onion_garlic').as('no_onion_garlic'),
          total('diet_less_oil').as('less_oil'),
          spiced('less').as('spice_less'),
          spiced('medium').as('spice_medium'),
          spiced('spicy').as('spice_spicy'),
          eb.fn.count<string | number>('diet_note').as('notes'),
          eb.fn
            .coalesce(
              eb.fn.sum<string | number>(eb.case().when('placed_by', '=', 'plan').then(1).else(0).end()),
              eb.lit(0),
            )
            .as('plan_meals'),
        ];
      })
      .executeTakeFirstOrThrow(),
    // eslint-disable-next-line no-restricted-syntax -- a subquery of the scope's orders: no values bound
    db
      .selectFrom('order_meals')
      .where('order_meals.order_id', 'in', ids())
      .groupBy('order_meals.meal_id')
      .select((eb) => [
        'order_meals.meal_id as id',
        // A thali renamed between orders keeps one line: any of the names it was sold under.
        eb.fn.max('order_meals.name').as('name'),
        eb.fn.max('order_meals.name_hi').as('name_hi'),
        eb.fn.sum<string | number>('order_meals.quantity').as('quantity'),
      ])
      .execute(),
    // eslint-disable-next-line no-restricted-syntax -- a subquery of the scope's orders: no values bound
    db
      .selectFrom('order_meals')
      .innerJoin('meal_dishes', 'meal_dishes.meal_id', 'order_meals.meal_id')
      .innerJoin('dishes', 'dishes.id', 'meal_dishes.dish_id')
      .where('order_meals.order_id', 'in', ids())
      .groupBy(['dishes.id', 'dishes.name', 'dishes.name_hi', 'dishes.category'])
      .select((eb) => [
        'dishes.id as id',
        'dishes.name as name',
        'dishes.name_hi as name_hi',
        'dishes.category as category',
        eb.fn.sum<string | number>('order_meals.quantity').as('quantity'),
      ])
      .execute(),
    // eslint-disable-next-line no-restricted-syntax -- a subquery of the scope's orders: no values bound
    db
      .selectFrom('order_dishes')
      .leftJoin('dishes', 'dishes.id', 'order_dishes.dish_id')
      .where('order_dishes.order_id', 'in', ids())
      .groupBy(['order_dishes.dish_id', 'dishes.category'])
      .select((eb) => [
        'order_dishes.dish_id as id',
        eb.fn.max('order_dishes.name').as('name'),
        eb.fn.max('order_dishes.name_hi').as('name_hi'),
        'dishes.category as category',
        eb.fn.sum<string | number>('order_dishes.quantity').as('quantity'),
      ])
      .execute(),
  ]);
  const counted = (
    rows: {
      id: string;
      name: string;
      name_hi: string | null;
      category?: DishCategory | null;
      quantity: string | number;
    }[],
  ) =>
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      name_hi: row.name_hi,
      category: row.category ?? null,
      quantity: toCount(row.quantity),
    }));
  return {
    orders: toCount(orders.count),
    diet: {
      jain: toCount(orders.jain),
      no_onion_garlic: toCount(orders.no_onion_garlic),
      less_oil: toCount(orders.less_oil),
      spice_less: toCount(orders.spice_less),
      spice_medium: toCount(orders.spice_medium),
      spice_spicy: toCount(orders.spice_spicy),
      notes: toCount(orders.notes),
    },
    planMeals: toCount(orders.plan_meals),
    thalis: counted(thalis),
    thaliDishes: counted(thaliDishes),
    addOns: counted(addOns),
  };
}
