import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The kitchen holidays a subscription's calendar shows and a skip is refused on (issue 26, D92, D94), read
 * from the catalogue module's `holidays` table, never written here, so this module imports no other module.
 */

/** A kitchen holiday as the calendar reads it: its day, the weekly plan's slot (null: the whole day), note. */
export type CalendarHolidayRow = { day: string; slot_id: string | null; note: string };

/**
 * The kitchen holidays from `from` on (D92, D94), for the calendar: `holidays` is the catalogue module's
 * table, read here and never written. A home kitchen declares a handful, so all of them are read at once.
 */
export async function listHolidaysFrom(db: Kysely<Database>, from: string): Promise<CalendarHolidayRow[]> {
  return db.selectFrom('holidays').select(['day', 'slot_id', 'note']).where('day', '>=', from).orderBy('day').execute();
}

/**
 * The holiday that takes the meals of the weekly plan's slot `slotPlanId` on `day` off (the whole day's or
 * that slot's), or undefined: a skip of such a day is refused (D94).
 */
export async function findHolidayOf(
  db: Kysely<Database>,
  day: string,
  slotPlanId: string,
): Promise<CalendarHolidayRow | undefined> {
  return db
    .selectFrom('holidays')
    .select(['day', 'slot_id', 'note'])
    .where('day', '=', day)
    .where((eb) => eb.or([eb('slot_id', 'is', null), eb('slot_id', '=', slotPlanId)]))
    .executeTakeFirst();
}
