/**
 * Shared display formatting (spec 9 'Date formats': en-GB for order details, en-US elsewhere;
 * prices in whole rupees with the rupee sign).
 */

/** '₹120' for a whole-rupee amount; Indian digit grouping for large figures. */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`;
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Date and time in en-US, as lists show them: 'Jan 5, 2025, 7:30 PM' (spec 9). */
export function formatDateTimeUs(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Date and time in en-GB, as order details show them: '5 Jan 2025, 19:30' (spec 9). */
export function formatDateTimeGb(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  return date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The order number people see: '#' and the last four characters of the id (spec 3). */
export function orderNumber(id: string): string {
  return `#${id.slice(-4)}`;
}
