import { PUSH_ICON } from '@rasoi/domain/events';
import { m } from '@rasoi/domain/i18n/messages';
import { paiseText } from '@rasoi/domain/ledger';
import { intlLocale, type Locale } from '@rasoi/domain/locale';
import { dateAfter } from '@rasoi/domain/slot-dates';
import { clockTimeAt, dateWord } from '@rasoi/domain/slot-words';
import type { PushMessage } from './push-sender.ts';

/**
 * The web pushes of tiffin plans (issue 26, docs/decisions/0095), each a `PushMessage` written in the language
 * of the device it goes to (D62). Days are the kitchen's ('yyyy-mm-dd'); `today` is the kitchen's today at
 * the moment of sending; a slot's name is the kitchen's own ('Lunch'), said in lower case inside a sentence.
 * Where each push leads: the household's My tiffin or account page, the seller's subscribers.
 */

/** The household's My tiffin page and account page, and the seller's subscribers (apps/web paths.ts). */
const TIFFIN_PATH = '/tiffin';
const ACCOUNT_PATH = '/account';
const SUBSCRIBERS_PATH = '/seller/subscribers';

/** 'today', 'tomorrow' or 'Fri, 27 Nov' in `locale`. */
function dayIn(day: string, today: string, locale: Locale): string {
  if (day === today) return m.dayToday({}, { locale });
  if (day === dateAfter(today, 1)) return m.dayTomorrow({}, { locale });
  return dateWord(day, intlLocale(locale));
}

/** "Tomorrow's lunch", "Today's lunch" or "Lunch on Fri, 27 Nov" in `locale`. */
function mealIn(slotName: string, day: string, today: string, locale: Locale): string {
  const slot = slotName.toLowerCase();
  if (day === today) return m.todaysSlot({ slot }, { locale });
  if (day === dateAfter(today, 1)) return m.tomorrowsSlot({ slot }, { locale });
  return m.slotOnDay({ slot: slotName, day: dateWord(day, intlLocale(locale)) }, { locale });
}

/**
 * The evening-before reminder: "Tomorrow's lunch" / "Weekday lunch, 2 tiffins. Skip until 10:30 tomorrow."
 * `cutoff` is the meal's skip cut-off, said on the kitchen's clock in `timeZone`.
 */
export function planReminderPush(meal: {
  slotName: string;
  planName: string;
  tiffins: number;
  day: string;
  cutoff: Date;
  today: string;
  cutoffDay: string;
  timeZone: string;
}): PushMessage {
  return (locale) => ({
    title: mealIn(meal.slotName, meal.day, meal.today, locale),
    body: m.pushPlanReminderBody(
      {
        plan: meal.planName,
        count: meal.tiffins,
        time: clockTimeAt(meal.cutoff.toISOString(), meal.timeZone, intlLocale(locale)),
        day: dayIn(meal.cutoffDay, meal.today, locale),
      },
      { locale },
    ),
    url: TIFFIN_PATH,
    icon: PUSH_ICON,
  });
}

/** A holiday on a household's meal day: 'No lunch on Fri, 27 Nov: kitchen holiday (Diwali). Nothing is charged.' */
export function planHolidayPush(holiday: { slotName: string; day: string; note: string }): PushMessage {
  return (locale) => {
    const words = { slot: holiday.slotName.toLowerCase(), day: dateWord(holiday.day, intlLocale(locale)) };
    return {
      title: m.pushHolidayTitle({}, { locale }),
      body: holiday.note
        ? m.pushHolidayBody({ ...words, note: holiday.note }, { locale })
        : m.pushHolidayBodyNoNote(words, { locale }),
      url: TIFFIN_PATH,
      icon: PUSH_ICON,
    };
  };
}

/** A household's meal not made because its account is at its credit limit. */
export function overLimitPush(meal: { slotName: string; day: string; today: string }): PushMessage {
  return (locale) => ({
    title: m.pushOverLimitTitle({}, { locale }),
    body: m.pushOverLimitBody({ meal: mealIn(meal.slotName, meal.day, meal.today, locale).toLowerCase() }, { locale }),
    url: ACCOUNT_PATH,
    icon: PUSH_ICON,
  });
}

/** The seller's: 'N households at their credit limit lost today's lunch'. */
export function sellerOverLimitPush(meal: {
  slotName: string;
  day: string;
  today: string;
  households: number;
}): PushMessage {
  return (locale) => ({
    title: m.pushSellerOverLimitTitle({}, { locale }),
    body: m.pushSellerOverLimitBody(
      { count: meal.households, meal: mealIn(meal.slotName, meal.day, meal.today, locale).toLowerCase() },
      { locale },
    ),
    url: SUBSCRIBERS_PATH,
    icon: PUSH_ICON,
  });
}

/** A prepaid balance below two meals' price: 'Your tiffin account has ₹120 left, less than two meals. …' */
export function lowBalancePush(balancePaise: number): PushMessage {
  return (locale) => ({
    title: m.pushLowBalanceTitle({}, { locale }),
    body: m.pushLowBalanceBody({ balance: paiseText(balancePaise) }, { locale }),
    url: ACCOUNT_PATH,
    icon: PUSH_ICON,
  });
}
