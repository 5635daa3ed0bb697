import type { Kysely } from 'kysely';
import { slotCutoffLeadMinutes } from '@rasoi/domain/plan-days';
import type { Weekday } from '@rasoi/domain/slots';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { findSlotEntry, mealExists } from './plan-queries.ts';

/** The facts of a plan its slot and thali must fit: as they will be stored, after a change. */
export type PlanFacts = {
  slot_id: string;
  meal_id: string | null;
  weekdays: readonly Weekday[];
  skip_cutoff_minutes: number | null;
};

/**
 * Refuses a plan its slot or thali cannot serve (issue 26, docs/decisions/0089), with a 400 in the caller's
 * language: an unknown slot entry (m.planSlotNotFound), a weekday the slot does not run
 * (m.planWeekdaysOutsideSlot), a skip cut-off later than the slot's own (m.planSkipCutoffAfterSlot), an
 * unknown thali (m.planMealNotFound). `changed` names the fields being set: a change of price alone is
 * not refused because the slot's days changed since. These checks give the reason; the foreign keys decide.
 */
export async function checkPlanFits(
  db: Kysely<Database>,
  facts: PlanFacts,
  changed: { slot: boolean; meal: boolean },
): Promise<void> {
  if (changed.slot) {
    const slot = await findSlotEntry(db, facts.slot_id);
    if (!slot) throw new AppError('BAD_REQUEST', 'planSlotNotFound');
    const slotDays = JSON.parse(slot.weekdays) as Weekday[];
    if (facts.weekdays.some((day) => !slotDays.includes(day))) {
      throw new AppError('BAD_REQUEST', 'planWeekdaysOutsideSlot', { slot: slot.name });
    }
    const least = slotCutoffLeadMinutes(slot);
    if (facts.skip_cutoff_minutes !== null && facts.skip_cutoff_minutes < least) {
      throw new AppError('BAD_REQUEST', 'planSkipCutoffAfterSlot', { slot: slot.name, minutes: least });
    }
  }
  if (changed.meal && facts.meal_id !== null && !(await mealExists(db, facts.meal_id))) {
    throw new AppError('BAD_REQUEST', 'planMealNotFound');
  }
}
