import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import type { Plan } from '@rasoi/domain/plans';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call, countRows } from '../../../test/api-helpers.ts';
import { newCustomer, setClock } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/** The kitchen's tiffin plans through the API (issue 26, docs/decisions/0089). */
let t: TestApp;
let seller: string;
let lunchId: string;
let dinnerId: string;
let names = 0;

/** Lunch Monday to Saturday, order by 10:30, delivered from 12:30; dinner every day. */
const SLOTS = [
  {
    name: 'Lunch',
    weekdays: [0, 1, 2, 3, 4, 5],
    order_by: '10:30',
    delivery_from: '12:30',
    delivery_to: '14:00',
    capacity: 30,
  },
  {
    name: 'Dinner',
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    order_by: '17:00',
    delivery_from: '19:30',
    delivery_to: '21:00',
    capacity: 30,
  },
];
const HINDI = { 'accept-language': 'hi' };

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  const saved = await call(t, 'POST', '/slot-plan', { token: seller, body: { slots: SLOTS } });
  const entries = saved.body.data.slots as { _id: string; name: string }[];
  lunchId = entries.find((entry) => entry.name === 'Lunch')!._id;
  dinnerId = entries.find((entry) => entry.name === 'Dinner')!._id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  // Thursday 26 November 2026, 08:30 in the kitchen (Asia/Kolkata, UTC+5:30).
  setClock(t, '2026-11-26T03:00:00.000Z');
});

/** A plan body of a name no other test uses: a weekday lunch thali of the day at ₹90 a meal. */
function planBody(changes: Record<string, unknown> = {}) {
  names += 1;
  return {
    name: `Weekday lunch ${names}`,
    meal_id: null,
    slot_id: lunchId,
    weekdays: [4, 0, 1, 2, 3],
    meal_price_paise: 9_000,
    ...changes,
  };
}
const create = (body: unknown, headers?: Record<string, string>) =>
  call(t, 'POST', '/plans', { token: seller, body, ...(headers ? { headers } : {}) });
const update = (id: string, body: unknown, headers?: Record<string, string>) =>
  call(t, 'PATCH', `/plans/${id}`, { token: seller, body, ...(headers ? { headers } : {}) });
const retire = (id: string) => call(t, 'POST', `/plans/${id}/retire`, { token: seller, body: {} });
const publicPlans = async () => (await call(t, 'GET', '/plans')).body.data.plans as Plan[];
const sellerPlans = async () => (await call(t, 'GET', '/kitchen/plans', { token: seller })).body.data.plans as Plan[];
const created = async (changes: Record<string, unknown> = {}) => {
  const answer = await create(planBody(changes));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.plan as Plan;
};

describe('creating and listing plans', () => {
  it('stores a weekday lunch thali plan and lists it for anyone, with the first day it can start', async () => {
    const body = planBody({ week_price_paise: 42_000 });
    const answer = await create(body);
    expect(answer.status).toBe(201);
    const plan = answer.body.data.plan as Plan;
    expect(plan).toMatchObject({
      name: body.name,
      what: 'day_thali',
      meal: null,
      slot: { _id: lunchId, name: 'Lunch', order_by: '10:30', delivery_from: '12:30', delivery_to: '14:00' },
      weekdays: [0, 1, 2, 3, 4],
      meal_price_paise: 9_000,
      week_price_paise: 42_000,
      month_price_paise: null,
      skip_cutoff_minutes: null,
      start_lead_days: 1,
      retired_at: null,
      // Thursday: one lead day makes Friday the first, skippable until Friday's 10:30 cut-off.
      next_start: { date: '2026-11-27', skip_cutoff: '2026-11-27T05:00:00.000Z' },
    });
    expect(await publicPlans()).toContainEqual(plan);
    expect(await sellerPlans()).toContainEqual(plan);
  });

  it("brings a fixed thali and reads the plan's own skip cut-off for the start", async () => {
    const thali = (await call(t, 'GET', '/meal')).body.data.meals[0] as { _id: string; name: string };
    // Skipping closes 15 hours before 12:30, at 21:30 the evening before; no lead days.
    const plan = await created({
      meal_id: thali._id,
      skip_cutoff_minutes: 900,
      start_lead_days: 0,
      month_price_paise: 180_000,
    });
    expect(plan.what).toBe('meal');
    expect(plan.meal).toMatchObject({ _id: thali._id, name: thali.name });
    // Thursday 08:30: Thursday's lunch could be skipped until Wednesday 21:30, so Friday is the first.
    expect(plan.next_start).toEqual({ date: '2026-11-27', skip_cutoff: '2026-11-26T16:00:00.000Z' });
    setClock(t, '2026-11-26T16:00:00.000Z');
    const later = (await publicPlans()).find((one) => one._id === plan._id)!;
    // Thursday 21:30 is Friday's cut-off, and the weekend has no plan days: Monday.
    expect(later.next_start?.date).toBe('2026-11-30');
  });

  it('refuses bad input in the caller’s language and writes nothing', async () => {
    const before = await countRows(t.db, 'plans');
    const cases: [Record<string, unknown>, string][] = [
      [{ weekdays: [] }, m.planWeekdaysRequired({}, { locale: 'hi' })],
      [{ meal_price_paise: 0 }, m.planMealPriceInvalid({}, { locale: 'hi' })],
      [{ meal_price_paise: 1_000_001 }, m.planMealPriceInvalid({}, { locale: 'hi' })],
      [{ meal_price_paise: 90.5 }, m.planMealPriceInvalid({}, { locale: 'hi' })],
      [{ meal_price_paise: 9_050 }, m.planMealPriceInvalid({}, { locale: 'hi' })],
      [{ week_price_paise: 0 }, m.planBundlePriceInvalid({}, { locale: 'hi' })],
      [{ month_price_paise: 10_000_001 }, m.planBundlePriceInvalid({}, { locale: 'hi' })],
      [{ skip_cutoff_minutes: 2_881 }, m.planSkipCutoffInvalid({}, { locale: 'hi' })],
      [{ start_lead_days: 31 }, m.planLeadDaysInvalid({}, { locale: 'hi' })],
      [{ name: '' }, m.planNameInvalid({}, { locale: 'hi' })],
      [{ slot_id: '0123456789abcdef01234567' }, m.planSlotNotFound({}, { locale: 'hi' })],
      [{ meal_id: '0123456789abcdef01234567' }, m.planMealNotFound({}, { locale: 'hi' })],
      // Lunch is not cooked on Sunday.
      [{ weekdays: [5, 6] }, m.planWeekdaysOutsideSlot({ slot: 'Lunch' }, { locale: 'hi' })],
      // Lunch stops taking orders two hours before it starts: skipping cannot close later.
      [{ skip_cutoff_minutes: 60 }, m.planSkipCutoffAfterSlot({ slot: 'Lunch', minutes: 120 }, { locale: 'hi' })],
    ];
    for (const [changes, refusal] of cases) {
      const answer = await create(planBody(changes), HINDI);
      expect(answer, JSON.stringify(changes)).toMatchObject({ status: 400, body: { status: 'error', data: refusal } });
    }
    const english = await create(planBody({ weekdays: [] }));
    expect(english.body.data).toBe(m.planWeekdaysRequired({}, { locale: 'en' }));
    expect(await countRows(t.db, 'plans')).toBe(before);
  });

  it('keeps active plan names unique, whatever their case, and frees a retired plan’s name', async () => {
    const first = await created();
    const again = await create(planBody({ name: first.name.toUpperCase() }));
    expect(again).toMatchObject({ status: 409, body: { data: m.planNameTaken({ name: first.name.toUpperCase() }) } });
    expect((await retire(first._id)).status).toBe(200);
    expect((await create(planBody({ name: first.name }))).status).toBe(201);
  });

  it('two plans created at once under one name store one', async () => {
    const body = planBody({ slot_id: dinnerId, weekdays: [5, 6] });
    const answers = await Promise.all([create(body), create(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await sellerPlans()).filter((plan) => plan.name === body.name)).toHaveLength(1);
  });
});

describe('changing and retiring plans', () => {
  it('changes any field, from the next meal not yet cut', async () => {
    const plan = await created();
    const answer = await update(plan._id, { meal_price_paise: 9_500, weekdays: [0, 2, 4], skip_cutoff_minutes: 600 });
    expect(answer.status).toBe(200);
    expect(answer.body.data.plan).toMatchObject({
      meal_price_paise: 9_500,
      weekdays: [0, 2, 4],
      skip_cutoff_minutes: 600,
    });
    const moved = await update(plan._id, { slot_id: dinnerId, week_price_paise: null });
    expect(moved.body.data.plan).toMatchObject({ slot: { _id: dinnerId, name: 'Dinner' }, week_price_paise: null });
  });

  it('refuses an empty change, an unknown plan and a change its slot cannot serve', async () => {
    const plan = await created();
    expect(await update(plan._id, {}, HINDI)).toMatchObject({
      status: 400,
      body: { data: m.planPatchEmpty({}, { locale: 'hi' }) },
    });
    expect(await update('0123456789abcdef01234567', { meal_price_paise: 100 })).toMatchObject({
      status: 404,
      body: { data: m.planNotFound() },
    });
    expect(await update(plan._id, { weekdays: [6] })).toMatchObject({
      status: 400,
      body: { data: m.planWeekdaysOutsideSlot({ slot: 'Lunch' }) },
    });
    expect((await sellerPlans()).find((one) => one._id === plan._id)?.weekdays).toEqual([0, 1, 2, 3, 4]);
  });

  it('hides a retired plan from everyone but the seller; it then takes only a name or price a meal', async () => {
    const plan = await created();
    const retired = await retire(plan._id);
    expect(retired.status).toBe(200);
    const retiredAt = retired.body.data.plan.retired_at as string;
    expect(retiredAt.startsWith('2026-11-26T03:00')).toBe(true);
    expect(retired.body.data.plan.next_start).toBeNull();
    expect((await publicPlans()).map((one) => one._id)).not.toContain(plan._id);
    expect((await sellerPlans()).map((one) => one._id)).toContain(plan._id);
    // A second retire keeps the first time.
    setClock(t, '2026-11-26T04:00:00.000Z');
    expect((await retire(plan._id)).body.data.plan.retired_at).toBe(retiredAt);
    expect(await update(plan._id, { weekdays: [0] }, HINDI)).toMatchObject({
      status: 409,
      body: { data: m.planRetiredChange({ name: plan.name }, { locale: 'hi' }) },
    });
    const repriced = await update(plan._id, { meal_price_paise: 9_900, name: `${plan.name} (old)` });
    expect(repriced.body.data.plan).toMatchObject({ meal_price_paise: 9_900, weekdays: [0, 1, 2, 3, 4] });
    expect((await retire('0123456789abcdef01234567')).status).toBe(404);
  });

  it('a change racing a retire either lands before it or is refused', async () => {
    const plan = await created();
    const [changed, retired] = await Promise.all([update(plan._id, { weekdays: [1] }), retire(plan._id)]);
    expect(retired.status).toBe(200);
    const stored = (await sellerPlans()).find((one) => one._id === plan._id)!;
    expect(stored.retired_at).not.toBeNull();
    if (changed.status === 200) expect(stored.weekdays).toEqual([1]);
    else {
      expect(changed.status).toBe(409);
      expect(stored.weekdays).toEqual([0, 1, 2, 3, 4]);
    }
  });
});

describe('what a plan holds on to', () => {
  it('refuses to delete the thali a plan brings', async () => {
    const made = await call(t, 'POST', '/meal', {
      token: seller,
      body: { category: 'Mini Thali', name: 'Tiffin thali', cost_price: 50, selling_price: 90, actual_price: 100 },
    });
    const mealId = made.body.data.meal._id as string;
    const plan = await created({ meal_id: mealId });
    expect(await call(t, 'DELETE', `/meal/${mealId}`, { token: seller, headers: HINDI })).toMatchObject({
      status: 409,
      body: { data: m.mealUsedByPlan({ plan: plan.name }, { locale: 'hi' }) },
    });
    expect((await call(t, 'GET', '/meal')).body.data.meals.map((meal: { _id: string }) => meal._id)).toContain(mealId);
  });

  it('refuses a slot plan that drops the slot a plan is served in, and changes nothing', async () => {
    await created({ slot_id: dinnerId, weekdays: [6] });
    const lunchOnly = await call(t, 'POST', '/slot-plan', { token: seller, body: { slots: [SLOTS[0]] } });
    expect(lunchOnly.status).toBe(409);
    expect(lunchOnly.body.data).toMatch(/Dinner/);
    const kept = await call(t, 'GET', '/slot-plan', { token: seller });
    expect(kept.body.data.slots.map((entry: { _id: string }) => entry._id)).toEqual([lunchId, dinnerId]);
    // Keeping both (a new cap) is fine.
    const same = await call(t, 'POST', '/slot-plan', {
      token: seller,
      body: { slots: SLOTS.map((s) => ({ ...s, capacity: 40 })) },
    });
    expect(same.status).toBe(200);
  });

  it('lets only the seller list all plans and change them', async () => {
    const customer = await newCustomer(t);
    const plan = await created();
    for (const [method, url, body] of [
      ['GET', '/kitchen/plans', undefined],
      ['POST', '/plans', planBody()],
      ['PATCH', `/plans/${plan._id}`, { meal_price_paise: 100 }],
      ['POST', `/plans/${plan._id}/retire`, {}],
    ] as const) {
      expect((await call(t, method, url, { token: customer.token, body })).status, url).toBe(403);
      expect((await call(t, method, url, { body })).status, url).toBe(401);
    }
    expect((await sellerPlans()).find((one) => one._id === plan._id)).toMatchObject({
      meal_price_paise: 9_000,
      retired_at: null,
    });
  });
});
