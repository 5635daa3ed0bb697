import { describe, expect, it, vi } from 'vitest';
import { clockTimeInvalid } from './i18n/messages/clocktimeinvalid2.js';
import { slotCapacityInvalid } from './i18n/messages/slotcapacityinvalid2.js';
import { slotCutoffAfterWindow } from './i18n/messages/slotcutoffafterwindow3.js';
import { slotPatchEmpty } from './i18n/messages/slotpatchempty2.js';
import { slotWeekdaysRequired } from './i18n/messages/slotweekdaysrequired2.js';
import { slotWindowInvalid } from './i18n/messages/slotwindowinvalid2.js';
import { slotsOverlap } from './i18n/messages/slotsoverlap1.js';
import { slotLabel } from './slot-words.ts';
import {
  dateAfter,
  localDateAt,
  platesOf,
  slotPatchSchema,
  slotPlanBodySchema,
  slotState,
  wallClockInstant,
  weekdayOf,
} from './slots.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = {
  clockTimeInvalid,
  slotCapacityInvalid,
  slotCutoffAfterWindow,
  slotPatchEmpty,
  slotWeekdaysRequired,
  slotWindowInvalid,
  slotsOverlap,
};

const LUNCH = {
  name: 'Lunch',
  weekdays: [0, 1, 2, 3, 4, 5],
  order_by: '10:30',
  delivery_from: '12:30',
  delivery_to: '14:00',
  capacity: 30,
};

describe('the kitchen calendar', () => {
  it("reads a wall-clock time of the kitchen's zone as an instant, across a daylight-saving change", () => {
    expect(wallClockInstant('2026-11-26', '10:30', 'Asia/Kolkata').toISOString()).toBe('2026-11-26T05:00:00.000Z');
    // London moves to summer time on 29 March 2026 at 01:00 UTC.
    expect(wallClockInstant('2026-03-28', '12:00', 'Europe/London').toISOString()).toBe('2026-03-28T12:00:00.000Z');
    expect(wallClockInstant('2026-03-29', '12:00', 'Europe/London').toISOString()).toBe('2026-03-29T11:00:00.000Z');
  });

  it('reads a wall-clock time a second time without asking the time zone data again (issue 26)', () => {
    // A subscription's calendar asks for its slot's times on each of 14 days on every read: the zone's
    // offsets were four ICU formats per time, most of GET /subscriptions' CPU.
    const formats = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      const first = wallClockInstant('2026-10-25', '12:00', 'Europe/London');
      const asked = formats.mock.calls.length;
      first.setTime(0); // a caller's own Date: changing it changes no later answer
      const again = wallClockInstant('2026-10-25', '12:00', 'Europe/London');
      expect(formats.mock.calls.length).toBe(asked);
      // Summer time ended at 01:00 UTC that morning; the same day and time in another zone is its own.
      expect(again.toISOString()).toBe('2026-10-25T12:00:00.000Z');
      expect(wallClockInstant('2026-10-25', '12:00', 'Asia/Kolkata').toISOString()).toBe('2026-10-25T06:30:00.000Z');
    } finally {
      formats.mockRestore();
    }
  });

  it('knows the date and weekday in the kitchen, and the days after', () => {
    // 20:00 UTC on the 26th is already the 27th in India.
    expect(localDateAt(new Date('2026-11-26T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-11-27');
    expect(weekdayOf('2026-11-26')).toBe(3); // a Thursday
    expect(weekdayOf('2026-11-30')).toBe(0); // a Monday
    expect(dateAfter('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('the weekly plan', () => {
  it('accepts lunch and dinner and sorts the weekdays', () => {
    const parsed = slotPlanBodySchema.parse({
      slots: [
        { ...LUNCH, weekdays: [5, 0, 0] },
        { ...LUNCH, name: 'Dinner', delivery_from: '19:30', delivery_to: '21:00' },
      ],
    });
    expect(parsed.slots[0]!.weekdays).toEqual([0, 5]);
  });

  it('allows the same name on different days (weekday and weekend lunch)', () => {
    expect(
      slotPlanBodySchema.safeParse({ slots: [LUNCH, { ...LUNCH, weekdays: [6], order_by: '11:00' }] }).success,
    ).toBe(true);
  });

  it.each([
    [{ ...LUNCH, order_by: '14:00' }, m.slotCutoffAfterWindow()],
    [{ ...LUNCH, delivery_from: '14:00' }, m.slotWindowInvalid()],
    [{ ...LUNCH, capacity: 0 }, m.slotCapacityInvalid()],
    [{ ...LUNCH, weekdays: [7] }, m.slotWeekdaysRequired()],
    [{ ...LUNCH, delivery_to: '2pm' }, m.clockTimeInvalid()],
  ])('refuses %o', (entry, message) => {
    const result = slotPlanBodySchema.safeParse({ slots: [entry] });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses two windows that overlap on a shared weekday only', () => {
    const dinner = { ...LUNCH, name: 'Brunch', delivery_from: '13:30', delivery_to: '15:00' };
    expect(slotPlanBodySchema.safeParse({ slots: [LUNCH, dinner] }).error?.issues[0]?.message).toBe(m.slotsOverlap());
    expect(slotPlanBodySchema.safeParse({ slots: [LUNCH, { ...dinner, weekdays: [6] }] }).success).toBe(true);
  });

  it("changes a day's cap to 0 but never below, and needs something to change", () => {
    expect(slotPatchSchema.safeParse({ capacity: 0 }).success).toBe(true);
    expect(slotPatchSchema.safeParse({ capacity: -1 }).error?.issues[0]?.message).toBe(m.slotCapacityInvalid());
    expect(slotPatchSchema.safeParse({}).error?.issues[0]?.message).toBe(m.slotPatchEmpty());
  });
});

describe('a slot for a customer', () => {
  const slot = { date: '2026-11-26', order_by: '2026-11-26T05:00:00.000Z', is_open: true, capacity: 3, taken: 1 };
  const before = new Date('2026-11-26T04:00:00Z');

  it('is open, full, closed, past or later', () => {
    expect(slotState(slot, before, '2026-11-28')).toBe('open');
    expect(slotState({ ...slot, taken: 3 }, before, '2026-11-28')).toBe('full');
    expect(slotState({ ...slot, is_open: false }, before, '2026-11-28')).toBe('closed');
    expect(slotState(slot, new Date('2026-11-26T05:00:00Z'), '2026-11-28')).toBe('past');
    expect(slotState({ ...slot, date: '2026-11-29', order_by: '2026-11-29T05:00:00.000Z' }, before, '2026-11-28')).toBe(
      'later',
    );
  });

  it('counts thalis as plates', () => {
    expect(platesOf([{ quantity: 2 }, { quantity: 1 }])).toBe(3);
  });

  it("is named as today's, tomorrow's or a dated slot", () => {
    expect(slotLabel({ name: 'Lunch', date: '2026-11-26' }, '2026-11-26')).toBe("Today's lunch");
    expect(slotLabel({ name: 'Lunch', date: '2026-11-27' }, '2026-11-26')).toBe("Tomorrow's lunch");
    expect(slotLabel({ name: 'Lunch', date: '2026-11-28' }, '2026-11-26')).toBe('Lunch on Sat, 28 Nov');
  });
});
