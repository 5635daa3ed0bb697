import type { Kysely, Selectable } from 'kysely';
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
