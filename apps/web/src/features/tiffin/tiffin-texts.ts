import { m } from '@rasoi/domain/i18n/messages';
import { paiseText } from '@rasoi/domain/indian-digits';
import { intlLocale } from '@rasoi/domain/locale';
import { planSkipCutoff } from '@rasoi/domain/plan-days';
import type { Plan } from '@rasoi/domain/plans';
import { addDays, dateFormat, localDateAt } from '@rasoi/domain/slot-dates';
import { clockTimeAt, dayWord } from '@rasoi/domain/slot-words';
import type { PlanDayState, PlanMealDayAnswer, SubscriptionState } from '@rasoi/domain/subscriptions';

/**
 * The sentences the tiffin pages write (issue 26, D88, D89, D91), from the message table and the domain's
 * calendar and clock words, so a plan's cut-off here reads as the server's refusals name it. Every time is
 * on the kitchen's clock (`timeZone`, GET /kitchen); `today` is the kitchen's date.
 */

/** The short weekday name of 0 = Monday ... 6 = Sunday, in the app's language. */
function weekdayShort(weekday: number): string {
  // 2024-01-01 was a Monday; read in UTC so no zone shifts the day.
  return dateFormat(intlLocale(), { timeZone: 'UTC', weekday: 'short' }).format(addDays('2024-01-01', weekday));
}

/** A plan's weekdays as people write them: runs of three or more joined ('Mon–Sat'), others listed ('Mon, Wed'). */
export function weekdaysText(weekdays: readonly number[]): string {
  const sorted = [...new Set(weekdays)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${weekdayShort(run[0]!)}–${weekdayShort(run.at(-1)!)}`] : run.map(weekdayShort),
    )
    .join(', ');
}

/** What a plan brings, as text: 'Thali of the day', or null when it names a thali (shown by its ItemName). */
export function planWhatText(plan: Pick<Plan, 'what'>): string | null {
  return plan.what === 'day_thali' ? m.tiffinThaliOfTheDay() : null;
}

/** A plan's prices: a meal's always, a week's and a month's when the kitchen set them. */
export function planPriceLines(plan: Pick<Plan, 'meal_price_paise' | 'week_price_paise' | 'month_price_paise'>) {
  return [
    m.tiffinMealPrice({ price: paiseText(plan.meal_price_paise) }),
    ...(plan.week_price_paise === null ? [] : [m.tiffinWeekPrice({ price: paiseText(plan.week_price_paise) })]),
    ...(plan.month_price_paise === null ? [] : [m.tiffinMonthPrice({ price: paiseText(plan.month_price_paise) })]),
  ];
}

/**
 * Until when a plan's meal can be skipped, as a rule: 'Skip until 10:30 the same day', '... the day before'
 * or '..., 2 days before'. Read off the one cut-off rule (`planSkipCutoff`, D89) on the plan's next start
 * day (else `today`): the clock time of the cut-off and how many days before the meal's day it falls.
 */
export function skipRuleText(
  plan: Pick<Plan, 'slot' | 'skip_cutoff_minutes' | 'next_start'>,
  today: string,
  timeZone: string,
): string {
  const day = plan.next_start?.date ?? today;
  const cutoff = planSkipCutoff(day, plan.slot, plan.skip_cutoff_minutes, timeZone);
  const time = clockTimeAt(cutoff.toISOString(), timeZone);
  const daysBefore = Math.round(
    (addDays(day, 0).getTime() - addDays(localDateAt(cutoff, timeZone), 0).getTime()) / 86_400_000,
  );
  if (daysBefore <= 0) return m.tiffinSkipSameDay({ time });
  if (daysBefore === 1) return m.tiffinSkipDayBefore({ time });
  return m.tiffinSkipDaysBefore({ time, days: daysBefore });
}

/** A day as a line starts with it: 'Today', 'Tomorrow' or 'Fri, 4 Dec' (the kitchen's `today`). */
export function dayTitle(date: string, today: string): string {
  const word = dayWord(date, today);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Until when a coming meal can change: 'Until 10:30, today' (the cut-off's clock time and its day). */
export function changeUntilText(changeableUntil: string, today: string, timeZone: string): string {
  return m.tiffinChangeUntil({
    time: clockTimeAt(changeableUntil, timeZone),
    day: dayWord(localDateAt(new Date(changeableUntil), timeZone), today),
  });
}

/** A subscription's state in words. */
export function subscriptionStateText(state: SubscriptionState): string {
  return { active: m.tiffinStateActive, paused: m.tiffinStatePaused, ended: m.tiffinStateEnded }[state]();
}

/** A coming meal day's state in words (D91, D94): 'Coming', 'Being made', 'Holiday', 'Not made: no room'. */
export function mealDayStateText(state: PlanDayState): string {
  return {
    planned: m.tiffinDayPlanned,
    skipped: m.tiffinDaySkipped,
    extra: m.tiffinDayExtra,
    paused: m.tiffinDayPaused,
    made: m.tiffinDayMade,
    holiday: m.tiffinDayHoliday,
    no_room: m.tiffinDayNoRoom,
    over_limit: m.tiffinDayOverLimit,
    missed: m.tiffinDayMissed,
  }[state]();
}

/**
 * The line under a coming meal's day (D94): a holiday's note ('Kitchen holiday: Diwali', or 'Kitchen
 * holiday' when it has none), 'Not charged' for a meal lost, else until when it can change or that it no
 * longer can.
 */
export function mealDayLineText(
  meal: Pick<PlanMealDayAnswer, 'state' | 'note' | 'changeable' | 'changeable_until'>,
  today: string,
  timeZone: string,
): string {
  if (meal.state === 'holiday') return meal.note ? m.tiffinHolidayNote({ note: meal.note }) : m.kitchenHolidayReason();
  if (meal.state === 'no_room' || meal.state === 'over_limit' || meal.state === 'missed') {
    return m.tiffinLostNotCharged();
  }
  return meal.changeable ? changeUntilText(meal.changeable_until, today, timeZone) : m.tiffinNoLongerChanges();
}

/** '2 tiffins a meal', '1 tiffin a meal'. */
export function tiffinsText(count: number): string {
  return count === 1 ? m.tiffinOneTiffin() : m.tiffinTiffinsCount({ count });
}

/** An entry's kind in words ('Payment · UPI'): the statement's own words, the PDF's too (D93). */
export { entryKindText } from '@rasoi/domain/statement-lines';

/** A signed amount in paise as an entry shows it: '+₹500' for money in, '-₹80' for a charge. */
export function signedPaiseText(paise: number): string {
  return paise > 0 ? `+${paiseText(paise)}` : paiseText(paise);
}

/** 'December 2026' for a month 'yyyy-mm', in the app's language. */
export function monthText(month: string): string {
  return dateFormat(intlLocale(), { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    addDays(`${month}-01`, 0),
  );
}

/** The kitchen's month at `now` and the `count - 1` before it, newest first, as 'yyyy-mm'. */
export function recentMonths(now: Date, timeZone: string, count: number): string[] {
  const [year, month] = localDateAt(now, timeZone).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    return date.toISOString().slice(0, 7);
  });
}
