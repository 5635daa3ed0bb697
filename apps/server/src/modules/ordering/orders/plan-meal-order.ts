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

/**
 * Stores a round of plan meals as orders at once (D96), in the round's transaction `trx`: each order, its
 * lines and its `order.created` event, three multi-row INSERTs. Answers the events' ids by order id, for
 * publishing after the commit. `writes` holds one round (bounded by the generation's round size).
 */
export async function insertPlanMealOrders(
  trx: Kysely<Database>,
  writes: readonly { order: OrderRow; meals: OrderMealRow[]; event: Insertable<OrderEventsTable> }[],
): Promise<Map<string, number>> {
  const eventIds = new Map<string, number>();
  if (writes.length === 0) return eventIds;
  await trx
    .insertInto('orders')
    .values(writes.map((write) => write.order))
    .execute();
  await trx
    .insertInto('order_meals')
    .values(writes.flatMap((write) => write.meals))
    .execute();
  const recorded = await trx
    .insertInto('order_events')
    .values(writes.map((write) => write.event))
    .returning(['id', 'order_id'])
    .execute();
  for (const row of recorded) eventIds.set(row.order_id, Number(row.id));
  return eventIds;
}

/**
 * The plan meals already made for `day` (yyyy-mm-dd) and not cancelled, in the slots made from the weekly
 * plan's `slotPlanId` (null: every slot): the orders a holiday declared after their cut-off cancels (D92).
 */
export async function listPlanMealOrdersOfDay(
  db: Kysely<Database>,
  day: string,
  slotPlanId: string | null,
): Promise<string[]> {
  let query = db
    .selectFrom('orders')
    .select('orders.id')
    .where('orders.placed_by', '=', 'plan')
    .where('orders.slot_date', '=', day)
    .where('orders.status', '!=', 'Cancelled');
  if (slotPlanId !== null) {
    query = query.where((eb) =>
      // eslint-disable-next-line no-restricted-syntax -- a subquery: one day's slots, not a list of ids
      eb(
        'orders.slot_id',
        'in',
        eb.selectFrom('slots').select('slots.id').where('slots.date', '=', day).where('slots.plan_id', '=', slotPlanId),
      ),
    );
  }
  return (await query.orderBy('orders.id').execute()).map((row) => row.id);
}
