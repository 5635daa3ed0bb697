import { planSkipCutoff } from './plan-days.ts';
import { PLAN_SKIP_CUTOFF_MAX_MINUTES } from './plans.ts';
import { dateAfter, localDateAt, type SlotClock } from './slot-dates.ts';
import { weekdayOf, type Weekday } from './slots.ts';
import type { PlanDayOutcome, PlanDayState, SubscriptionState } from './subscriptions.ts';

/**
 * A subscription's calendar (issue 26, docs/decisions/0091): which days bring a meal, in what state, and
 * until when each can change. Pure: the kitchen's time zone and `now` are arguments. The one cut-off rule
 * is the plan's skip cut-off (`planSkipCutoff`, plan-days.ts, D89): skipping, undoing, pausing and ending
 * all close with it; nothing here writes a second one.
 */

/**
 * What differs on one day (a `subscription_days` row): skipped, paused, extra tiffins, and the generation's
 * decision once made (then the day no longer changes).
 */
export type PlanDayOverride = {
  skipped: boolean;
  paused: boolean;
  extraTiffins: number;
  outcome: PlanDayOutcome | null;
};

/** The facts a subscription's calendar is read from: its plan's served days, slot and cut-off, its own days. */
export type SubscriptionFacts = {
  /** The plan's weekdays its slot serves (`servedWeekdays`). */
  weekdays: readonly Weekday[];
  slot: SlotClock;
  skipCutoffMinutes: number | null;
  startDay: string;
  endDay: string | null;
  tiffins: number;
  /** The overrides by day ('yyyy-mm-dd'); a day without one is as planned. */
  days: ReadonlyMap<string, PlanDayOverride>;
};

/** One coming meal day: its state, tiffins it brings, its skip cut-off and whether it can still change. */
export type PlanMealDay = {
  date: string;
  state: PlanDayState;
  tiffins: number;
  changeableUntil: Date;
  changeable: boolean;
};

/** True when `date` brings a meal of this subscription (a served weekday from its start to its end), paused or not. */
export function isSubscriptionMealDay(
  facts: Pick<SubscriptionFacts, 'weekdays' | 'startDay' | 'endDay'>,
  date: string,
) {
  if (date < facts.startDay) return false;
  if (facts.endDay !== null && date > facts.endDay) return false;
  return facts.weekdays.includes(weekdayOf(date));
}

/** The instant the meal of `date` stops changing (skip, undo, pause, end): the plan's skip cut-off (D89). */
export function mealChangeCutoff(
  facts: Pick<SubscriptionFacts, 'slot' | 'skipCutoffMinutes'>,
  date: string,
  timeZone: string,
): Date {
  return planSkipCutoff(date, facts.slot, facts.skipCutoffMinutes, timeZone);
}

/**
 * The first day whose meal can still change at `now`: the first date from the kitchen's today whose skip
 * cut-off is ahead. Every later date's is too (a cut-off comes before its own day's delivery and the slot
 * clock is the same each day), so a pause may begin on it and an end leaves the days before it standing.
 */
export function firstChangeableDay(
  facts: Pick<SubscriptionFacts, 'slot' | 'skipCutoffMinutes'>,
  now: Date,
  timeZone: string,
): string {
  const today = localDateAt(now, timeZone);
  // A cut-off is at most PLAN_SKIP_CUTOFF_MAX_MINUTES (two days) before its meal's delivery.
  const span = Math.ceil(PLAN_SKIP_CUTOFF_MAX_MINUTES / 1_440) + 2;
  for (let offset = 0; offset < span; offset += 1) {
    const date = dateAfter(today, offset);
    if (now.getTime() < mealChangeCutoff(facts, date, timeZone).getTime()) return date;
  }
  return dateAfter(today, span);
}

/**
 * A day's state: the generation's decision once made; before it, paused first (nothing comes), then
 * skipped, then extra tiffins.
 */
function dayState(override: PlanDayOverride | undefined): PlanDayState {
  if (!override) return 'planned';
  if (override.outcome === 'skipped') return 'skipped';
  if (override.outcome === 'paused' || override.outcome === 'ended') return 'paused';
  if (override.outcome === null && override.paused) return 'paused';
  if (override.outcome === null && override.skipped) return 'skipped';
  return override.extraTiffins > 0 ? 'extra' : 'planned';
}

/**
 * The coming meals of a subscription (D91): its meal days from the kitchen's today for `days` days,
 * each with its state (planned, skipped, extra, paused), the tiffins it brings (the subscription's plus
 * any extra; 0 when skipped or paused), its skip cut-off, and whether it can still change at `now` (before
 * that cut-off and not yet taken for cooking).
 */
export function comingMeals(facts: SubscriptionFacts, now: Date, timeZone: string, days: number): PlanMealDay[] {
  const today = localDateAt(now, timeZone);
  const meals: PlanMealDay[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = dateAfter(today, offset);
    if (!isSubscriptionMealDay(facts, date)) continue;
    const override = facts.days.get(date);
    const state = dayState(override);
    const changeableUntil = mealChangeCutoff(facts, date, timeZone);
    meals.push({
      date,
      state,
      tiffins: state === 'skipped' || state === 'paused' ? 0 : facts.tiffins + (override?.extraTiffins ?? 0),
      changeableUntil,
      changeable: (override?.outcome ?? null) === null && now.getTime() < changeableUntil.getTime(),
    });
  }
  return meals;
}

/** The subscription's state: ended once ended, paused while a pause covers the kitchen's today. */
export function subscriptionState(facts: { endedAt: string | null; pausedToday: boolean }): SubscriptionState {
  if (facts.endedAt !== null) return 'ended';
  return facts.pausedToday ? 'paused' : 'active';
}

/**
 * The pause in force on `today`, or else the next one: the first run of consecutive paused days from
 * `today` on, as its first and last day. `pausedDays` are the paused days, any order; null when none is ahead.
 */
export function currentPause(pausedDays: readonly string[], today: string): { from: string; until: string } | null {
  const ahead = [...new Set(pausedDays.filter((day) => day >= today))].sort();
  if (ahead.length === 0) return null;
  let until = ahead[0]!;
  for (const day of ahead.slice(1)) {
    if (day !== dateAfter(until, 1)) break;
    until = day;
  }
  return { from: ahead[0]!, until };
}

/** Every date from `from` to `until`, both included ('yyyy-mm-dd'). */
export function daysBetween(from: string, until: string): string[] {
  const days: string[] = [];
  for (let date = from; date <= until; date = dateAfter(date, 1)) days.push(date);
  return days;
}
