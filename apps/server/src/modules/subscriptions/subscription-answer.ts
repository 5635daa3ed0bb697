import { maskToWeekdays, servedWeekdays } from '@rasoi/domain/plan-days';
import { localDateAt } from '@rasoi/domain/slot-dates';
import type { Weekday } from '@rasoi/domain/slots';
import {
  comingMeals,
  currentPause,
  subscriptionState,
  type PlanDayOverride,
  type SubscriptionFacts,
} from '@rasoi/domain/subscription-days';
import { SUBSCRIPTION_CALENDAR_DAYS, type Subscription } from '@rasoi/domain/subscriptions';
import type { OrderDiet } from '@rasoi/domain/diet';
import { toStoredTime } from '../../db/values.ts';
import type { CalendarHolidayRow } from './calendar-holiday-queries.ts';
import type { SubscriptionDayRow } from './subscription-day-queries.ts';
import type { SubscriptionRow } from './subscription-row-queries.ts';

/** The diet notes stored with a subscription, as an order answers them (D55). */
export function dietOf(
  row: Pick<SubscriptionRow, 'diet_jain' | 'diet_no_onion_garlic' | 'diet_spice' | 'diet_less_oil' | 'diet_note'>,
): OrderDiet {
  return {
    jain: row.diet_jain === 1,
    no_onion_garlic: row.diet_no_onion_garlic === 1,
    spice: row.diet_spice,
    less_oil: row.diet_less_oil === 1,
    note: row.diet_note,
  };
}

/**
 * The holidays among `holidays` that take the meals of this subscription's slot off (the whole day's or its
 * slot's), by day with their note; the whole day's note where both are declared (D94).
 */
function holidayNotes(row: SubscriptionRow, holidays: readonly CalendarHolidayRow[]): Map<string, string> {
  const notes = new Map<string, string>();
  for (const holiday of holidays) {
    if (holiday.slot_id !== null && holiday.slot_id !== row.slot_id) continue;
    if (holiday.slot_id !== null && notes.has(holiday.day)) continue;
    notes.set(holiday.day, holiday.note);
  }
  return notes;
}

/**
 * The calendar's facts of a stored subscription: its plan's served weekdays, slot clock, cut-off, its days,
 * and the kitchen holidays that take its meals off (`holidays`, any slot's: those of its slot are kept).
 */
export function factsOf(
  row: SubscriptionRow,
  dayRows: readonly SubscriptionDayRow[],
  holidays: readonly CalendarHolidayRow[] = [],
): SubscriptionFacts {
  const days = new Map<string, PlanDayOverride>();
  for (const day of dayRows) {
    days.set(day.day, {
      skipped: day.skipped === 1,
      paused: day.paused === 1,
      extraTiffins: day.extra_tiffins,
      outcome: day.outcome,
    });
  }
  return {
    weekdays: servedWeekdays(maskToWeekdays(row.plan_weekdays), JSON.parse(row.slot_weekdays) as Weekday[]),
    slot: { order_by: row.slot_order_by, delivery_from: row.slot_delivery_from, delivery_to: row.slot_delivery_to },
    skipCutoffMinutes: row.plan_skip_cutoff_minutes,
    startDay: row.start_day,
    endDay: row.end_day,
    tiffins: row.tiffins,
    days,
    holidays: holidayNotes(row, holidays),
  };
}

/** The days among `dayRows` that are paused and not decided otherwise. */
export function pausedDays(dayRows: readonly SubscriptionDayRow[]): string[] {
  return dayRows
    .filter((day) => day.outcome === 'paused' || (day.outcome === null && day.paused === 1))
    .map((day) => day.day);
}

/**
 * A stored subscription as its household reads it (issue 26, docs/decisions/0091): its state and pause at
 * the kitchen's today, and its coming meals for SUBSCRIPTION_CALENDAR_DAYS days with each one's state and
 * skip cut-off, a kitchen holiday shown as one with its note (D94). `dayRows` are its day rows and
 * `holidays` the kitchen's holidays from today on.
 */
export function toSubscription(
  row: SubscriptionRow,
  dayRows: readonly SubscriptionDayRow[],
  holidays: readonly CalendarHolidayRow[],
  now: Date,
  timeZone: string,
): Subscription {
  const today = localDateAt(now, timeZone);
  const paused = pausedDays(dayRows);
  return {
    _id: row.id,
    plan: {
      _id: row.plan_id,
      name: row.plan_name,
      slot: { _id: row.slot_id, name: row.slot_name },
      meal_price_paise: row.plan_meal_price_paise,
    },
    state: subscriptionState({ endedAt: row.ended_at, pausedToday: paused.includes(today) }),
    start_day: row.start_day,
    end_day: row.end_day,
    tiffins: row.tiffins,
    address_id: row.address_id,
    diet: dietOf(row),
    pay: row.pay,
    pause: row.ended_at === null ? currentPause(paused, today) : null,
    ended_at: row.ended_at,
    created_at: row.created_at,
    meals: comingMeals(factsOf(row, dayRows, holidays), now, timeZone, SUBSCRIPTION_CALENDAR_DAYS).map((meal) => ({
      date: meal.date,
      state: meal.state,
      note: meal.note,
      tiffins: meal.tiffins,
      changeable_until: toStoredTime(meal.changeableUntil),
      changeable: meal.changeable,
    })),
  };
}
