import { describe, expect, it } from 'vitest';
import {
  comingMeals,
  currentPause,
  daysBetween,
  firstChangeableDay,
  isSubscriptionMealDay,
  mealChangeCutoff,
  subscriptionState,
  type PlanDayOverride,
  type SubscriptionFacts,
} from './subscription-days.ts';
import { pauseSubscriptionBodySchema, subscribeBodySchema } from './subscriptions.ts';
import { clockTimeAt } from './slot-words.ts';

/** A subscription's calendar (issue 26, docs/decisions/0091), in the kitchen's time zone. */
const ZONE = 'Asia/Kolkata';
const LUNCH = { order_by: '10:30', delivery_from: '12:30', delivery_to: '14:00' };
const override = (changes: Partial<PlanDayOverride>): PlanDayOverride => ({
  skipped: false,
  paused: false,
  extraTiffins: 0,
  outcome: null,
  ...changes,
});
const facts = (changes: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  weekdays: [0, 1, 2, 3, 4],
  slot: LUNCH,
  skipCutoffMinutes: null,
  startDay: '2026-11-27',
  endDay: null,
  tiffins: 2,
  days: new Map(),
  ...changes,
});
// Thursday 26 November 2026, 08:30 in the kitchen.
const THURSDAY = new Date('2026-11-26T03:00:00.000Z');

describe('the coming meals', () => {
  it('are the plan weekdays from the start, each with its skip cut-off', () => {
    const meals = comingMeals(facts(), THURSDAY, ZONE, 7);
    expect(meals.map((meal) => meal.date)).toEqual(['2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(meals[0]).toEqual({
      date: '2026-11-27',
      state: 'planned',
      note: null,
      tiffins: 2,
      changeableUntil: new Date('2026-11-27T05:00:00.000Z'),
      changeable: true,
    });
  });

  it('leave out the days after the end, and mark skipped, paused and extra days', () => {
    const days = new Map([
      ['2026-11-30', override({ skipped: true })],
      ['2026-12-01', override({ paused: true, skipped: true })],
      ['2026-12-02', override({ extraTiffins: 1 })],
    ]);
    const meals = comingMeals(facts({ days, endDay: '2026-12-02' }), THURSDAY, ZONE, 14);
    expect(meals.map((meal) => [meal.date, meal.state, meal.tiffins])).toEqual([
      ['2026-11-27', 'planned', 2],
      ['2026-11-30', 'skipped', 0],
      ['2026-12-01', 'paused', 0],
      ['2026-12-02', 'extra', 3],
    ]);
  });

  it('follow the generation once it decided a day, and no longer change', () => {
    const days = new Map([
      ['2026-11-27', override({ outcome: 'cooked', paused: true })],
      ['2026-11-30', override({ outcome: 'skipped', skipped: true })],
    ]);
    const meals = comingMeals(facts({ days }), THURSDAY, ZONE, 5);
    expect(meals.map((meal) => [meal.state, meal.tiffins, meal.changeable])).toEqual([
      ['made', 2, false],
      ['skipped', 0, false],
    ]);
  });

  it('name why a decided meal was lost, and bring no tiffins (D94)', () => {
    const days = new Map([
      ['2026-11-27', override({ outcome: 'no_room' })],
      ['2026-11-30', override({ outcome: 'over_limit' })],
      ['2026-12-01', override({ outcome: 'missed' })],
      ['2026-12-02', override({ outcome: 'ended' })],
    ]);
    const meals = comingMeals(facts({ days }), THURSDAY, ZONE, 7);
    expect(meals.map((meal) => [meal.state, meal.tiffins, meal.changeable])).toEqual([
      ['no_room', 0, false],
      ['over_limit', 0, false],
      ['missed', 0, false],
      ['paused', 0, false],
    ]);
  });

  it('show a holiday with its note from the moment it is declared, whatever the day was (D94)', () => {
    const days = new Map([
      ['2026-11-27', override({ outcome: 'cooked' })],
      ['2026-11-30', override({ skipped: true })],
      ['2026-12-02', override({ outcome: 'holiday' })],
    ]);
    const holidays = new Map([
      ['2026-11-27', 'Diwali'],
      ['2026-11-30', ''],
      ['2026-12-01', 'Travelling'],
      ['2026-12-02', 'Travelling'],
    ]);
    const meals = comingMeals(facts({ days, holidays }), THURSDAY, ZONE, 7);
    expect(meals.map((meal) => [meal.state, meal.note, meal.tiffins, meal.changeable])).toEqual([
      ['holiday', 'Diwali', 0, false],
      ['holiday', '', 0, false],
      ['holiday', 'Travelling', 0, false],
      ['holiday', 'Travelling', 0, false],
    ]);
  });

  it('close to change at the plan’s own cut-off, never after the slot’s', () => {
    // 15 hours before 12:30: 21:30 the evening before.
    expect(mealChangeCutoff(facts({ skipCutoffMinutes: 900 }), '2026-11-27', ZONE)).toEqual(
      new Date('2026-11-26T16:00:00.000Z'),
    );
    const at = new Date('2026-11-26T16:00:00.000Z');
    expect(comingMeals(facts({ skipCutoffMinutes: 900 }), at, ZONE, 2)[0]?.changeable).toBe(false);
  });
});

describe('the days that can still change', () => {
  it('begin at the first day whose cut-off is ahead', () => {
    expect(firstChangeableDay(facts(), THURSDAY, ZONE)).toBe('2026-11-26');
    expect(firstChangeableDay(facts(), new Date('2026-11-26T05:00:00.000Z'), ZONE)).toBe('2026-11-27');
    // A cut-off the evening before: at Thursday 21:30 Friday has closed too.
    expect(firstChangeableDay(facts({ skipCutoffMinutes: 900 }), new Date('2026-11-26T16:00:00.000Z'), ZONE)).toBe(
      '2026-11-28',
    );
  });

  it('are meal days only from the start to the end, on the plan’s weekdays', () => {
    const subscription = facts({ endDay: '2026-12-04' });
    expect(isSubscriptionMealDay(subscription, '2026-11-26')).toBe(false);
    expect(isSubscriptionMealDay(subscription, '2026-11-28')).toBe(false);
    expect(isSubscriptionMealDay(subscription, '2026-12-04')).toBe(true);
    expect(isSubscriptionMealDay(subscription, '2026-12-07')).toBe(false);
  });
});

describe('pauses and state', () => {
  it('answers the pause in force or the next one, as one run of days', () => {
    expect(currentPause([], '2026-11-26')).toBeNull();
    expect(currentPause(['2026-12-02', '2026-11-30', '2026-12-01', '2026-12-09'], '2026-11-26')).toEqual({
      from: '2026-11-30',
      until: '2026-12-02',
    });
    expect(currentPause(['2026-11-25', '2026-11-26', '2026-11-27'], '2026-11-26')).toEqual({
      from: '2026-11-26',
      until: '2026-11-27',
    });
    expect(daysBetween('2026-11-30', '2026-12-02')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
  });

  it('is ended once ended, paused while a pause covers today, else active', () => {
    expect(subscriptionState({ endedAt: '2026-11-26T03:00:00.000Z', pausedToday: true })).toBe('ended');
    expect(subscriptionState({ endedAt: null, pausedToday: true })).toBe('paused');
    expect(subscriptionState({ endedAt: null, pausedToday: false })).toBe('active');
  });

  it('writes a refusal’s time on the kitchen’s 24-hour clock', () => {
    // The refusals write it with the slots' own clock words (slot-words.ts), in either language.
    for (const locale of ['en', 'hi']) {
      expect(clockTimeAt('2026-11-27T05:00:00.000Z', ZONE, locale)).toBe('10:30');
      expect(clockTimeAt('2026-11-26T16:00:00.000Z', ZONE, locale)).toBe('21:30');
    }
  });
});

describe('the request schemas', () => {
  it('take 1 to 4 tiffins, prepaid or on account, and no diet as none', () => {
    const body = {
      plan_id: 'abc',
      start_day: '2026-11-27',
      tiffins: 4,
      address_id: 'def',
      pay: 'on_account',
    };
    expect(subscribeBodySchema.parse(body).diet).toEqual({
      jain: false,
      no_onion_garlic: false,
      spice: null,
      less_oil: false,
      note: null,
    });
    expect(subscribeBodySchema.safeParse({ ...body, tiffins: 5 }).success).toBe(false);
    expect(subscribeBodySchema.safeParse({ ...body, pay: 'cash' }).success).toBe(false);
  });

  it('take a pause of 1 to 90 days, its ends in order', () => {
    expect(pauseSubscriptionBodySchema.safeParse({ from: '2026-12-01', until: '2026-12-01' }).success).toBe(true);
    expect(pauseSubscriptionBodySchema.safeParse({ from: '2026-12-01', until: '2027-02-28' }).success).toBe(true);
    expect(pauseSubscriptionBodySchema.safeParse({ from: '2026-12-01', until: '2027-03-01' }).success).toBe(false);
    expect(pauseSubscriptionBodySchema.safeParse({ from: '2026-12-02', until: '2026-12-01' }).success).toBe(false);
    // A malformed day is refused by its field, without the range's arithmetic throwing (found by the fuzzer).
    expect(pauseSubscriptionBodySchema.safeParse({ from: '', until: '2026-02-30' }).success).toBe(false);
  });
});
