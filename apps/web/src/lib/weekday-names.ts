import { intlLocale } from '@rasoi/domain/locale';
import { WEEKDAYS, addDays, type Weekday } from '@rasoi/domain/slots';
import { dateFormat } from '@rasoi/domain/slot-dates';

/** The short and full names of the weekdays, 0 = Monday ('Mon', 'Monday'), in the app's locale. */
export function weekdayNames(): { weekday: Weekday; short: string; long: string }[] {
  // 2024-01-01 was a Monday; dates are read in UTC so the zone never shifts the day.
  const short = dateFormat(intlLocale(), { weekday: 'short', timeZone: 'UTC' });
  const long = dateFormat(intlLocale(), { weekday: 'long', timeZone: 'UTC' });
  return WEEKDAYS.map((weekday) => {
    const date = addDays('2024-01-01', weekday);
    return { weekday, short: short.format(date), long: long.format(date) };
  });
}
