import { duePlanReminderDays } from '@rasoi/domain/plan-days';
import { localDateAt } from '@rasoi/domain/slot-dates';
import type { AppContext } from '../../app-context.ts';
import { toStoredTime } from '../../db/values.ts';
import { findHoliday } from '../../modules/catalogue/holidays/holiday-queries.ts';
import { planReminderPush } from '../../modules/live/notifications/plan-pushes.ts';
import { planStartFacts } from '../../modules/plans/plan-answer.ts';
import { listPlanRows } from '../../modules/plans/plan-queries.ts';
import { stampDayReminded } from '../../modules/subscriptions/subscription-day-queries.ts';
import { listRemindableSubscriptions } from '../../modules/subscriptions/subscription-listing-queries.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'push'>;

/**
 * Sends every plan meal reminder due at `now` (issue 26, docs/decisions/0095): for each plan and each meal day
 * whose reminder time has come (`duePlanReminderDays`: 19:00 kitchen time the evening before, or 12 hours
 * before the skip cut-off when earlier), whose cut-off is still ahead and that is no holiday of the plan's
 * slot, the subscriptions of households
 * that asked for it whose day is not skipped, paused, decided or reminded of. Each is stamped first
 * (`stampDayReminded`, one conditional upsert): only the call that stamps it pushes, so two instances, or a
 * run after a restart, never remind twice. The push starts after the stamp's statement has committed and
 * never fails the run. Answers how many reminders this call sent.
 */
export async function sendDueMealReminders(ctx: Ctx, now: Date): Promise<number> {
  const timeZone = ctx.config.kitchenTimezone;
  const today = localDateAt(now, timeZone);
  let sent = 0;
  for (const plan of await listPlanRows(ctx.db, { activeOnly: false })) {
    for (const { date, cutoff } of duePlanReminderDays(planStartFacts(plan), now, timeZone)) {
      // A holiday's households were told there is no meal (tell-holiday.ts): no reminder of it.
      if (await findHoliday(ctx.db, date, plan.slot_id)) continue;
      for (const subscription of await listRemindableSubscriptions(ctx.db, plan.id, date)) {
        if (!(await stampDayReminded(ctx.db, subscription.id, date, toStoredTime(now)))) continue;
        sent += 1;
        ctx.push.send(
          { userId: subscription.user_id },
          planReminderPush({
            slotName: subscription.slot_name,
            planName: subscription.plan_name,
            tiffins: subscription.tiffins,
            day: date,
            cutoff,
            today,
            cutoffDay: localDateAt(cutoff, timeZone),
            timeZone,
          }),
        );
      }
    }
  }
  return sent;
}
