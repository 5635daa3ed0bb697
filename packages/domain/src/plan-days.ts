// Only zod-free modules: the customer's tiffin pages read these rules, and zod's schemas cost a phone
// tens of milliseconds to build while the page is taken over (issue 29).
import { PLAN_SKIP_CUTOFF_MAX_MINUTES } from './constants.ts';
import {
  dateAfter,
  localDateAt,
  minutesOfDay,
  slotInstantsOn,
  wallClockInstant,
  weekdayOf,
  WEEKDAYS,
  type SlotClock,
  type Weekday,
} from './slot-dates.ts';

/**
 * A tiffin plan's calendar (issue 26, docs/decisions/0089): which days it brings a meal, until when each
 * can be skipped, and the first day a new subscription can start. Pure: the kitchen's time zone and `now`
 * are arguments. A slot's own cut-off is `slotInstantsOn` (slot-dates.ts), the rule the day's slots are
 * stored with; nothing here writes a second one.
 */

/** Weekdays (0 = Monday) as the 7-bit mask the database stores: Monday is bit 0, Sunday bit 6. */
export function weekdaysToMask(days: readonly Weekday[]): number {
  return days.reduce<number>((mask, day) => mask | (1 << day), 0);
}

/** The weekdays (0 = Monday, ascending) a 7-bit mask names. */
export function maskToWeekdays(mask: number): Weekday[] {
  return WEEKDAYS.filter((day) => (mask & (1 << day)) !== 0);
}

/** The plan's weekdays the slot also serves: a plan meal needs its slot on that day. */
export function servedWeekdays(planDays: readonly Weekday[], slotDays: readonly Weekday[]): Weekday[] {
  return planDays.filter((day) => slotDays.includes(day));
}

/** The dates ('yyyy-mm-dd') from `from` to `to`, both included, that fall on one of `weekdays`. */
export function planMealDays(weekdays: readonly Weekday[], from: string, to: string): string[] {
  const days: string[] = [];
  for (let date = from; date <= to; date = dateAfter(date, 1)) {
    if (weekdays.includes(weekdayOf(date))) days.push(date);
  }
  return days;
}

/**
 * The least minutes before its delivery starts that skipping a meal of this slot may close: the slot's own
 * order cut-off's distance from its start (0 when orders run into the window). A plan's own cut-off below
 * it would let a household skip after the slot stopped taking orders, when the prep sheet is final.
 */
export function slotCutoffLeadMinutes(slot: SlotClock): number {
  return Math.max(0, minutesOfDay(slot.delivery_from) - minutesOfDay(slot.order_by));
}

/**
 * The instant skipping the plan's meal of `date` closes (D89): the slot's own cut-off on that day when the
 * plan names none (`skipCutoffMinutes` null), else `skipCutoffMinutes` before the slot's delivery starts,
 * and never later than the slot's own cut-off (the slot's times may have changed since the plan was set).
 */
export function planSkipCutoff(
  date: string,
  slot: SlotClock,
  skipCutoffMinutes: number | null,
  timeZone: string,
): Date {
  const instants = slotInstantsOn(date, slot, timeZone);
  if (skipCutoffMinutes === null) return instants.order_by;
  const own = instants.delivery_from.getTime() - skipCutoffMinutes * 60_000;
  return new Date(Math.min(own, instants.order_by.getTime()));
}

/** What `earliestStartDay` reads: the plan's served weekdays, its slot's clock, its cut-off and lead time. */
export type PlanStartFacts = {
  weekdays: readonly Weekday[];
  slot: SlotClock;
  skipCutoffMinutes: number | null;
  /** Days after the kitchen's today before a new subscription's first meal (0 = today). */
  leadDays: number;
};

/**
 * The first day a subscription made at `now` can start (D89): on or after the kitchen's today plus the
 * plan's lead days, on one of its weekdays, and before that meal's skip cut-off (a meal past it is being
 * cooked already). Null when `weekdays` is empty. Answers the day and its skip cut-off.
 */
export function earliestStartDay(
  plan: PlanStartFacts,
  now: Date,
  timeZone: string,
): { date: string; skipCutoff: Date } | null {
  if (plan.weekdays.length === 0) return null;
  const first = dateAfter(localDateAt(now, timeZone), plan.leadDays);
  // A cut-off is at most PLAN_SKIP_CUTOFF_MAX_MINUTES (two days) before a meal, so a week past those days
  // holds a served weekday whose cut-off is still ahead.
  const span = 7 + Math.ceil(PLAN_SKIP_CUTOFF_MAX_MINUTES / 1_440) + 1;
  for (let offset = 0; offset < span; offset += 1) {
    const date = dateAfter(first, offset);
    if (!plan.weekdays.includes(weekdayOf(date))) continue;
    const skipCutoff = planSkipCutoff(date, plan.slot, plan.skipCutoffMinutes, timeZone);
    if (now.getTime() < skipCutoff.getTime()) return { date, skipCutoff };
  }
  return null;
}

/** How many days back the generation looks for plan meals still undecided (D92): a week of downtime. */
export const PLAN_MEAL_CATCH_UP_DAYS = 7;

/**
 * The plan's meal days whose skip cut-off has passed at `now` (D92): from PLAN_MEAL_CATCH_UP_DAYS before the
 * kitchen's today to as far ahead as a cut-off can fall (two days and a bit), oldest first. The generation
 * makes each undecided meal of these days once; a day not yet due is left for a later run.
 */
export function duePlanMealDays(plan: Omit<PlanStartFacts, 'leadDays'>, now: Date, timeZone: string): string[] {
  const today = localDateAt(now, timeZone);
  const last = dateAfter(today, Math.ceil(PLAN_SKIP_CUTOFF_MAX_MINUTES / 1_440) + 1);
  return planMealDays(plan.weekdays, dateAfter(today, -PLAN_MEAL_CATCH_UP_DAYS), last).filter(
    (date) => planSkipCutoff(date, plan.slot, plan.skipCutoffMinutes, timeZone).getTime() <= now.getTime(),
  );
}

/**
 * The next instant after `now` at which one of the plan's meals passes its skip cut-off, within the
 * coming eight days; null when none does (no served weekday). The generation wakes at the soonest of them.
 */
export function nextPlanMealCutoff(plan: Omit<PlanStartFacts, 'leadDays'>, now: Date, timeZone: string): Date | null {
  const today = localDateAt(now, timeZone);
  const span = Math.ceil(PLAN_SKIP_CUTOFF_MAX_MINUTES / 1_440) + 8;
  for (const date of planMealDays(plan.weekdays, today, dateAfter(today, span))) {
    const cutoff = planSkipCutoff(date, plan.slot, plan.skipCutoffMinutes, timeZone);
    if (cutoff.getTime() > now.getTime()) return cutoff;
  }
  return null;
}

/** The kitchen-local hour ('HH:mm') of the evening before a plan meal at which its reminder goes (D95). */
export const PLAN_REMINDER_EVENING = '19:00';
/** A reminder goes at least this many hours before skipping closes (D95), so there is time to act on it. */
export const PLAN_REMINDER_LEAD_HOURS = 12;

/**
 * The instant the reminder of the plan meal of `date` is due (issue 26, docs/decisions/0095): 19:00 kitchen
 * time the evening before, or PLAN_REMINDER_LEAD_HOURS before the meal's skip cut-off (`cutoff`) when that is
 * earlier (a meal whose skipping closes the evening before is reminded of that morning). It is sent from then
 * until the cut-off; never after it.
 */
export function planReminderAt(date: string, cutoff: Date, timeZone: string): Date {
  const evening = wallClockInstant(dateAfter(date, -1), PLAN_REMINDER_EVENING, timeZone).getTime();
  return new Date(Math.min(evening, cutoff.getTime() - PLAN_REMINDER_LEAD_HOURS * 3_600_000));
}

/**
 * The plan's meal days whose reminder is due at `now` (D95): from the kitchen's today as far ahead as a
 * cut-off can fall, those with `planReminderAt` at or before `now` and the skip cut-off still ahead, each
 * with that cut-off.
 */
export function duePlanReminderDays(
  plan: Omit<PlanStartFacts, 'leadDays'>,
  now: Date,
  timeZone: string,
): { date: string; cutoff: Date }[] {
  const today = localDateAt(now, timeZone);
  const last = dateAfter(today, Math.ceil(PLAN_SKIP_CUTOFF_MAX_MINUTES / 1_440) + 2);
  return planMealDays(plan.weekdays, today, last)
    .map((date) => ({ date, cutoff: planSkipCutoff(date, plan.slot, plan.skipCutoffMinutes, timeZone) }))
    .filter(
      ({ date, cutoff }) =>
        planReminderAt(date, cutoff, timeZone).getTime() <= now.getTime() && now.getTime() < cutoff.getTime(),
    );
}

/**
 * The next instant after `now` at which one of the plan's meal reminders falls due, within the coming eight
 * days; null when none does. The plan meal schedule wakes at it too.
 */
export function nextPlanReminder(plan: Omit<PlanStartFacts, 'leadDays'>, now: Date, timeZone: string): Date | null {
  const today = localDateAt(now, timeZone);
  for (const date of planMealDays(plan.weekdays, today, dateAfter(today, 10))) {
    const at = planReminderAt(date, planSkipCutoff(date, plan.slot, plan.skipCutoffMinutes, timeZone), timeZone);
    if (at.getTime() > now.getTime()) return at;
  }
  return null;
}
