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
  /**
   * The kitchen holidays that take this plan's meals off (its slot's or the whole day's), by day, with their
   * note ('' when none was given; D94). Left out: none.
   */
  holidays?: ReadonlyMap<string, string>;
};

/**
 * One coming meal day: its state (with the holiday's note on a holiday, else null), tiffins it brings, its
 * skip cut-off and whether it can still change.
 */
export type PlanMealDay = {
  date: string;
  state: PlanDayState;
  note: string | null;
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
 * A day's state (D91, D94): a holiday first, from the moment it is declared (a meal already made is
 * cancelled and refunded, a skip or pause no longer matters); then the generation's decision once made
 * ('made' for cooked, its own name for a lost meal, 'paused' for a paused or ended day); before it, paused
 * first (nothing comes), then skipped, then extra tiffins.
 */
function dayState(override: PlanDayOverride | undefined, holiday: boolean): PlanDayState {
  if (holiday) return 'holiday';
  const outcome = override?.outcome ?? null;
  if (outcome === 'cooked') return 'made';
  if (outcome === 'paused' || outcome === 'ended') return 'paused';
  // A holiday outcome whose holiday row is gone cannot happen (no withdrawal, D94); read it as one anyway.
  if (outcome !== null) return outcome;
  if (!override) return 'planned';
  if (override.paused) return 'paused';
  if (override.skipped) return 'skipped';
  return override.extraTiffins > 0 ? 'extra' : 'planned';
}

/** The states whose meal comes to the door: their tiffins count. */
const BRINGS_TIFFINS: ReadonlySet<PlanDayState> = new Set(['planned', 'extra', 'made']);

/**
 * The coming meals of a subscription (D91, D94): its meal days from the kitchen's today for `days` days,
 * each with its state (`dayState`) and the holiday's note on a holiday, the tiffins it brings (the
 * subscription's plus any extra; 0 unless planned, extra or made), its skip cut-off, and whether it can still
 * change at `now` (before that cut-off, not yet taken for cooking, and no holiday).
 */
export function comingMeals(facts: SubscriptionFacts, now: Date, timeZone: string, days: number): PlanMealDay[] {
  const today = localDateAt(now, timeZone);
  const meals: PlanMealDay[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = dateAfter(today, offset);
    if (!isSubscriptionMealDay(facts, date)) continue;
    const override = facts.days.get(date);
    const holidayNote = facts.holidays?.get(date);
    const state = dayState(override, holidayNote !== undefined);
    const changeableUntil = mealChangeCutoff(facts, date, timeZone);
    meals.push({
      date,
      state,
      note: holidayNote ?? null,
      tiffins: BRINGS_TIFFINS.has(state) ? facts.tiffins + (override?.extraTiffins ?? 0) : 0,
      changeableUntil,
      changeable:
        holidayNote === undefined && (override?.outcome ?? null) === null && now.getTime() < changeableUntil.getTime(),
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
