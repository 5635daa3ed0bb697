import { getLocale, intlLocale } from '@rasoi/domain/locale';

/**
 * Shared display formatting (spec 9 'Date formats': en-GB for order details, en-US elsewhere; prices in
 * whole rupees with the rupee sign). In Hindi (issue 16, D62) every one of them is written the hi-IN way.
 */

/** The Intl locale of a spec date format in the current language: `english` itself, or 'hi-IN'. */
function dateLocale(english: 'en-US' | 'en-GB'): string {
  return getLocale() === 'hi' ? 'hi-IN' : english;
}

/** '₹120' for a whole-rupee amount; Indian digit grouping for large figures ('₹1,20,000'), in either language. */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString(intlLocale())}`;
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Date and time in en-US, as lists show them: 'Jan 5, 2025, 7:30 PM' (spec 9). */
export function formatDateTimeUs(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  return date.toLocaleString(dateLocale('en-US'), { dateStyle: 'medium', timeStyle: 'short' });
}

/** Date and time in en-GB, as order details show them: '5 Jan 2025, 19:30' (spec 9). */
export function formatDateTimeGb(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  return date.toLocaleString(dateLocale('en-GB'), { dateStyle: 'medium', timeStyle: 'short' });
}

/** The order number people see: '#' and the last four characters of the id (spec 3). */
export function orderNumber(id: string): string {
  return `#${id.slice(-4)}`;
}
