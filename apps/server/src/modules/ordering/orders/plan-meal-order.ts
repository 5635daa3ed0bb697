import type { Insertable, Kysely } from 'kysely';
import type { Database, OrderEventsTable } from '../../../db/schema.ts';
import type { OrderMealRow, OrderRow } from './order-queries.ts';

/**
 * Stores a tiffin plan's meal as an order (issue 26, D92) in the meal's transaction `trx`: the order, its
 * line and its `order.created` event. Unlike a customer's order it uses no coupon and wins none. Answers
 * the event's id, for publishing after the commit.
 */
export async function insertPlanMealOrder(
  trx: Kysely<Database>,
  writes: { order: OrderRow; meals: OrderMealRow[]; event: Insertable<OrderEventsTable> },
): Promise<number> {
  await trx.insertInto('orders').values(writes.order).execute();
  await trx.insertInto('order_meals').values(writes.meals).execute();
  const recorded = await trx.insertInto('order_events').values(writes.event).returning('id').executeTakeFirstOrThrow();
  return Number(recorded.id);
}
