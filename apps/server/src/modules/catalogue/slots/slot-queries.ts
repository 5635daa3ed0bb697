import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { Slot } from '@rasoi/domain/api';
import { slotInstantsOn, slotState } from '@rasoi/domain/slots';
import { countsTowardFigures } from '../../../db/order-figures.ts';
import type { Database, Flag, SlotsTable } from '../../../db/schema.ts';
import { fromFlag, toFlag, toStoredTime } from '../../../db/values.ts';
import { newId } from '../../../lib/crypto.ts';
import { lockSlotRow, planPlatesHeld } from './plan-plates.ts';
import { entriesOn, type PlanEntry } from './slot-plan-queries.ts';

/**
 * A stored day's slot; `held` (when read with it) the plates kept for plan meals not yet made
 * (plan-plates.ts, D92).
 */
export type SlotRow = Selectable<SlotsTable> & { held?: number };

/**
 * A stored day's slot as the API answers it, with its state at `now` (issue 14, domain `slotState`). Its
 * `taken` counts the plates kept for plan meals not yet made (D92): they come out of the cap first, so
 * 'N left' and 'full' are what customers can still order.
 */
export function toSlot(row: SlotRow, now: Date, lastOrderDate: string): Slot {
  const taken = row.taken + (row.held ?? 0);
  const facts = {
    date: row.date,
    order_by: row.order_by,
    is_open: fromFlag(row.is_open),
    capacity: row.capacity,
    taken,
  };
  return {
    _id: row.id,
    name: row.name,
    date: row.date,
    order_by: row.order_by,
    delivery_from: row.delivery_from,
    delivery_to: row.delivery_to,
    capacity: row.capacity,
    taken,
    remaining: Math.max(0, row.capacity - taken),
    is_open: facts.is_open,
    state: slotState(facts, now, lastOrderDate),
  };
}

/** The slots with the plates they keep for plan meals (D92), read in the same statement. */
function selectSlots(db: Kysely<Database>) {
  return db.selectFrom('slots').selectAll().select(planPlatesHeld(db).as('held'));
}

/** Rows read with selectSlots, `held` as a number (PostgreSQL sums to a bigint's text). */
function withHeld<Row extends { held: number | string }>(rows: Row[]): (Row & { held: number })[] {
  return rows.map((row) => ({ ...row, held: Number(row.held) }));
}

/** A day's stored slots ('yyyy-mm-dd'), by delivery time. Takes the database or a transaction. */
export async function listDaySlots(db: Kysely<Database>, date: string): Promise<SlotRow[]> {
  return withHeld(await selectSlots(db).where('date', '=', date).orderBy('delivery_from').orderBy('id').execute());
}

/** The slots of the days from `first` to `last` ('yyyy-mm-dd', both included), by delivery time. */
export async function listSlotsBetween(db: Kysely<Database>, first: string, last: string): Promise<SlotRow[]> {
  return withHeld(
    await selectSlots(db)
      .where('date', '>=', first)
      .where('date', '<=', last)
      .orderBy('delivery_from')
      .orderBy('id')
      .execute(),
  );
}

/** One day's slot by id, or undefined. */
export async function findSlot(db: Kysely<Database>, id: string): Promise<SlotRow | undefined> {
  return withHeld(await selectSlots(db).where('id', '=', id).execute())[0];
}

/**
 * Makes the slots of `date` from the weekly plan where they are missing (D47: a day is made the first
 * time it is asked for, so the seller can then change that day alone). Writes only when a slot is
 * missing; one INSERT ... ON CONFLICT DO NOTHING on (date, plan entry), so instances making the same day
 * at once store it once.
 */
export async function ensureDaySlots(
  db: Kysely<Database>,
  options: { date: string; plan: readonly PlanEntry[]; timeZone: string; now: Date; existing: readonly SlotRow[] },
): Promise<boolean> {
  const { date, plan, timeZone, now, existing } = options;
  const missing = entriesOn(plan, date).filter((entry) => !existing.some((row) => row.plan_id === entry._id));
  if (missing.length === 0) return false;
  const stamp = toStoredTime(now);
  await db
    .insertInto('slots')
    .values(
      missing.map((entry) => {
        const instants = slotInstantsOn(date, entry, timeZone);
        return {
          id: newId(),
          plan_id: entry._id,
          date,
          name: entry.name,
          order_by: toStoredTime(instants.order_by),
          delivery_from: toStoredTime(instants.delivery_from),
          delivery_to: toStoredTime(instants.delivery_to),
          capacity: entry.capacity,
          created_at: stamp,
          updated_at: stamp,
        };
      }),
    )
    .onConflict((conflict) => conflict.columns(['date', 'plan_id']).doNothing())
    .execute();
  return true;
}

/** One household's share of a slot (issue 30, docs/decisions/0074): whose plates, and how many at most. */
export type HouseholdLimit = { userId: string; max: number };

/**
 * Takes `plates` from the slot inside the order's transaction (issue 14, D47): one conditional UPDATE,
 * so orders racing for the last plates never take more than the cap on either engine (PostgreSQL
 * re-reads the row after the lock; SQLite runs one writer). Refused (false) when the slot is closed,
 * past its cut-off at `now`, or has fewer than `plates` left once the plates kept for plan meals not yet
 * made are counted (D92; the slot's row is locked first on PostgreSQL, lockSlotRow, so that sum is read
 * after every change that committed before). An order of add-ons alone (0 plates) still needs the slot
 * open and before its cut-off.
 * With `household` (a customer's own order, docs/decisions/0074) the same statement also requires the
 * plates the customer already holds in this slot (their orders in it that are not cancelled) plus
 * `plates` to be at most `household.max`. The sum is exact under concurrency because the order's
 * transaction took the customer's row first (order-rate.ts takeCustomerRow): the customer's orders are
 * placed one at a time, and on PostgreSQL this statement's snapshot is taken after the earlier ones
 * committed; on SQLite one writer runs at a time. An order of 0 plates adds nothing and is not refused
 * by it (also when a lowered limit leaves the customer above it).
 */
export async function takePlates(
  trx: Kysely<Database>,
  slotId: string,
  plates: number,
  now: Date,
  household?: HouseholdLimit,
): Promise<boolean> {
  await lockSlotRow(trx, slotId);
  let query = trx
    .updateTable('slots')
    .set({ taken: sql<number>`taken + ${plates}`, updated_at: toStoredTime(now) })
    .where('id', '=', slotId)
    .where('is_open', '=', 1)
    .where('order_by', '>', toStoredTime(now))
    // Plan meals not yet made keep their plates (D92): a customer's order takes what is left.
    .where(sql<boolean>`taken + ${plates} + ${planPlatesHeld(trx)} <= capacity`);
  if (household && plates > 0) {
    query = query.where(
      sql<boolean>`(${heldPlatesQuery(trx, slotId, household.userId)}) + ${plates} <= ${household.max}`,
    );
  }
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The plates the customer holds in the slot: the sum over their orders in it that are not cancelled. */
function heldPlatesQuery(db: Kysely<Database>, slotId: string, userId: string) {
  return db
    .selectFrom('orders')
    .select(sql<number>`coalesce(sum(plates), 0)`.as('held'))
    .where('slot_id', '=', slotId)
    .where('user_id', '=', userId)
    .where(countsTowardFigures);
}

/**
 * How many plates the customer holds in the slot (docs/decisions/0074): for the sentence that tells a
 * refused customer their limit; the limit itself is decided by takePlates.
 */
export async function heldPlates(db: Kysely<Database>, slotId: string, userId: string): Promise<number> {
  const row = await heldPlatesQuery(db, slotId, userId).executeTakeFirst();
  return Number(row?.held ?? 0);
}

/**
 * Changes one day's slot (PATCH /slots/{id}): its cap and/or open flag, marking the day as changed by
 * the seller. A cap below the plates already taken keeps the orders and closes the slot, in the same
 * statement (so an order taking plates meanwhile cannot slip past it).
 */
export async function changeDaySlot(
  db: Kysely<Database>,
  id: string,
  patch: { capacity?: number | undefined; is_open?: boolean | undefined },
  now: Date,
): Promise<void> {
  const open = patch.is_open === undefined ? sql<Flag>`is_open` : sql<Flag>`${toFlag(patch.is_open)}`;
  const capacity = patch.capacity === undefined ? sql<number>`capacity` : sql<number>`${patch.capacity}`;
  await db
    .updateTable('slots')
    .set({
      capacity,
      is_open: sql<Flag>`case when taken > ${capacity} then 0 else ${open} end`,
      changed: 1,
      updated_at: toStoredTime(now),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * After the weekly plan changed (D47), for the days from `today` on: forgets those that no order names
 * and that either the seller never changed or whose plan entry is gone (`planIds` are the entries kept),
 * so they are made again from the new plan when next asked for; and closes those whose entry is gone but
 * that have orders, which keep the window they were promised and take no more. A day the seller changed
 * keeps the change while its entry stays in the plan.
 */
export async function settleDaysAfterPlanChange(
  trx: Kysely<Database>,
  today: string,
  planIds: readonly string[],
  now: Date,
): Promise<void> {
  const entryGone = (eb: ExpressionBuilder<Database, 'slots'>) =>
    planIds.length === 0 ? eb.lit(true) : eb('plan_id', 'not in', [...planIds]);
  const ordered = (eb: ExpressionBuilder<Database, 'slots'>) =>
    eb.exists(eb.selectFrom('orders').select('orders.id').whereRef('orders.slot_id', '=', 'slots.id'));
  await trx
    .deleteFrom('slots')
    .where('date', '>=', today)
    .where((eb) => eb.or([eb('changed', '=', 0), entryGone(eb)]))
    .where((eb) => eb.not(ordered(eb)))
    .execute();
  await trx
    .updateTable('slots')
    .set({ is_open: 0, updated_at: toStoredTime(now) })
    .where('date', '>=', today)
    .where((eb) => entryGone(eb))
    .execute();
}

/**
 * Takes a plan meal's `plates` from the slot in the meal's transaction (issue 26, D92): one conditional
 * UPDATE, `taken + plates <= capacity`, so a plan meal and customers' orders racing for the last plates
 * never pass the cap. Unlike a customer's order it is not held to the slot being open or before its
 * cut-off: a plan meal is made at its skip cut-off, which may be the slot's own, and when catching up
 * later; closing a slot stops new orders, not the meals households subscribed to (a holiday does that).
 * False when the slot cannot hold them (the kitchen lowered its cap).
 */
export async function takePlanPlates(
  trx: Kysely<Database>,
  slotId: string,
  plates: number,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('slots')
    .set({ taken: sql<number>`taken + ${plates}`, updated_at: toStoredTime(now) })
    .where('id', '=', slotId)
    .where(sql<boolean>`taken + ${plates} <= capacity`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
