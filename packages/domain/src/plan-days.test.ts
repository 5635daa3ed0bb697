import { describe, expect, it } from 'vitest';
import {
  duePlanMealDays,
  duePlanReminderDays,
  earliestStartDay,
  nextPlanMealCutoff,
  nextPlanReminder,
  maskToWeekdays,
  planMealDays,
  planReminderAt,
  planSkipCutoff,
  servedWeekdays,
  slotCutoffLeadMinutes,
  weekdaysToMask,
} from './plan-days.ts';

const KOLKATA = 'Asia/Kolkata';
/** Lunch: order by 10:30, delivered 12:30-14:00 (kitchen time, UTC+5:30). */
const LUNCH = { order_by: '10:30', delivery_from: '12:30', delivery_to: '14:00' };
const WEEKDAYS_MON_FRI = [0, 1, 2, 3, 4] as const;

describe('weekday masks', () => {
  it('stores Monday as bit 0 and Sunday as bit 6, and reads them back in order', () => {
    expect(weekdaysToMask([0])).toBe(1);
    expect(weekdaysToMask([6])).toBe(64);
    expect(weekdaysToMask([...WEEKDAYS_MON_FRI])).toBe(31);
    expect(maskToWeekdays(31)).toEqual([0, 1, 2, 3, 4]);
    expect(maskToWeekdays(weekdaysToMask([6, 2]))).toEqual([2, 6]);
  });

  it('keeps only the plan days its slot serves', () => {
    expect(servedWeekdays([0, 5, 6], [0, 1, 2, 3, 4, 5])).toEqual([0, 5]);
  });
});

describe('planMealDays', () => {
  it('lists the days of the range on the plan weekdays, both ends included', () => {
    // 2026-12-07 is a Monday.
    expect(planMealDays(WEEKDAYS_MON_FRI, '2026-12-05', '2026-12-14')).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-14',
    ]);
  });

  it('is empty for a range of weekend days only, and for an inverted range', () => {
    expect(planMealDays(WEEKDAYS_MON_FRI, '2026-12-05', '2026-12-06')).toEqual([]);
    expect(planMealDays(WEEKDAYS_MON_FRI, '2026-12-10', '2026-12-09')).toEqual([]);
  });
});

describe('planSkipCutoff', () => {
  it("is the slot's own order cut-off when the plan names none", () => {
    expect(planSkipCutoff('2026-12-07', LUNCH, null, KOLKATA).toISOString()).toBe('2026-12-07T05:00:00.000Z');
  });

  it("is the plan's minutes before delivery starts, e.g. the evening before", () => {
    // 12:30 on the 7th minus 15 hours = 21:30 on the 6th, kitchen time.
    expect(planSkipCutoff('2026-12-07', LUNCH, 900, KOLKATA).toISOString()).toBe('2026-12-06T16:00:00.000Z');
  });

  it("is never later than the slot's own cut-off", () => {
    expect(planSkipCutoff('2026-12-07', LUNCH, 30, KOLKATA).toISOString()).toBe('2026-12-07T05:00:00.000Z');
  });

  it('gives the least minutes a plan may name for the slot', () => {
    expect(slotCutoffLeadMinutes(LUNCH)).toBe(120);
    expect(slotCutoffLeadMinutes({ order_by: '13:00', delivery_from: '12:30', delivery_to: '14:00' })).toBe(0);
  });
});

describe('earliestStartDay', () => {
  const plan = { weekdays: [...WEEKDAYS_MON_FRI], slot: LUNCH, skipCutoffMinutes: null, leadDays: 0 };

  it("starts today while today's meal can still be skipped", () => {
    // Monday 09:00 kitchen time.
    const now = new Date('2026-12-07T03:30:00.000Z');
    expect(earliestStartDay(plan, now, KOLKATA)).toEqual({
      date: '2026-12-07',
      skipCutoff: new Date('2026-12-07T05:00:00.000Z'),
    });
  });

  it("moves to the next plan day once today's cut-off has passed", () => {
    // Monday 10:30 sharp: the cut-off is an instant that has come.
    const now = new Date('2026-12-07T05:00:00.000Z');
    expect(earliestStartDay(plan, now, KOLKATA)?.date).toBe('2026-12-08');
  });

  it('skips the weekend and the lead days', () => {
    // Friday 11:00: Friday is cut, Saturday and Sunday are not plan days.
    const friday = new Date('2026-12-11T05:30:00.000Z');
    expect(earliestStartDay(plan, friday, KOLKATA)?.date).toBe('2026-12-14');
    // With two lead days from Thursday: Saturday at the earliest, so Monday.
    const thursday = new Date('2026-12-10T03:00:00.000Z');
    expect(earliestStartDay({ ...plan, leadDays: 2 }, thursday, KOLKATA)?.date).toBe('2026-12-14');
  });

  it("reads the plan's own cut-off: skipping Tuesday's lunch closes Monday 21:30", () => {
    const late = { ...plan, skipCutoffMinutes: 900 };
    expect(earliestStartDay(late, new Date('2026-12-07T15:59:00.000Z'), KOLKATA)?.date).toBe('2026-12-08');
    expect(earliestStartDay(late, new Date('2026-12-07T16:00:00.000Z'), KOLKATA)?.date).toBe('2026-12-09');
  });

  it('uses the kitchen calendar, not UTC: 01:00 in Kolkata is still the previous day in UTC', () => {
    // Tuesday 01:00 kitchen time is Monday 19:30 UTC.
    const now = new Date('2026-12-07T19:30:00.000Z');
    expect(earliestStartDay(plan, now, KOLKATA)?.date).toBe('2026-12-08');
  });

  it('is null when the slot serves none of the plan days', () => {
    expect(earliestStartDay({ ...plan, weekdays: [] }, new Date('2026-12-07T03:30:00.000Z'), KOLKATA)).toBeNull();
  });
});

describe('the generation’s due days (D92)', () => {
  const plan = { weekdays: [...WEEKDAYS_MON_FRI], slot: LUNCH, skipCutoffMinutes: null };

  it('takes a meal day from its cut-off on, back a week, and none ahead of its cut-off', () => {
    // Friday 27 November 2026, 10:29:59.999 and 10:30 in the kitchen.
    expect(duePlanMealDays(plan, new Date('2026-11-27T04:59:59.999Z'), KOLKATA)).toEqual([
      '2026-11-20',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(duePlanMealDays(plan, new Date('2026-11-27T05:00:00.000Z'), KOLKATA).at(-1)).toBe('2026-11-27');
  });

  it('counts a cut-off two days ahead of its meal', () => {
    const early = { ...plan, skipCutoffMinutes: 2_880 };
    // Wednesday 25 November, 12:30: Friday's meal is already past its cut-off.
    expect(duePlanMealDays(early, new Date('2026-11-25T07:00:00.000Z'), KOLKATA).at(-1)).toBe('2026-11-27');
  });

  it('wakes at the next cut-off, skipping the weekend', () => {
    expect(nextPlanMealCutoff(plan, new Date('2026-11-27T05:00:00.000Z'), KOLKATA)).toEqual(
      new Date('2026-11-30T05:00:00.000Z'),
    );
    expect(nextPlanMealCutoff({ ...plan, weekdays: [] }, new Date('2026-11-27T05:00:00.000Z'), KOLKATA)).toBeNull();
  });
});

describe('plan meal reminders (D95)', () => {
  const lunch = { weekdays: WEEKDAYS_MON_FRI, slot: LUNCH, skipCutoffMinutes: null };

  it('go at 19:00 the evening before, or 12 hours before skipping closes when that is earlier', () => {
    // Friday's lunch closes at 10:30 Friday: reminded at 19:00 Thursday (13:30Z).
    const friday = planSkipCutoff('2026-11-27', LUNCH, null, KOLKATA);
    expect(planReminderAt('2026-11-27', friday, KOLKATA).toISOString()).toBe('2026-11-26T13:30:00.000Z');
    // A cut-off at 20:00 the evening before (16.5 hours before a 12:30 delivery): reminded at 08:00 that day.
    const early = planSkipCutoff('2026-11-27', LUNCH, 990, KOLKATA);
    expect(planReminderAt('2026-11-27', early, KOLKATA).toISOString()).toBe('2026-11-26T02:30:00.000Z');
  });

  it('are due from their time until skipping closes, never after', () => {
    expect(duePlanReminderDays(lunch, new Date('2026-11-26T13:29:59.999Z'), KOLKATA)).toEqual([]);
    expect(duePlanReminderDays(lunch, new Date('2026-11-26T13:30:00.000Z'), KOLKATA).map((d) => d.date)).toEqual([
      '2026-11-27',
    ]);
    expect(duePlanReminderDays(lunch, new Date('2026-11-27T04:59:59.999Z'), KOLKATA).map((d) => d.date)).toEqual([
      '2026-11-27',
    ]);
    expect(duePlanReminderDays(lunch, new Date('2026-11-27T05:00:00.000Z'), KOLKATA)).toEqual([]);
    // Friday evening: Monday's reminder is Sunday's, not yet.
    expect(duePlanReminderDays(lunch, new Date('2026-11-27T14:00:00.000Z'), KOLKATA)).toEqual([]);
    expect(nextPlanReminder(lunch, new Date('2026-11-27T14:00:00.000Z'), KOLKATA)?.toISOString()).toBe(
      '2026-11-29T13:30:00.000Z',
    );
  });
});
