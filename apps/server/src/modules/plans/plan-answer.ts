import { earliestStartDay, maskToWeekdays, servedWeekdays, type PlanStartFacts } from '@rasoi/domain/plan-days';
import type { Plan } from '@rasoi/domain/plans';
import type { Weekday } from '@rasoi/domain/slots';
import { toStoredTime } from '../../db/values.ts';
import type { PlanRow } from './plan-queries.ts';

/**
 * What decides a stored plan's start days (D89): its weekdays its slot serves, the slot's clock, its skip
 * cut-off and lead days. The answer's `next_start` and a subscription's start-day check both read it.
 */
export function planStartFacts(row: PlanRow): PlanStartFacts {
  return {
    weekdays: servedWeekdays(maskToWeekdays(row.weekdays), JSON.parse(row.slot_weekdays) as Weekday[]),
    slot: { order_by: row.slot_order_by, delivery_from: row.slot_delivery_from, delivery_to: row.slot_delivery_to },
    skipCutoffMinutes: row.skip_cutoff_minutes,
    leadDays: row.start_lead_days,
  };
}

/**
 * A stored plan as the API answers it (issue 26, docs/decisions/0089): weekdays as numbers, the slot's
 * clock, and `next_start`, the first day a subscription made at `now` could begin in the kitchen's
 * `timeZone` with that meal's skip cut-off (null once retired, or while its slot serves none of its days).
 */
export function toPlan(row: PlanRow, now: Date, timeZone: string): Plan {
  const facts = planStartFacts(row);
  const start = row.retired_at === null ? earliestStartDay(facts, now, timeZone) : null;
  return {
    _id: row.id,
    name: row.name,
    what: row.meal_id === null ? 'day_thali' : 'meal',
    meal: row.meal_id === null ? null : { _id: row.meal_id, name: row.meal_name ?? '', name_hi: row.meal_name_hi },
    slot: { _id: row.slot_id, name: row.slot_name, ...facts.slot },
    weekdays: maskToWeekdays(row.weekdays),
    meal_price_paise: row.meal_price_paise,
    week_price_paise: row.week_price_paise,
    month_price_paise: row.month_price_paise,
    skip_cutoff_minutes: row.skip_cutoff_minutes,
    start_lead_days: row.start_lead_days,
    next_start: start ? { date: start.date, skip_cutoff: toStoredTime(start.skipCutoff) } : null,
    retired_at: row.retired_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
