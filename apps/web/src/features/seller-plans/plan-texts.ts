import { m } from '@rasoi/domain/i18n/messages';
import { paiseText } from '@rasoi/domain/indian-digits';
import { getLocale, intlLocale } from '@rasoi/domain/locale';
import { itemName } from '@rasoi/domain/localized';
import type { Plan } from '@rasoi/domain/plans';
import { weekdayNames } from '../../lib/weekday-names.ts';

/** The plan's weekdays as people read them, in the page's language: 'Mon, Tue and Wed', or 'Every day'. */
export function weekdaysText(weekdays: readonly number[]): string {
  if (weekdays.length === 7) return m.sellerPlanEveryDay();
  const names = weekdayNames();
  const list = new Intl.ListFormat(intlLocale(), { style: 'short', type: 'conjunction' });
  return list.format(weekdays.map((day) => names[day]!.short));
}

/** What the plan brings: 'The thali of the day', or the thali's name in the page's language. */
export function planWhatText(plan: Pick<Plan, 'meal'>): string {
  return plan.meal ? itemName(plan.meal, getLocale()) : m.sellerPlanDayThali();
}

/** 'Lunch: Mon, Tue and Wed'. */
export function planWhenText(plan: Pick<Plan, 'slot' | 'weekdays'>): string {
  return m.sellerPlanWhen({ slot: plan.slot.name, days: weekdaysText(plan.weekdays) });
}

/** '₹85.50 a meal', then '₹500 a week' and '₹2,000 a month' when the plan has them. */
export function planPriceTexts(plan: Pick<Plan, 'meal_price_paise' | 'week_price_paise' | 'month_price_paise'>) {
  return [
    m.sellerPlanMealPrice({ price: paiseText(plan.meal_price_paise) }),
    plan.week_price_paise === null ? null : m.sellerPlanWeekPrice({ price: paiseText(plan.week_price_paise) }),
    plan.month_price_paise === null ? null : m.sellerPlanMonthPrice({ price: paiseText(plan.month_price_paise) }),
  ].filter((text) => text !== null);
}

/** Until when a meal can be skipped: the slot's own cut-off, or N minutes before delivery starts. */
export function planCutoffText(plan: Pick<Plan, 'skip_cutoff_minutes'>): string {
  return plan.skip_cutoff_minutes === null
    ? m.sellerPlanSkipAtSlot()
    : m.sellerPlanSkipBefore({ minutes: plan.skip_cutoff_minutes });
}

/** The earliest a new subscription starts: the same day, the next, or N days after subscribing. */
export function planLeadText(plan: Pick<Plan, 'start_lead_days'>): string {
  if (plan.start_lead_days === 0) return m.sellerPlanLeadSameDay();
  if (plan.start_lead_days === 1) return m.sellerPlanLeadNextDay();
  return m.sellerPlanLeadDays({ days: plan.start_lead_days });
}
