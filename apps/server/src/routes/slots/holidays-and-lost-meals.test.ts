import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import type { ListedHoliday } from '@rasoi/domain/holidays';
import type { LostPlanMeal, Subscription } from '@rasoi/domain/subscriptions';
import type { TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/api-helpers.ts';
import {
  declareHoliday,
  FRIDAY as DAY,
  FRIDAY_CUTOFF as CUTOFF,
  lunchPlanKitchen,
  thursdayWithoutHolidays,
} from '../../../test/holidays.ts';
import { setClock, type TestCustomer } from '../../../test/orders.ts';
import { skip, subscribed } from '../../../test/subscriptions.ts';

/**
 * The holidays and lost meals screens' server side (issue 26, docs/decisions/0094), both engines: the
 * seller's list of holidays (GET /holidays) and of lost plan meals (GET /plan-meals/lost); the household's
 * calendar showing a holiday from the moment it is declared and a decided day's outcome; a skip of a
 * holiday day refused in the caller's language; another role refused.
 */
let t: TestApp;
let seller: string;
let planId: string;
let slotPlanId: string;
let a: TestCustomer;

const MONDAY = '2026-11-30';

beforeAll(async () => {
  ({ t, seller, planId, slotPlanId } = await lunchPlanKitchen());
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  a = await thursdayWithoutHolidays(t);
  await t.db.deleteFrom('subscription_days').where('outcome', 'in', ['no_room', 'over_limit', 'missed']).execute();
});

const declare = (body: Record<string, unknown>) => declareHoliday(t, seller, body);
const subscribe = () =>
  subscribed(t, a.token, { plan_id: planId, start_day: DAY, tiffins: 2, address_id: a.addressId, pay: 'prepaid' });
const myMeals = async () => {
  const answer = await call(t, 'GET', '/subscriptions', { token: a.token });
  return (answer.body.data.subscriptions as Subscription[])[0]!.meals;
};
const holidays = async () =>
  (await call(t, 'GET', '/holidays', { token: seller })).body.data.holidays as ListedHoliday[];
const lostMeals = async () =>
  (await call(t, 'GET', '/plan-meals/lost', { token: seller })).body.data.meals as LostPlanMeal[];

describe("the kitchen's holidays (GET /holidays)", () => {
  it('lists the last 30 days and on, by day, the whole day before a slot, with slot names and notes', async () => {
    setClock(t, '2026-10-20T03:00:00.000Z');
    expect((await declare({ day: '2026-10-25', note: 'Too old' })).status).toBe(201);
    setClock(t, '2026-10-28T03:00:00.000Z');
    expect((await declare({ day: '2026-10-28', slot_id: slotPlanId, note: 'Last month' })).status).toBe(201);
    setClock(t, '2026-11-26T03:00:00.000Z');
    expect((await declare({ day: MONDAY, slot_id: slotPlanId, note: 'Travelling' })).status).toBe(201);
    expect((await declare({ day: MONDAY, note: 'Diwali' })).status).toBe(201);
    expect((await declare({ day: DAY })).status).toBe(201);

    expect(await holidays()).toEqual([
      { _id: expect.any(String), day: '2026-10-28', slot: { _id: slotPlanId, name: 'Lunch' }, note: 'Last month' },
      { _id: expect.any(String), day: DAY, slot: null, note: '' },
      { _id: expect.any(String), day: MONDAY, slot: null, note: 'Diwali' },
      { _id: expect.any(String), day: MONDAY, slot: { _id: slotPlanId, name: 'Lunch' }, note: 'Travelling' },
    ]);
  });

  it('is the seller’s alone', async () => {
    expect((await call(t, 'GET', '/holidays', { token: a.token })).status).toBe(403);
    expect((await call(t, 'GET', '/holidays')).status).toBe(401);
  });
});

describe("the household's calendar and a holiday", () => {
  it('shows a holiday day with its note from the moment it is declared, and no longer changeable', async () => {
    await subscribe();
    expect((await myMeals()).find((meal) => meal.date === MONDAY)).toMatchObject({
      state: 'planned',
      note: null,
      tiffins: 2,
      changeable: true,
    });
    await declare({ day: MONDAY, slot_id: slotPlanId, note: 'Diwali' });
    const meals = await myMeals();
    expect(meals.find((meal) => meal.date === MONDAY)).toMatchObject({
      state: 'holiday',
      note: 'Diwali',
      tiffins: 0,
      changeable: false,
    });
    expect(meals.find((meal) => meal.date === DAY)).toMatchObject({ state: 'planned', note: null });
  });

  it('refuses a skip or an undo of a holiday day, in English and in Hindi, and stores nothing', async () => {
    const subscription = await subscribe();
    await declare({ day: MONDAY, note: 'Diwali' });
    expect(await skip(t, a.token, subscription._id, MONDAY)).toMatchObject({
      status: 409,
      body: { data: m.subscriptionDayHoliday({ day: 'Mon, 30 Nov', note: 'Diwali' }) },
    });
    await declare({ day: DAY });
    expect(await skip(t, a.token, subscription._id, DAY, false, { 'accept-language': 'hi' })).toMatchObject({
      status: 409,
      body: {
        data: m.subscriptionDayHoliday(
          { day: 'शुक्र, 27 नव॰', note: m.kitchenHolidayReason({}, { locale: 'hi' }) },
          { locale: 'hi' },
        ),
      },
    });
    const rows = await t.db
      .selectFrom('subscription_days')
      .selectAll()
      .where('subscription_id', '=', subscription._id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('shows a decided day’s outcome: made, or why it was lost', async () => {
    const subscription = await subscribe();
    setClock(t, CUTOFF);
    // No payment: the prepaid charge would take the account past its limit.
    await t.app.planMeals.runDue();
    expect((await myMeals()).find((meal) => meal.date === DAY)).toMatchObject({
      state: 'over_limit',
      tiffins: 0,
      changeable: false,
    });
    await t.db
      .updateTable('subscription_days')
      .set({ outcome: 'cooked' })
      .where('subscription_id', '=', subscription._id)
      .where('day', '=', DAY)
      .execute();
    expect((await myMeals()).find((meal) => meal.date === DAY)).toMatchObject({ state: 'made', tiffins: 2 });
  });
});

describe("the kitchen's lost plan meals (GET /plan-meals/lost)", () => {
  it('lists the meals lost from 14 days back, most recent first, with household, plan and why', async () => {
    const subscription = await subscribe();
    setClock(t, CUTOFF);
    await t.app.planMeals.runDue();
    const decided = (day: string, outcome: 'no_room' | 'missed' | 'skipped') =>
      t.db
        .insertInto('subscription_days')
        .values({
          subscription_id: subscription._id,
          day,
          outcome,
          skipped: outcome === 'skipped' ? 1 : 0,
          decided_at: `${day}T05:00:00.000Z`,
          updated_at: `${day}T05:00:00.000Z`,
        })
        .execute();
    await decided('2026-11-20', 'no_room');
    await decided('2026-11-13', 'missed');
    await decided('2026-11-12', 'missed');
    await decided('2026-11-23', 'skipped');

    const plan = { _id: planId, name: expect.stringMatching(/^Subscribed lunch/), slot_name: 'Lunch' };
    const household = { _id: a.userId, mobile: a.mobile, name: 'Asha Verma' };
    // The other tests' households lost that day's meal too: this one's are read.
    const ours = (await lostMeals()).filter((meal) => meal.household._id === a.userId);
    // The run decided at its own time: the test clock runs on from the cut-off it was set to.
    const decidedAt = Date.parse(ours[0]?.decided_at ?? '') - Date.parse(CUTOFF);
    expect(decidedAt).toBeGreaterThanOrEqual(0);
    expect(decidedAt).toBeLessThan(10_000);
    expect(ours).toEqual([
      {
        subscription_id: subscription._id,
        household,
        plan,
        day: DAY,
        why: 'over_limit',
        decided_at: ours[0]?.decided_at,
      },
      {
        subscription_id: subscription._id,
        household,
        plan,
        day: '2026-11-20',
        why: 'no_room',
        decided_at: '2026-11-20T05:00:00.000Z',
      },
      {
        subscription_id: subscription._id,
        household,
        plan,
        day: '2026-11-13',
        why: 'missed',
        decided_at: '2026-11-13T05:00:00.000Z',
      },
    ]);
  });

  it('is the seller’s alone', async () => {
    expect((await call(t, 'GET', '/plan-meals/lost', { token: a.token })).status).toBe(403);
    expect((await call(t, 'GET', '/plan-meals/lost')).status).toBe(401);
  });
});
