import type { Kysely } from 'kysely';
import { COOKED_STATUSES } from '@rasoi/domain/order-status';
import type { Database } from '../../../db/schema.ts';
import { scopedOrderIds, type KitchenDayScope } from './kitchen-day-scope.ts';

/** An order asking Jain or no onion or garlic, with its thalis' and dishes' ids and names as sold. */
export type DietOrderLines = {
  id: string;
  jain: boolean;
  no_onion_garlic: boolean;
  items: { kind: 'meal' | 'dish'; id: string; name: string }[];
};

/**
 * The scope's cooked orders that ask for a diet note an ingredient can break (issue 28 part 3, D110:
 * Jain, no onion or garlic), each with its lines: what the prep sheet's diet clashes are found in. Two
 * statements over the scope's order ids as a subquery (no bound id list). Takes the database.
 */
export async function dietOrderLines(db: Kysely<Database>, scope: KitchenDayScope): Promise<DietOrderLines[]> {
  const asking = () => {
    const orders = db.selectFrom('orders');
    // eslint-disable-next-line no-restricted-syntax -- a subquery of the scope's orders: no values bound
    const scoped = orders.where('orders.id', 'in', scopedOrderIds(db, scope, COOKED_STATUSES));
    return scoped.where((eb) => eb.or([eb('orders.diet_jain', '=', 1), eb('orders.diet_no_onion_garlic', '=', 1)]));
  };
  const [meals, dishes] = await Promise.all([
    asking()
      .innerJoin('order_meals', 'order_meals.order_id', 'orders.id')
      .select([
        'orders.id',
        'orders.diet_jain',
        'orders.diet_no_onion_garlic',
        'order_meals.meal_id as item_id',
        'order_meals.name',
      ])
      .orderBy('orders.id')
      .execute(),
    asking()
      .innerJoin('order_dishes', 'order_dishes.order_id', 'orders.id')
      .select([
        'orders.id',
        'orders.diet_jain',
        'orders.diet_no_onion_garlic',
        'order_dishes.dish_id as item_id',
        'order_dishes.name',
      ])
      .orderBy('orders.id')
      .execute(),
  ]);
  const byOrder = new Map<string, DietOrderLines>();
  const add = (kind: 'meal' | 'dish', row: (typeof meals)[number]) => {
    const order = byOrder.get(row.id) ?? {
      id: row.id,
      jain: row.diet_jain === 1,
      no_onion_garlic: row.diet_no_onion_garlic === 1,
      items: [],
    };
    order.items.push({ kind, id: row.item_id, name: row.name });
    byOrder.set(row.id, order);
  };
  for (const row of meals) add('meal', row);
  for (const row of dishes) add('dish', row);
  return [...byOrder.values()];
}
