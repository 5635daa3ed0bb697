import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, PlansTable } from '../../db/schema.ts';

/**
 * The `plans` table's queries (issue 26, docs/decisions/0089). Each takes the database or a transaction.
 * A plan is read with its slot's entry and its thali joined in: `slot_plan` and `meals` are the
 * catalogue's tables, read here and never written (as the kitchen day reads `slots`), so the plans module
 * imports no other module.
 */

/** A plan row with its slot entry's name, weekdays (JSON text) and clock, and its thali's names. */
export type PlanRow = Selectable<PlansTable> & {
  slot_name: string;
  slot_weekdays: string;
  slot_order_by: string;
  slot_delivery_from: string;
  slot_delivery_to: string;
  meal_name: string | null;
  meal_name_hi: string | null;
};

function selectPlans(db: Kysely<Database>) {
  return db
    .selectFrom('plans')
    .innerJoin('slot_plan', 'slot_plan.id', 'plans.slot_id')
    .leftJoin('meals', 'meals.id', 'plans.meal_id')
    .selectAll('plans')
    .select([
      'slot_plan.name as slot_name',
      'slot_plan.weekdays as slot_weekdays',
      'slot_plan.order_by as slot_order_by',
      'slot_plan.delivery_from as slot_delivery_from',
      'slot_plan.delivery_to as slot_delivery_to',
      'meals.name as meal_name',
      'meals.name_hi as meal_name_hi',
    ]);
}

/** The plans by name (then id); `activeOnly` leaves the retired out. */
export async function listPlanRows(db: Kysely<Database>, options: { activeOnly: boolean }): Promise<PlanRow[]> {
  let query = selectPlans(db);
  if (options.activeOnly) query = query.where('plans.retired_at', 'is', null);
  return query.orderBy('plans.name').orderBy('plans.id').execute();
}

/** One plan by id, or undefined. */
export async function findPlanRow(db: Kysely<Database>, id: string): Promise<PlanRow | undefined> {
  return selectPlans(db).where('plans.id', '=', id).executeTakeFirst();
}

/** Stores a new plan. Throws the database's unique violation when an active plan has its name. */
export async function insertPlanRow(db: Kysely<Database>, row: Insertable<PlansTable>): Promise<void> {
  await db.insertInto('plans').values(row).execute();
}

/**
 * Changes a plan in one conditional UPDATE; `activeOnly` adds `retired_at IS NULL`, so a change a retired
 * plan may not take is refused by the same statement that would make it, even against a retire at the same
 * moment. True when a row changed.
 */
export async function updatePlanRow(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<PlansTable>,
  options: { activeOnly: boolean },
): Promise<boolean> {
  let query = db.updateTable('plans').set(changes).where('id', '=', id);
  if (options.activeOnly) query = query.where('retired_at', 'is', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Retires an active plan at `at` (ISO-8601); false when the plan is unknown or retired already. */
export async function retirePlanRow(db: Kysely<Database>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('plans')
    .set({ retired_at: at, updated_at: at })
    .where('id', '=', id)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The weekly slot plan's entry a plan would be served in, or undefined when the kitchen has none by that id. */
export async function findSlotEntry(db: Kysely<Database>, slotId: string) {
  return db
    .selectFrom('slot_plan')
    .select(['name', 'weekdays', 'order_by', 'delivery_from', 'delivery_to'])
    .where('id', '=', slotId)
    .executeTakeFirst();
}

/** True when the menu has a thali with this id (shown or hidden: a plan may bring a thali off the menu). */
export async function mealExists(db: Kysely<Database>, mealId: string): Promise<boolean> {
  const row = await db.selectFrom('meals').select('id').where('id', '=', mealId).executeTakeFirst();
  return row !== undefined;
}

/** The first plan (by name) that brings this thali, or undefined: what keeps the thali from being deleted. */
export async function planServingMeal(db: Kysely<Database>, mealId: string): Promise<{ name: string } | undefined> {
  return db.selectFrom('plans').select('name').where('meal_id', '=', mealId).orderBy('name').executeTakeFirst();
}

/** The first plan (by name) served in a slot entry outside `slotIds`, with that entry's id: one it would lose. */
export async function planOutsideSlots(
  db: Kysely<Database>,
  slotIds: readonly string[],
): Promise<{ name: string; slot_id: string } | undefined> {
  let query = db.selectFrom('plans').select(['name', 'slot_id']);
  if (slotIds.length > 0) query = query.where('slot_id', 'not in', slotIds);
  return query.orderBy('name').executeTakeFirst();
}
