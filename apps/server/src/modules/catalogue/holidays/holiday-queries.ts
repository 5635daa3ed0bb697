import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, HolidaysTable } from '../../../db/schema.ts';

/** A stored holiday: a kitchen day off, whole (`slot_id` null) or one slot of the weekly plan (D92). */
export type HolidayRow = Selectable<HolidaysTable>;

/**
 * The holiday that takes the meals of the weekly plan's slot `slotPlanId` on `day` (yyyy-mm-dd) off: the
 * whole day's, else that slot's; undefined when the kitchen cooks. Takes the database or a transaction.
 */
export async function findHoliday(
  db: Kysely<Database>,
  day: string,
  slotPlanId: string,
): Promise<HolidayRow | undefined> {
  return db
    .selectFrom('holidays')
    .selectAll()
    .where('day', '=', day)
    .where((eb) => eb.or([eb('slot_id', 'is', null), eb('slot_id', '=', slotPlanId)]))
    .orderBy('slot_id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Stores a holiday unless one of that day and slot exists (the unique index decides, so two declared at
 * once store one). Answers the holiday of that day and slot, and whether this call stored it.
 */
export async function storeHoliday(
  trx: Kysely<Database>,
  row: HolidayRow,
): Promise<{ holiday: HolidayRow; created: boolean }> {
  const inserted = await trx
    .insertInto('holidays')
    .values(row)
    .onConflict((conflict) => conflict.expression(sql`day, coalesce(slot_id, '')`).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { holiday: inserted, created: true };
  const earlier = await trx
    .selectFrom('holidays')
    .selectAll()
    .where('day', '=', row.day)
    .where(sql<boolean>`coalesce(slot_id, '') = ${row.slot_id ?? ''}`)
    .executeTakeFirstOrThrow();
  return { holiday: earlier, created: false };
}

/**
 * Closes the day's stored slots, or the one made from the weekly plan's `slotPlanId` (null: all of them),
 * in the holiday's transaction: they take no orders. Its row locks also order the holiday against a plan
 * meal taking plates there at the same moment (D92).
 */
export async function closeDaySlots(
  trx: Kysely<Database>,
  day: string,
  slotPlanId: string | null,
  at: string,
): Promise<void> {
  let query = trx.updateTable('slots').set({ is_open: 0, updated_at: at }).where('date', '=', day);
  if (slotPlanId !== null) query = query.where('plan_id', '=', slotPlanId);
  await query.execute();
}
