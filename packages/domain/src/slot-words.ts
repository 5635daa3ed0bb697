import { dayToday } from './i18n/messages/daytoday1.js';
import { dayTomorrow } from './i18n/messages/daytomorrow1.js';
import { slotOnDay } from './i18n/messages/slotonday2.js';
import { todaysSlot } from './i18n/messages/todaysslot1.js';
import { tomorrowsSlot } from './i18n/messages/tomorrowsslot1.js';
import { intlLocale } from './locale.ts';
import { addDays, dateAfter, dateFormat } from './slot-dates.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { dayToday, dayTomorrow, slotOnDay, todaysSlot, tomorrowsSlot };

/**
 * How a slot's day and the slot itself are named in a sentence (issue 14): 'today', 'tomorrow' or
 * 'Fri, 28 Nov' for a date ('yyyy-mm-dd') relative to the kitchen's `today`. Shared by the server's
 * refusals and the web app's slot cards so both say the same.
 */
export function dayWord(date: string, today: string, locale: string = intlLocale()): string {
  if (date === today) return m.dayToday();
  if (date === dateAfter(today, 1)) return m.dayTomorrow();
  return dateWord(date, locale);
}

/** A date ('yyyy-mm-dd') written short, whatever today is: 'Thu, 26 Nov'. */
export function dateWord(date: string, locale: string = intlLocale()): string {
  return dateFormat(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(
    addDays(date, 0),
  );
}

/** "Today's lunch", "Tomorrow's lunch" or "Lunch on Fri, 28 Nov". */
export function slotLabel(slot: { name: string; date: string }, today: string, locale: string = intlLocale()): string {
  if (slot.date === today) return m.todaysSlot({ slot: slot.name.toLowerCase() });
  if (slot.date === dateAfter(today, 1)) return m.tomorrowsSlot({ slot: slot.name.toLowerCase() });
  return m.slotOnDay({ slot: slot.name, day: dayWord(slot.date, today, locale) });
}

/** The wall-clock time of an instant in the kitchen's zone, e.g. '10:30'. */
export function clockTimeAt(instant: string, timeZone: string, locale: string = intlLocale()): string {
  return dateFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(instant),
  );
}
