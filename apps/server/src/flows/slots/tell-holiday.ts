import type { FastifyBaseLogger } from 'fastify';
import { planMealDays } from '@rasoi/domain/plan-days';
import type { AppContext } from '../../app-context.ts';
import { planHolidayPush } from '../../modules/live/notifications/plan-pushes.ts';
import { planStartFacts } from '../../modules/plans/plan-answer.ts';
import { listPlanRows } from '../../modules/plans/plan-queries.ts';
import { listHouseholdsWithMeal } from '../../modules/subscriptions/subscription-listing-queries.ts';

type Ctx = Pick<AppContext, 'db' | 'push'>;

/**
 * After a holiday is stored (issue 26, docs/decisions/0095): every household with a plan meal that day (and
 * slot, for a slot's holiday) not yet made, skipped or paused is told by web push that there is no meal and
 * nothing is charged, once per household and slot. Households whose meal was already made are told by its
 * cancel's own push (the note as the reason), not twice. Called once per holiday: only the call that stored
 * it (`created`), so a repeat or a second instance tells nobody again. Never throws: failures are logged.
 */
export async function tellHoliday(
  ctx: Ctx,
  log: Pick<FastifyBaseLogger, 'error'>,
  holiday: { day: string; slot_id: string | null; note: string },
): Promise<void> {
  try {
    const told = new Set<string>();
    for (const plan of await listPlanRows(ctx.db, { activeOnly: false })) {
      if (holiday.slot_id !== null && plan.slot_id !== holiday.slot_id) continue;
      if (planMealDays(planStartFacts(plan).weekdays, holiday.day, holiday.day).length === 0) continue;
      for (const household of await listHouseholdsWithMeal(ctx.db, plan.id, holiday.day)) {
        const key = `${household.userId} ${plan.slot_id}`;
        if (told.has(key)) continue;
        told.add(key);
        ctx.push.send(
          { userId: household.userId },
          planHolidayPush({ slotName: household.slotName, day: holiday.day, note: holiday.note }),
        );
      }
    }
  } catch (error) {
    log.error({ err: error }, 'holiday pushes failed');
  }
}
