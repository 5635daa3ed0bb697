import type { Kysely } from 'kysely';
import { localDateAt } from '@rasoi/domain/slot-dates';
import { countsTowardFigures } from '../../../db/order-figures.ts';
import type { Database } from '../../../db/schema.ts';
import { toCount } from '../../../db/values.ts';
import { scopeHalves, type IncomeScope } from './income-queries.ts';

/** Plates of one thali ('meal') or dish sold on one kitchen day. */
export type SoldLine = { day: string; kind: 'meal' | 'dish'; item_id: string; quantity: number };

/**
 * What the orders an Income view covers sold (issue 28 part 3, docs/decisions/0109): the orders counted
 * in its figures (not cancelled: cash, UPI, to collect and from accounts), their number and amounts (whole
 * rupees, the sum of those four figures), and their thalis and dishes by the order's kitchen day (its
 * slot's date, or the day an order on demand was placed), summed per day and item.
 */
export async function soldItems(
  db: Kysely<Database>,
  scope: IncomeScope,
  timeZone: string,
): Promise<{ orders: number; amount: number; lines: SoldLine[] }> {
  const halves = scopeHalves(scope);
  const [totals, meals, dishes] = await Promise.all([
    Promise.all(
      halves.map((half) =>
        db
          .selectFrom('orders')
          .where((eb) => eb.and([half(eb), countsTowardFigures(eb)]))
          .select((eb) => [
            eb.fn.countAll<string | number>().as('orders'),
            eb.fn.sum<string | number | null>('orders.amount').as('amount'),
          ])
          .executeTakeFirstOrThrow(),
      ),
    ),
    Promise.all(
      halves.map((half) =>
        db
          .selectFrom('orders')
          .innerJoin('order_meals', 'order_meals.order_id', 'orders.id')
          .where((eb) => eb.and([half(eb), countsTowardFigures(eb)]))
          .select([
            'orders.slot_id',
            'orders.slot_date',
            'orders.created_at',
            'order_meals.meal_id as item_id',
            'order_meals.quantity',
          ])
          .execute(),
      ),
    ),
    Promise.all(
      halves.map((half) =>
        db
          .selectFrom('orders')
          .innerJoin('order_dishes', 'order_dishes.order_id', 'orders.id')
          .where((eb) => eb.and([half(eb), countsTowardFigures(eb)]))
          .select([
            'orders.slot_id',
            'orders.slot_date',
            'orders.created_at',
            'order_dishes.dish_id as item_id',
            'order_dishes.quantity',
          ])
          .execute(),
      ),
    ),
  ]);
  const summed = new Map<string, SoldLine>();
  const add = (
    kind: SoldLine['kind'],
    row: { slot_id: string | null; slot_date: string | null; created_at: string; item_id: string; quantity: number },
  ) => {
    const day =
      row.slot_id !== null && row.slot_date !== null ? row.slot_date : localDateAt(new Date(row.created_at), timeZone);
    const key = `${day}|${kind}|${row.item_id}`;
    const line = summed.get(key) ?? { day, kind, item_id: row.item_id, quantity: 0 };
    line.quantity += row.quantity;
    summed.set(key, line);
  };
  for (const row of meals.flat()) add('meal', row);
  for (const row of dishes.flat()) add('dish', row);
  return {
    orders: totals.reduce((sum, row) => sum + toCount(row.orders), 0),
    amount: totals.reduce((sum, row) => sum + toCount(row.amount), 0),
    lines: [...summed.values()],
  };
}
