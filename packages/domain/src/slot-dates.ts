/**
 * The kitchen's calendar arithmetic for meal slots (issue 14, D47), on 'yyyy-mm-dd' dates. Kept apart
 * from slots.ts, which holds the plan's zod schemas, so the web app's home screen can name today and
 * tomorrow without loading zod in its first load; slots.ts re-exports these for the server.
 */

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date `days` after (or before, when negative) the given 'yyyy-mm-dd', as a Date at UTC midnight. */
export function addDays(date: string, days: number): Date {
  const [, year, month, day] = LOCAL_DATE.exec(date) ?? [];
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) + days));
}

/** The 'yyyy-mm-dd' `days` after the given date. */
export function dateAfter(date: string, days: number): string {
  return addDays(date, days).toISOString().slice(0, 10);
}

/** The kitchen's calendar date ('yyyy-mm-dd') at an instant, in the IANA time zone. */
export function localDateAt(instant: Date, timeZone: string): string {
  // en-CA writes dates as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}
