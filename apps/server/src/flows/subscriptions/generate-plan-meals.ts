import { duePlanMealDays } from '@rasoi/domain/plan-days';
import type { AppContext } from '../../app-context.ts';
import { dayThali } from '../../modules/catalogue/day-menu/slot-menu-queries.ts';
import { findHoliday } from '../../modules/catalogue/holidays/holiday-queries.ts';
import { daySlotRows, slotCalendar } from '../../modules/catalogue/slots/day-slots.ts';
import type { SlotRow } from '../../modules/catalogue/slots/slot-queries.ts';
import { planStartFacts } from '../../modules/plans/plan-answer.ts';
import { listPlanRows, type PlanRow } from '../../modules/plans/plan-queries.ts';
import { settlePlanMeal, type PlanMealLoss } from '../../modules/subscriptions/claim-plan-meal.ts';
import { listUndecidedSubscriptions, type SubscriptionRow } from '../../modules/subscriptions/subscription-queries.ts';
import { makePlanMeal } from './make-plan-meal.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'groupCommit' | 'kitchenSettings' | 'orderEvents'>;

/**
 * How many plan meals a run makes at once (bench/plan-meals.ts): enough to overlap PostgreSQL's round trips
 * and share SQLite's commits, few enough that a round holds SQLite's one connection for milliseconds and
 * leaves most of the pool (DATABASE_POOL_SIZE, 32 by default) to requests.
 */
export const PLAN_MEALS_AT_ONCE = 8;

/** A household's meal that was not cooked for a reason it did not choose (D92). */
export type LostPlanMeal = { subscriptionId: string; userId: string; day: string; loss: PlanMealLoss };

/** A meal this run charged to a household's account: the balance before and after it, in paise (D95). */
export type PlanMealCharge = { userId: string; balanceBeforePaise: number; balancePaise: number };

/**
 * What one run did: orders made, meals lost (and why), the days it worked on, and the charges it made (the
 * low-balance push reads them, D95).
 */
export type GenerationReport = { cooked: number; lost: LostPlanMeal[]; days: string[]; charges: PlanMealCharge[] };

/**
 * Makes every plan meal whose skip cut-off has passed at `now` and that no run has decided yet (issue 26,
 * docs/decisions/0092): for each plan (retired ones too: their households are still served) and each of its
 * due days (`duePlanMealDays`: back to a week, so a server that was down catches up), the subscriptions
 * still undecided that day. A holiday of that day or slot settles them `holiday`; a meal whose delivery has
 * already ended, or whose day has no slot, `missed` (never cooked late, never charged); the others are made
 * one transaction each (`makePlanMeal`), PLAN_MEALS_AT_ONCE at a time. Safe on any number of instances at once: each day of each
 * subscription is decided once, in the database. Each order's event is announced to open screens after its
 * commit, without pushes (a run makes many at once; the seller reads them on the prep sheet).
 */
export async function generateDuePlanMeals(ctx: Ctx, now: Date): Promise<GenerationReport> {
  const report: GenerationReport = { cooked: 0, lost: [], days: [], charges: [] };
  const timeZone = ctx.config.kitchenTimezone;
  const plans = await listPlanRows(ctx.db, { activeOnly: false });
  for (const plan of plans) {
    for (const day of duePlanMealDays(planStartFacts(plan), now, timeZone)) {
      const pending = await listUndecidedSubscriptions(ctx.db, plan.id, day);
      if (pending.length === 0) continue;
      if (!report.days.includes(day)) report.days.push(day);
      await makeDayMeals(ctx, plan, day, pending, now, report);
    }
  }
  report.days.sort();
  return report;
}

/** One plan's undecided meals of one day: settled as a holiday or missed, else each made. */
async function makeDayMeals(
  ctx: Ctx,
  plan: PlanRow,
  day: string,
  pending: readonly SubscriptionRow[],
  now: Date,
  report: GenerationReport,
): Promise<void> {
  const settings = await ctx.kitchenSettings.get();
  const calendar = slotCalendar(now, ctx.config.kitchenTimezone, settings.order_days_ahead);
  const slot: SlotRow | undefined = (await daySlotRows(ctx.db, day, calendar, now)).find(
    (row) => row.plan_id === plan.slot_id,
  );
  const holiday = await findHoliday(ctx.db, day, plan.slot_id);
  if (holiday || !slot || Date.parse(slot.delivery_to) <= now.getTime()) {
    const loss: PlanMealLoss = holiday ? 'holiday' : 'missed';
    for (const subscription of pending) {
      const outcome = await ctx.db.transaction().execute((trx) => settlePlanMeal(trx, subscription.id, day, loss, now));
      if (outcome === 'missed') report.lost.push(lostMeal(subscription, day, 'missed'));
    }
    return;
  }
  const thali = plan.meal_id === null ? await dayThali(ctx.db, slot.id) : undefined;
  // A few meals at a time, each its own transaction (bench/plan-meals.ts, 500 households): on PostgreSQL
  // their round trips overlap (each on its own pooled connection; they still queue on the slot's row from
  // taking the plates to the commit); on SQLite they share one commit (the group commit, D24) instead of a
  // sync to disk each. Between rounds the event loop turns, so customers' requests are answered meanwhile.
  for (let from = 0; from < pending.length; from += PLAN_MEALS_AT_ONCE) {
    const round = pending.slice(from, from + PLAN_MEALS_AT_ONCE);
    const results = await Promise.all(
      round.map(async (subscription) => {
        const meal = { subscription, plan, day, slot, dayThali: thali, etaMinutes: settings.order_eta_minutes };
        const made = await makePlanMeal(ctx, meal, now);
        if (made.result === 'cooked') await ctx.orderEvents.announce(made.eventId);
        return made;
      }),
    );
    // In the pending order (by subscription), whichever meal committed first.
    results.forEach((made, index) => {
      const subscription = round[index]!;
      if (made.result === 'cooked') {
        report.cooked += 1;
        report.charges.push({
          userId: subscription.user_id,
          balanceBeforePaise: made.balancePaise + made.chargedPaise,
          balancePaise: made.balancePaise,
        });
      } else if (made.result === 'lost' && made.loss !== 'holiday') {
        report.lost.push(lostMeal(subscription, day, made.loss));
      }
    });
    // A turn of the event loop: on SQLite every statement is synchronous, so without it the next round
    // would queue behind this one's commit and no request would be read until the whole run had ended.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function lostMeal(subscription: SubscriptionRow, day: string, loss: PlanMealLoss): LostPlanMeal {
  return { subscriptionId: subscription.id, userId: subscription.user_id, day, loss };
}
