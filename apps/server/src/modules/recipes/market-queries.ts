import type { ExpressionBuilder, Kysely } from 'kysely';
import type { RecipeKind } from '@rasoi/domain/recipes';
import { countsTowardFigures } from '../../db/order-figures.ts';
import type { Database } from '../../db/schema.ts';

/**
 * What a kitchen day is expected to cook, for the market list (issue 28 part 3, docs/decisions/0110).
 * Orders, tiffin plans, subscriptions, holidays and slots are other modules' tables, read here and never
 * written.
 */

/** Plates of one thali or dish ordered, with the name the order lines carry. */
export type OrderedItem = { kind: RecipeKind; item_id: string; name: string; name_hi: string | null; plates: number };

/**
 * The thalis and dishes of the day's orders that the kitchen cooks (not cancelled, domain COOKED_STATUSES):
 * orders for one of the day's slots, and orders on demand placed within the day ([start, end), stored
 * instants). A plan meal already made is an order and counts here.
 */
export async function orderedItems(
  db: Kysely<Database>,
  day: string,
  range: { start: string; end: string },
): Promise<OrderedItem[]> {
  const ofDay = (eb: ExpressionBuilder<Database, 'orders'>) =>
    eb.and([
      countsTowardFigures(eb),
      eb.or([
        eb('orders.slot_date', '=', day),
        eb.and([
          eb('orders.slot_date', 'is', null),
          eb('orders.created_at', '>=', range.start),
          eb('orders.created_at', '<', range.end),
        ]),
      ]),
    ]);
  const [meals, dishes] = await Promise.all([
    db
      .selectFrom('orders')
      .innerJoin('order_meals', 'order_meals.order_id', 'orders.id')
      .where(ofDay)
      .select((eb) => [
        'order_meals.meal_id as item_id',
        eb.fn.max('order_meals.name').as('name'),
        eb.fn.max('order_meals.name_hi').as('name_hi'),
        eb.fn.sum<string | number>('order_meals.quantity').as('plates'),
      ])
      .groupBy('order_meals.meal_id')
      .execute(),
    db
      .selectFrom('orders')
      .innerJoin('order_dishes', 'order_dishes.order_id', 'orders.id')
      .where(ofDay)
      .select((eb) => [
        'order_dishes.dish_id as item_id',
        eb.fn.max('order_dishes.name').as('name'),
        eb.fn.max('order_dishes.name_hi').as('name_hi'),
        eb.fn.sum<string | number>('order_dishes.quantity').as('plates'),
      ])
      .groupBy('order_dishes.dish_id')
      .execute(),
  ]);
  return [
    ...meals.map((row) => ({ kind: 'meal' as const, ...row, plates: Number(row.plates) })),
    ...dishes.map((row) => ({ kind: 'dish' as const, ...row, plates: Number(row.plates) })),
  ];
}

/** Tiffins of one plan still to be made on the day, with what the plan brings. */
export type PendingPlanMeals = {
  plan_id: string;
  meal_id: string | null;
  slot_id: string;
  weekdays: number;
  tiffins: number;
};

/**
 * The tiffins (and extra tiffins) of each subscription whose meal on `day` is not made yet: within the
 * subscription's days, not decided, skipped or paused, and no holiday of the day or of the plan's slot
 * (as the slots' held plates count them, D92). The plan's weekdays are left to the caller (`weekdays`,
 * Monday bit 0), as the day's weekday is plain arithmetic there.
 */
export async function pendingPlanMeals(db: Kysely<Database>, day: string): Promise<PendingPlanMeals[]> {
  const rows = await db
    .selectFrom('subscriptions as s')
    .innerJoin('plans as p', 'p.id', 's.plan_id')
    .leftJoin('subscription_days as d', (join) => join.onRef('d.subscription_id', '=', 's.id').on('d.day', '=', day))
    .select(['p.id as plan_id', 'p.meal_id', 'p.slot_id', 'p.weekdays', 's.tiffins', 'd.extra_tiffins'])
    .where('s.start_day', '<=', day)
    .where((eb) => eb.or([eb('s.end_day', 'is', null), eb('s.end_day', '>=', day)]))
    .where('d.outcome', 'is', null)
    .where((eb) => eb(eb.fn.coalesce('d.skipped', eb.lit(0)), '=', 0))
    .where((eb) => eb(eb.fn.coalesce('d.paused', eb.lit(0)), '=', 0))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('holidays as h')
            .select('h.day')
            .where('h.day', '=', day)
            .where((inner) =>
              inner.or([inner('h.slot_id', 'is', null), inner('h.slot_id', '=', inner.ref('p.slot_id'))]),
            ),
        ),
      ),
    )
    .execute();
  return rows.map((row) => ({
    plan_id: row.plan_id,
    meal_id: row.meal_id,
    slot_id: row.slot_id,
    weekdays: row.weekdays,
    tiffins: row.tiffins + (row.extra_tiffins ?? 0),
  }));
}

/**
 * The thali of the day of the slot made from the weekly plan's `slotPlanId` on `day` (D92: the first by
 * name its day menu offers), or undefined when the day or its menu is not set yet.
 */
export async function dayThaliOf(db: Kysely<Database>, slotPlanId: string, day: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('slots')
    .innerJoin('slot_menu_items', 'slot_menu_items.slot_id', 'slots.id')
    .innerJoin('meals', 'meals.id', 'slot_menu_items.item_id')
    .select('meals.id')
    .where('slots.plan_id', '=', slotPlanId)
    .where('slots.date', '=', day)
    .where('slot_menu_items.kind', '=', 'meal')
    .orderBy('meals.name')
    .orderBy('meals.id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
