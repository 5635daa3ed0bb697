/**
 * The kitchen's calendar arithmetic (issue 14, D47): 'yyyy-mm-dd' dates and the wall clock of the
 * kitchen's time zone, for meal slots and the seller's time frames (time-frame.ts). Kept apart
 * from slots.ts, which holds the plan's zod schemas, so the web app's home screen can name today and
 * tomorrow without loading zod in its first load; slots.ts re-exports these for the server.
 */

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The weekdays, 0 = Monday ... 6 = Sunday, as the kitchen's calendar numbers them. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Minutes after midnight of an 'HH:MM' time. */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** The weekday (0 = Monday) of a 'yyyy-mm-dd' date. */
export function weekdayOf(date: string): Weekday {
  return ((addDays(date, 0).getUTCDay() + 6) % 7) as Weekday;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One `Intl.DateTimeFormat` per locale and options, made once and kept: making one costs ICU work and
 * native memory, and the server asks for the kitchen's date on every order (issue 14: a new one per
 * order raised the server's memory under load by about 45 MB).
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

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
  return dayFormat(timeZone).format(instant);
}

/** Per time zone, the format localDateAt reads (en-CA writes dates as yyyy-mm-dd). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** Per time zone, the format zoneOffsetMs reads the zone's wall clock with. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

// Looked up by time zone alone, not through dateFormat's key (a JSON text of the options, made on each call):
// the calendars ask for the kitchen's date and clock many times per request.
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = dateFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of clockFormat(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour!, fields.minute!, fields.second!) - instant;
}

/**
 * wallClockInstant's answers (epoch ms) by time zone, date and time: each costs four ICU formats, and a
 * subscription's calendar asks for its slot's three times on each of 14 days on every read (issue 26: most
 * of `GET /subscriptions`' CPU). The answer never changes in a process (its time zone data is fixed), so a
 * kept one is the same answer. Emptied when full: a kitchen asks for a few hundred a day.
 */
const wallClockInstants = new Map<string, number>();
const WALL_CLOCK_INSTANTS_MAX = 10_000;

/**
 * The instant the kitchen's wall clock reads `time` ('HH:MM') on `date` ('yyyy-mm-dd') in the time zone.
 * Two corrections of the zone's offset settle it across a daylight-saving change. A new Date each call.
 */
export function wallClockInstant(date: string, time: string, timeZone: string): Date {
  const key = `${timeZone} ${date} ${time}`;
  let instant = wallClockInstants.get(key);
  if (instant === undefined) {
    const [hours, minutes] = time.split(':').map(Number);
    const guess = addDays(date, 0).getTime() + (hours! * 60 + minutes!) * 60_000;
    const first = guess - zoneOffsetMs(guess, timeZone);
    instant = guess - zoneOffsetMs(first, timeZone);
    if (wallClockInstants.size >= WALL_CLOCK_INSTANTS_MAX) wallClockInstants.clear();
    wallClockInstants.set(key, instant);
  }
  return new Date(instant);
}

/** A slot's wall-clock times as the weekly plan holds them ('HH:MM', the kitchen's time zone). */
export type SlotClock = { order_by: string; delivery_from: string; delivery_to: string };

/**
 * The instants of a plan entry's slot on `date` (issue 14, D47): its order cut-off (`order_by`) and its
 * delivery window. The one rule for a slot's cut-off on a day: the day's slot is stored with these
 * instants (ensureDaySlots), and a tiffin plan's skip cut-off is read from them (plan-days.ts, D89).
 */
export function slotInstantsOn(
  date: string,
  clock: SlotClock,
  timeZone: string,
): { order_by: Date; delivery_from: Date; delivery_to: Date } {
  return {
    order_by: wallClockInstant(date, clock.order_by, timeZone),
    delivery_from: wallClockInstant(date, clock.delivery_from, timeZone),
    delivery_to: wallClockInstant(date, clock.delivery_to, timeZone),
  };
}
