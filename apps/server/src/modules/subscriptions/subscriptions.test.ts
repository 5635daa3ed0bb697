import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import type { Subscriber, Subscription } from '@rasoi/domain/subscriptions';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call, countRows } from '../../../test/api-helpers.ts';
import { record, setTerms } from '../../../test/accounts.ts';
import { newCustomer, setClock, type TestCustomer } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { skip, subscribe, subscribed, weekdayLunchPlan } from '../../../test/subscriptions.ts';

/**
 * Subscriptions to tiffin plans, skips and pauses through the API (issue 26, docs/decisions/0091). The
 * kitchen cooks lunch Monday to Saturday (order by 10:30, delivered from 12:30, Asia/Kolkata); the plan
 * brings it Monday to Friday with the slot's own cut-off and one lead day.
 */
let t: TestApp;
let seller: string;
let planId: string;
let a: TestCustomer;
let b: TestCustomer;
const HINDI = { 'accept-language': 'hi' };
const hi = { locale: 'hi' } as const;

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  planId = await weekdayLunchPlan(t, seller);
  b = await newCustomer(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // Thursday 26 November 2026, 08:30 in the kitchen.
  setClock(t, '2026-11-26T03:00:00.000Z');
  // A household of its own per test: each stays far below the per-customer write limit (D36).
  a = await newCustomer(t);
});

/** The test's household's subscription from Friday 27 November, one tiffin, prepaid. */
const body = (changes: Record<string, unknown> = {}) => ({
  plan_id: planId,
  start_day: '2026-11-27',
  tiffins: 1,
  address_id: a.addressId,
  pay: 'prepaid',
  ...changes,
});
const mine = async (customer: TestCustomer) =>
  (await call(t, 'GET', '/subscriptions', { token: customer.token })).body.data.subscriptions as Subscription[];
const dayOf = (subscription: Subscription, date: string) => subscription.meals.find((meal) => meal.date === date);

describe('subscribing', () => {
  it('stores a subscription and answers its coming meals for 14 days, each with its skip cut-off', async () => {
    const answer = await subscribe(t, a.token, body({ tiffins: 2, diet: { jain: true, note: 'Less salt' } }));
    expect(answer.status).toBe(201);
    const subscription = answer.body.data.subscription as Subscription;
    expect(subscription).toMatchObject({
      plan: { _id: planId, slot: { name: 'Lunch' }, meal_price_paise: 9_000 },
      state: 'active',
      start_day: '2026-11-27',
      end_day: null,
      tiffins: 2,
      address_id: a.addressId,
      diet: { jain: true, no_onion_garlic: false, spice: null, less_oil: false, note: 'Less salt' },
      pay: 'prepaid',
      pause: null,
      ended_at: null,
    });
    // Thursday 26 November to Wednesday 9 December: the weekdays from Friday 27 on.
    expect(subscription.meals.map((meal) => meal.date)).toEqual([
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
    ]);
    expect(subscription.meals[0]).toEqual({
      date: '2026-11-27',
      state: 'planned',
      note: null,
      tiffins: 2,
      changeable_until: '2026-11-27T05:00:00.000Z',
      changeable: true,
    });
    expect((await mine(a)).map((one) => one._id)).toContain(subscription._id);
    expect((await mine(b)).map((one) => one._id)).not.toContain(subscription._id);
  });

  it('stores one subscription for a repeated Idempotency-Key, also when both arrive at once', async () => {
    const key = { 'idempotency-key': `sub-${Date.now()}` };
    const first = await subscribe(t, a.token, body(), key);
    const again = await subscribe(t, a.token, body({ tiffins: 3 }), key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data.subscription._id).toBe(first.body.data.subscription._id);
    const before = await countRows(t.db, 'subscriptions');
    const raced = { 'idempotency-key': `race-${Date.now()}` };
    const answers = await Promise.all([subscribe(t, a.token, body(), raced), subscribe(t, a.token, body(), raced)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.data.subscription._id).toBe(answers[1]!.body.data.subscription._id);
    expect(await countRows(t.db, 'subscriptions')).toBe(before + 1);
  });

  it('refuses bad input in the caller’s language and stores nothing', async () => {
    const before = await countRows(t.db, 'subscriptions');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ tiffins: 0 }, 400, m.subscriptionTiffins({}, hi)],
      [{ tiffins: 5 }, 400, m.subscriptionTiffins({}, hi)],
      [{ tiffins: 1.5 }, 400, m.subscriptionTiffins({}, hi)],
      [{ pay: 'cash' }, 400, m.subscriptionPay({}, hi)],
      [{ start_day: '2026-02-30' }, 400, m.invalidDate({}, hi)],
      // Today and the past are before the earliest start (one lead day): Friday.
      [{ start_day: '2026-11-26' }, 400, m.subscriptionStartTooEarly({ day: '2026-11-27' }, hi)],
      [{ start_day: '2026-11-01' }, 400, m.subscriptionStartTooEarly({ day: '2026-11-27' }, hi)],
      // Saturday: lunch is cooked, but the plan brings none.
      [{ start_day: '2026-11-28' }, 400, m.subscriptionStartNotMealDay({ day: '2026-11-28' }, hi)],
      [{ start_day: '2027-03-01' }, 400, m.subscriptionStartTooFar({ days: 60 }, hi)],
      [{ plan_id: '0123456789abcdef01234567' }, 404, m.planNotFound({}, hi)],
      [{ address_id: b.addressId }, 404, m.addressNotFound({}, hi)],
      [{ pay: 'on_account' }, 409, m.subscriptionOnAccountNotAllowed({}, hi)],
      [{ extra: 1 }, 400, `${m.unknownField({}, hi)}: extra`],
    ];
    for (const [changes, status, refusal] of cases) {
      const answer = await subscribe(t, a.token, body(changes), HINDI);
      expect(answer, JSON.stringify(changes)).toMatchObject({ status, body: { status: 'error', data: refusal } });
    }
    const english = await subscribe(t, a.token, body({ start_day: '2026-11-28' }));
    expect(english.body.data).toBe(m.subscriptionStartNotMealDay({ day: '2026-11-28' }, { locale: 'en' }));
    expect(await countRows(t.db, 'subscriptions')).toBe(before);
  });

  it('takes monthly payment on account once the kitchen allows the household', async () => {
    const c = await newCustomer(t);
    expect((await setTerms(t, seller, c.userId, { on_account_allowed: true })).status).toBe(200);
    const answer = await subscribe(t, c.token, body({ address_id: c.addressId, pay: 'on_account' }));
    expect(answer.status).toBe(201);
    expect(answer.body.data.subscription.pay).toBe('on_account');
  });

  it('refuses a retired plan', async () => {
    const retiring = await weekdayLunchPlan(t, seller);
    await call(t, 'POST', `/plans/${retiring}/retire`, { token: seller, body: {} });
    const answer = await subscribe(t, a.token, body({ plan_id: retiring }), HINDI);
    expect(answer.status).toBe(409);
    expect(answer.body.data).toMatch(/Subscribed lunch/);
  });
});

describe('skipping a meal', () => {
  it('skips a day and undoes it; a repeat is harmless', async () => {
    const subscription = await subscribed(t, a.token, body());
    const skipped = await skip(t, a.token, subscription._id, '2026-11-30');
    expect(skipped.status).toBe(200);
    expect(dayOf(skipped.body.data.subscription, '2026-11-30')).toMatchObject({ state: 'skipped', tiffins: 0 });
    const again = await skip(t, a.token, subscription._id, '2026-11-30');
    expect(dayOf(again.body.data.subscription, '2026-11-30')?.state).toBe('skipped');
    const undone = await skip(t, a.token, subscription._id, '2026-11-30', false);
    expect(dayOf(undone.body.data.subscription, '2026-11-30')).toMatchObject({ state: 'planned', tiffins: 1 });
  });

  it('refuses a day outside the plan, in the caller’s language', async () => {
    const subscription = await subscribed(t, a.token, body());
    for (const day of ['2026-11-28', '2026-11-26']) {
      expect(await skip(t, a.token, subscription._id, day, true, HINDI)).toMatchObject({
        status: 400,
        body: { data: m.subscriptionDayNotPlanned({ day }, hi) },
      });
    }
    expect(await skip(t, a.token, subscription._id, '2026-13-01', true, HINDI)).toMatchObject({
      status: 400,
      body: { data: m.invalidDate({}, hi) },
    });
    const noFlag = await call(t, 'POST', `/subscriptions/${subscription._id}/skip`, {
      token: a.token,
      body: { day: '2026-11-30' },
    });
    expect(noFlag).toMatchObject({ status: 400, body: { data: m.subscriptionSkipBody() } });
  });

  it('closes at the meal’s skip cut-off and says when', async () => {
    const subscription = await subscribed(t, a.token, body());
    // Friday's lunch: skipping closes at 10:30 kitchen time (05:00 UTC). The test clock runs on from where it
    // is set, so 'just before' is half a minute before.
    setClock(t, '2026-11-27T04:59:30.000Z');
    expect((await skip(t, a.token, subscription._id, '2026-11-27')).status).toBe(200);
    expect((await skip(t, a.token, subscription._id, '2026-11-27', false)).status).toBe(200);
    expect((await skip(t, a.token, subscription._id, '2026-11-27')).status).toBe(200);
    setClock(t, '2026-11-27T05:00:00.000Z');
    expect(await skip(t, a.token, subscription._id, '2026-11-27', false, HINDI)).toMatchObject({
      status: 409,
      body: { data: m.subscriptionUndoClosed({ time: '10:30' }, hi) },
    });
    const closed = await skip(t, a.token, subscription._id, '2026-11-27');
    expect(closed).toMatchObject({ status: 409, body: { data: 'Skipping closed at 10:30' } });
    const list = (await mine(a)).find((one) => one._id === subscription._id)!;
    expect(dayOf(list, '2026-11-27')).toMatchObject({ state: 'skipped', changeable: false });
    expect(dayOf(list, '2026-11-30')?.changeable).toBe(true);
  });
});

describe('pausing, resuming and ending', () => {
  it('pauses a range of days, shows the pause, and resumes', async () => {
    const subscription = await subscribed(t, a.token, body());
    const paused = await call(t, 'POST', `/subscriptions/${subscription._id}/pause`, {
      token: a.token,
      body: { from: '2026-11-30', until: '2026-12-02' },
    });
    expect(paused.status).toBe(200);
    const answer = paused.body.data.subscription as Subscription;
    expect(answer.pause).toEqual({ from: '2026-11-30', until: '2026-12-02' });
    expect(answer.state).toBe('active');
    expect(answer.meals.filter((meal) => meal.state === 'paused').map((meal) => meal.date)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    // Monday 08:00: the pause covers today.
    setClock(t, '2026-11-30T02:30:00.000Z');
    const monday = (await mine(a)).find((one) => one._id === subscription._id)!;
    expect(monday).toMatchObject({ state: 'paused', pause: { from: '2026-11-30', until: '2026-12-02' } });
    const resumed = await call(t, 'POST', `/subscriptions/${subscription._id}/resume`, { token: a.token, body: {} });
    // Monday's lunch can still change until 10:30: the whole pause is lifted.
    expect(resumed.body.data.subscription).toMatchObject({ state: 'active', pause: null });
    expect(dayOf(resumed.body.data.subscription, '2026-11-30')?.state).toBe('planned');
  });

  it('keeps a paused day past its cut-off paused when resuming', async () => {
    const subscription = await subscribed(t, a.token, body());
    await call(t, 'POST', `/subscriptions/${subscription._id}/pause`, {
      token: a.token,
      body: { from: '2026-11-30', until: '2026-12-01' },
    });
    setClock(t, '2026-11-30T06:00:00.000Z');
    const resumed = await call(t, 'POST', `/subscriptions/${subscription._id}/resume`, { token: a.token, body: {} });
    expect(resumed.body.data.subscription).toMatchObject({
      state: 'paused',
      pause: { from: '2026-11-30', until: '2026-11-30' },
    });
    expect(dayOf(resumed.body.data.subscription, '2026-12-01')?.state).toBe('planned');
  });

  it('refuses a pause from a day past its cut-off, or a range the wrong way round', async () => {
    const subscription = await subscribed(t, a.token, body());
    setClock(t, '2026-11-27T05:00:00.000Z');
    const late = await call(t, 'POST', `/subscriptions/${subscription._id}/pause`, {
      token: a.token,
      body: { from: '2026-11-27', until: '2026-11-30' },
      headers: HINDI,
    });
    expect(late).toMatchObject({
      status: 409,
      body: { data: m.subscriptionPauseClosed({ day: '2026-11-27', time: '10:30' }, hi) },
    });
    for (const range of [
      { from: '2026-12-02', until: '2026-11-30' },
      { from: '2026-12-01', until: '2027-03-31' },
    ]) {
      const wrong = await call(t, 'POST', `/subscriptions/${subscription._id}/pause`, {
        token: a.token,
        body: range,
        headers: HINDI,
      });
      expect(wrong).toMatchObject({ status: 400, body: { data: m.subscriptionPauseInvalid({ days: 90 }, hi) } });
    }
    expect((await mine(a)).find((one) => one._id === subscription._id)?.pause).toBeNull();
  });

  it('ends after the meals already cut; a repeat keeps the first end', async () => {
    const subscription = await subscribed(t, a.token, body());
    // Friday 11:00: Friday's lunch is being made; Saturday is the first day that can still change.
    setClock(t, '2026-11-27T05:30:00.000Z');
    const ended = await call(t, 'POST', `/subscriptions/${subscription._id}/end`, { token: a.token, body: {} });
    expect(ended.status).toBe(200);
    const answer = ended.body.data.subscription as Subscription;
    expect(answer).toMatchObject({ state: 'ended', end_day: '2026-11-27', pause: null });
    expect(answer.ended_at?.startsWith('2026-11-27T05:30')).toBe(true);
    expect(answer.meals.map((meal) => meal.date)).toEqual(['2026-11-27']);
    setClock(t, '2026-11-27T06:30:00.000Z');
    const again = await call(t, 'POST', `/subscriptions/${subscription._id}/end`, { token: a.token, body: {} });
    expect(again.body.data.subscription.ended_at).toBe(answer.ended_at);
    expect(await skip(t, a.token, subscription._id, '2026-11-30', true, HINDI)).toMatchObject({
      status: 400,
      body: { data: m.subscriptionDayNotPlanned({ day: '2026-11-30' }, hi) },
    });
    const pause = await call(t, 'POST', `/subscriptions/${subscription._id}/pause`, {
      token: a.token,
      body: { from: '2026-12-01', until: '2026-12-02' },
      headers: HINDI,
    });
    expect(pause).toMatchObject({ status: 409, body: { data: m.subscriptionEnded({}, hi) } });
  });

  it('answers 404 for another household’s subscription and changes nothing', async () => {
    const subscription = await subscribed(t, a.token, body());
    const calls: [string, unknown][] = [
      [`/subscriptions/${subscription._id}/skip`, { day: '2026-11-30', skip: true }],
      [`/subscriptions/${subscription._id}/pause`, { from: '2026-11-30', until: '2026-12-01' }],
      [`/subscriptions/${subscription._id}/resume`, {}],
      [`/subscriptions/${subscription._id}/end`, {}],
    ];
    for (const [url, sent] of calls) {
      expect(await call(t, 'POST', url, { token: b.token, body: sent, headers: HINDI }), url).toMatchObject({
        status: 404,
        body: { data: m.subscriptionNotFound({}, hi) },
      });
    }
    const kept = (await mine(a)).find((one) => one._id === subscription._id)!;
    expect(kept).toMatchObject({ state: 'active', pause: null });
    expect(kept.meals.every((meal) => meal.state === 'planned')).toBe(true);
  });
});

describe("the kitchen's subscribers", () => {
  it('lists each household with its plan, state, tiffins, address and balance', async () => {
    const c = await newCustomer(t);
    const subscription = await subscribed(t, c.token, body({ address_id: c.addressId, tiffins: 3 }));
    const row = async () =>
      ((await call(t, 'GET', '/subscribers', { token: seller })).body.data.subscribers as Subscriber[]).find(
        (one) => one._id === subscription._id,
      )!;
    expect(await row()).toMatchObject({
      household: { _id: c.userId, mobile: c.mobile },
      plan: { _id: planId, slot_name: 'Lunch' },
      state: 'active',
      tiffins: 3,
      pay: 'prepaid',
      pause: null,
      balance_paise: null,
    });
    expect((await record(t, seller, c.userId, { kind: 'payment', method: 'upi', amount_paise: 100_000 })).status).toBe(
      201,
    );
    await call(t, 'POST', `/subscriptions/${subscription._id}/end`, { token: c.token, body: {} });
    expect(await row()).toMatchObject({ state: 'ended', balance_paise: 100_000 });
    expect((await call(t, 'GET', '/subscribers', { token: c.token })).status).toBe(403);
  });
});
