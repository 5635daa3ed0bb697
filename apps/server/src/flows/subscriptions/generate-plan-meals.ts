import { duePlanMealDays } from '@rasoi/domain/plan-days';
import type { AppContext } from '../../app-context.ts';
import { engineOfDb } from '../../db/dialect.ts';
import { dayThali } from '../../modules/catalogue/day-menu/slot-menu-queries.ts';
import { findHoliday } from '../../modules/catalogue/holidays/holiday-queries.ts';
import { daySlotRows, slotCalendar } from '../../modules/catalogue/slots/day-slots.ts';
import type { SlotRow } from '../../modules/catalogue/slots/slot-queries.ts';
import { planStartFacts } from '../../modules/plans/plan-answer.ts';
import { listPlanRows, type PlanRow } from '../../modules/plans/plan-queries.ts';
import { settlePlanMeal, type PlanMealLoss } from '../../modules/subscriptions/claim-plan-meal.ts';
import { listUndecidedSubscriptions } from '../../modules/subscriptions/subscription-listing-queries.ts';
import type { SubscriptionRow } from '../../modules/subscriptions/subscription-row-queries.ts';
import { makePlanMeal, type DuePlanMeal, type PlanMealResult } from './make-plan-meal.ts';
import { makePlanMealsTogether, RoundNeedsOneByOne } from './make-plan-meals-together.ts';
import { PLAN_MEAL_CLAIMS_MAX } from '../../modules/subscriptions/claim-plan-meals.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'groupCommit' | 'kitchenSettings' | 'orderEvents'>;

/**
 * How many plan meals one round makes in one transaction, by engine (D96, bench/plan-meals.ts, 500
 * households): on PostgreSQL as many as a claim takes, each round's statements being round trips the event
 * loop is free during; on SQLite fewer, since a round's statements run synchronously and hold every request
 * until it ends (64 held reads for tens of milliseconds; 16 keeps a round to a few).
 */
export const PLAN_MEALS_TOGETHER = { postgres: PLAN_MEAL_CLAIMS_MAX, sqlite: 16 } as const;

/**
 * How many plan meals a round the slot could not take together makes at once, each its own transaction:
 * enough to overlap PostgreSQL's round trips, few enough to leave most of the pool to requests.
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
 * in rounds (PLAN_MEALS_TOGETHER), one transaction a round (`makePlanMealsTogether`, D96). Safe on any number of instances at once: each day of each
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
  const toMeal = (subscription: SubscriptionRow): DuePlanMeal => ({
    subscription,
    plan,
    day,
    slot,
    dayThali: thali,
    etaMinutes: settings.order_eta_minutes,
  });
  // Rounds of up to PLAN_MEALS_TOGETHER meals (by engine), each made in one transaction of about a dozen statements
  // (D96, bench/plan-meals.ts: 500 households). One after another: they all take the slot's row, so at
  // once they would only queue on it. Between rounds the event loop turns, so customers' requests are
  // answered meanwhile (on SQLite every statement is synchronous).
  for (const round of roundsOf(pending, PLAN_MEALS_TOGETHER[engineOfDb(ctx.db)])) {
    const meals = round.map(toMeal);
    let results: PlanMealResult[];
    try {
      results = await makePlanMealsTogether(ctx, meals, now);
    } catch (error) {
      if (!(error instanceof RoundNeedsOneByOne)) throw error;
      results = await oneByOne(ctx, meals, now);
    }
    const eventIds: number[] = [];
    // In the pending order (by subscription).
    results.forEach((made, index) => {
      const subscription = round[index]!;
      if (made.result === 'cooked') {
        report.cooked += 1;
        eventIds.push(made.eventId);
        report.charges.push({
          userId: subscription.user_id,
          balanceBeforePaise: made.balancePaise + made.chargedPaise,
          balancePaise: made.balancePaise,
        });
      } else if (made.result === 'lost' && made.loss !== 'holiday') {
        report.lost.push(lostMeal(subscription, day, made.loss));
      }
    });
    // One announcement for the round: a stream reads every event after the last it had.
    if (eventIds.length > 0) await ctx.orderEvents.announce(Math.max(...eventIds));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The subscriptions in rounds of at most `size` (at most PLAN_MEAL_CLAIMS_MAX), in their order, with one
 * meal a household in each round (its account is charged once a round): a household's second subscription
 * to the plan goes to a later round.
 */
export function roundsOf(pending: readonly SubscriptionRow[], size: number): SubscriptionRow[][] {
  const rounds: { meals: SubscriptionRow[]; users: Set<string> }[] = [];
  for (const subscription of pending) {
    let round = rounds.find((candidate) => candidate.meals.length < size && !candidate.users.has(subscription.user_id));
    if (!round) {
      round = { meals: [], users: new Set() };
      rounds.push(round);
    }
    round.meals.push(subscription);
    round.users.add(subscription.user_id);
  }
  return rounds.map((round) => round.meals);
}

/**
 * A round the slot could not take together (a lowered cap, a holiday declared meanwhile): each meal in its
 * own transaction, PLAN_MEALS_AT_ONCE at a time, so as many as fit are made and the others are decided.
 */
async function oneByOne(ctx: Ctx, meals: readonly DuePlanMeal[], now: Date): Promise<PlanMealResult[]> {
  const results: PlanMealResult[] = [];
  for (let from = 0; from < meals.length; from += PLAN_MEALS_AT_ONCE) {
    const batch = meals.slice(from, from + PLAN_MEALS_AT_ONCE);
    results.push(...(await Promise.all(batch.map((meal) => makePlanMeal(ctx, meal, now)))));
  }
  return results;
}

function lostMeal(subscription: SubscriptionRow, day: string, loss: PlanMealLoss): LostPlanMeal {
  return { subscriptionId: subscription.id, userId: subscription.user_id, day, loss };
}
