import { z } from 'zod';
import { invalidTimeFrame } from './i18n/messages/invalidtimeframe2.js';
import { dateFormat, wallClockInstant } from './slot-dates.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { invalidTimeFrame };

/**
 * Seller statistics time frames (spec 5, 7; docs/decisions/p03): 1 = today, 2 = Monday to Sunday of this
 * week, 3 = this calendar month, 4 = lifetime, on the kitchen's local calendar.
 */
export const TIME_FRAMES = [1, 2, 3, 4] as const;
export type TimeFrame = (typeof TIME_FRAMES)[number];

/** Accepts 1-4 as a number or a numeric string (query strings); anything else gets the spec's message. */
export const timeFrameSchema = z.coerce
  .number({ error: () => m.invalidTimeFrame() })
  .refine((value): value is TimeFrame => (TIME_FRAMES as readonly number[]).includes(value), {
    error: () => m.invalidTimeFrame(),
  });

/** A half-open range of instants [start, end), or null for lifetime. */
export type TimeRange = { start: Date; end: Date } | null;

type LocalDate = { year: number; month: number; day: number };

function localDateOf(instant: Date, timeZone: string): LocalDate & { weekday: number } {
  const parts = dateFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday'));
  return { year: Number(get('year')), month: Number(get('month')), day: Number(get('day')), weekday };
}

/** The instant of local midnight starting the given local date in the time zone. */
export function startOfLocalDay({ year, month, day }: LocalDate, timeZone: string): Date {
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return wallClockInstant(date, '00:00', timeZone);
}

function addDays({ year, month, day }: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/**
 * The range of instants a time frame covers at `now` in the kitchen's time zone (docs/decisions/p03).
 * Returns null for lifetime (frame 4).
 */
export function timeFrameRange(frame: TimeFrame, now: Date, timeZone: string): TimeRange {
  const today = localDateOf(now, timeZone);
  switch (frame) {
    case 1:
      return { start: startOfLocalDay(today, timeZone), end: startOfLocalDay(addDays(today, 1), timeZone) };
    case 2: {
      const monday = addDays(today, -today.weekday);
      return { start: startOfLocalDay(monday, timeZone), end: startOfLocalDay(addDays(monday, 7), timeZone) };
    }
    case 3: {
      const first = { year: today.year, month: today.month, day: 1 };
      const next =
        today.month === 12 ? { year: today.year + 1, month: 1, day: 1 } : { ...first, month: today.month + 1 };
      return { start: startOfLocalDay(first, timeZone), end: startOfLocalDay(next, timeZone) };
    }
    case 4:
      return null;
  }
}

/** Formats a local date as yyyy-mm-dd (spec 7's date format for statistics queries). */
export function formatLocalDate(instant: Date, timeZone: string): string {
  const { year, month, day } = localDateOf(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-mm-dd text as a calendar date, or null when it is not a real date (2024-02-30, 2024-2-1). */
export function parseLocalDate(text: string): LocalDate | null {
  const match = LOCAL_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/**
 * The instants from local midnight of `from` up to (not including) local midnight after `to`, so both
 * days count in full (spec 7 startDate/endDate, end inclusive); either side open when not given.
 * Dates are yyyy-mm-dd texts already checked with `parseLocalDate`; throws on anything else.
 */
export function localDaysRange(
  from: string | undefined,
  to: string | undefined,
  timeZone: string,
): { start: Date | null; end: Date | null } {
  const day = (text: string) => {
    const date = parseLocalDate(text);
    if (!date) throw new Error(`Not a yyyy-mm-dd date: ${text}`);
    return date;
  };
  return {
    start: from === undefined ? null : startOfLocalDay(day(from), timeZone),
    end: to === undefined ? null : startOfLocalDay(addDays(day(to), 1), timeZone),
  };
}
