import { getLocale, intlLocale } from '@rasoi/domain/locale';
import { indianGrouped, rupeesOfPaise } from '@rasoi/domain/indian-digits';
import { numberFormat } from '@rasoi/domain/number-format';
import { dateFormat } from '@rasoi/domain/slot-dates';

/**
 * Shared display formatting (spec 9 'Date formats': en-GB for order details, en-US elsewhere; prices in
 * whole rupees with the rupee sign). In Hindi (issue 16, D62) every one of them is written the hi-IN way.
 * Every date and time is shown on the kitchen's clock, never the phone's (issue 30, docs/decisions/0080):
 * each function takes the kitchen's IANA time zone (useKitchenTimeZone), and no screen formats an instant
 * any other way. Amounts are grouped without `Intl` (indian-digits.ts: the first `Intl` format of a page
 * is a long task, issue 29); dates go through one kept `Intl` format each (dateFormat).
 */

/** The Intl locale of a spec date format in the current language: `english` itself, or 'hi-IN'. */
function dateLocale(english: 'en-US' | 'en-GB'): string {
  return getLocale() === 'hi' ? 'hi-IN' : english;
}

/** '₹245.50' for an amount in paise (two decimals unless whole: '₹240'), in either language's digits grouping. */
export function formatPaise(paise: number): string {
  return `₹${rupeesOfPaise(paise)}`;
}

/** '₹120' for a whole-rupee amount; Indian digit grouping for large figures ('₹1,20,000'), in either language. */
export function formatRupees(amount: number): string {
  return `₹${Number.isInteger(amount) ? indianGrouped(amount) : numberFormat(intlLocale()).format(amount)}`;
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Date and time in en-US on the kitchen's clock (`timeZone`), as lists show them: 'Jan 5, 2025, 7:30 PM'
 * (spec 9). Empty for a value that is not a time.
 */
export function formatDateTimeUs(value: string | number | Date, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  return dateFormat(dateLocale('en-US'), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/**
 * Date and time in en-GB on the kitchen's clock (`timeZone`), as order details show them: '5 Jan 2025,
 * 19:30' (spec 9). Empty for a value that is not a time.
 */
export function formatDateTimeGb(value: string | number | Date, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  return dateFormat(dateLocale('en-GB'), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/**
 * The time of day on the kitchen's clock (`timeZone`), hours and minutes on a 24-hour clock in either
 * language: '12:40' (D115). Empty for no time.
 */
export function formatTimeOfDay(value: string | number | Date, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  return dateFormat(dateLocale('en-GB'), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    date,
  );
}

/** The hour, 0 to 23, that the kitchen's clock (`timeZone`) shows at `now` (the seller's greeting). */
export function hourIn(now: Date, timeZone: string): number {
  const hour = dateFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(now);
  return Number(hour);
}

/** The short name of the month the kitchen's calendar (`timeZone`) is in at `now`, e.g. 'Nov' or 'नव॰'. */
export function shortMonthIn(now: Date, timeZone: string): string {
  return dateFormat(getLocale() === 'hi' ? 'hi-IN' : 'en-US', { month: 'short', timeZone }).format(now);
}

/** The order number people see: '#' and the last four characters of the id (spec 3). */
export function orderNumber(id: string): string {
  return `#${id.slice(-4)}`;
}
