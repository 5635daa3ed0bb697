import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushPayload } from '@rasoi/domain/events';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/api-helpers.ts';
import { record } from '../../../test/accounts.ts';
import { newCustomer, setClock, type TestCustomer } from '../../../test/orders.ts';
import {
  newTestSubscription,
  plainHttpAgent,
  startTestPushService,
  type TestPushService,
} from '../../../test/push-service.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { skip, subscribed, weekdayLunchPlan } from '../../../test/subscriptions.ts';
import { newId } from '../../lib/crypto.ts';

/**
 * The web pushes of tiffin plans (issue 26, docs/decisions/0095), on both engines, received and decrypted by
 * a push service on 127.0.0.1: the evening-before reminder for households that asked for it, a holiday on a
 * meal day, a meal lost at the credit limit (household and seller), a prepaid balance below two meals. Each
 * is sent once: a second run, or a run on another instance, sends nothing more.
 */
let pushService: TestPushService;
let t: TestApp;
let seller: { token: string; userId: string };
let planId: string;
let a: TestCustomer;

/** Friday 27 November 2026: lunch's skip cut-off 10:30 kitchen time (05:00Z). */
const DAY = '2026-11-27';
const CUTOFF = '2026-11-27T05:00:00.000Z';
/** Thursday 26 November, 19:00 kitchen time: Friday's reminder is due. */
const EVENING_BEFORE = '2026-11-26T13:30:00.000Z';

beforeAll(async () => {
  pushService = await startTestPushService();
});
afterAll(async () => {
  await pushService.close();
});
beforeEach(async () => {
  // A fresh app each test: a run makes every household's meals, and the seller's push counts households.
  t = await buildTestApp(
    {},
    { pushTransport: { localPushServiceOrigins: [pushService.origin], agent: plainHttpAgent() } },
  );
  seller = await findOrCreateSeller(t);
  planId = await weekdayLunchPlan(t, seller.token);
  // Thursday 26 November 2026, 08:30 in the kitchen (Asia/Kolkata).
  setClock(t, '2026-11-26T03:00:00.000Z');
  a = await newCustomer(t);
});
afterEach(async () => {
  await t.close();
});

let devices = 0;
/** A browser subscription at the test push service saved for `token` by an app in `language`; its path and reader. */
async function device(token: string, language = 'en') {
  devices += 1;
  const path = `/plan-push/${devices}-${'x'.repeat(40)}`;
  const browser = newTestSubscription(`${pushService.origin}${path}`);
  const saved = await call(t, 'POST', '/notification/save-fcm-token', {
    token,
    body: { fcmToken: browser.subscription },
    headers: { 'accept-language': language },
  });
  expect(saved.status).toBe(200);
  return {
    /** The payloads this device has received so far, decrypted, oldest first. */
    received: (): PushPayload[] =>
      pushService.received
        .filter((push) => push.path === path)
        .map((push) => JSON.parse(browser.decrypt(push.body)) as PushPayload),
  };
}

const subscribe = (customer: TestCustomer, tiffins = 1) =>
  subscribed(t, customer.token, {
    plan_id: planId,
    start_day: DAY,
    tiffins,
    address_id: customer.addressId,
    pay: 'prepaid',
  });
const pay = (customer: TestCustomer, amountPaise: number) =>
  record(t, seller.token, customer.userId, { kind: 'payment', method: 'cash', amount_paise: amountPaise }, newId());
const setReminders = (token: string, on: boolean) =>
  call(t, 'PATCH', '/plan-reminders', { token, body: { evening_before: on } });
/**
 * A run on each instance: at once on PostgreSQL; on SQLite one after the other (two instances on one SQLite
 * file is not a deployment, D92's instance tests are PostgreSQL's too).
 */
async function runsOnTwoInstances(b: Awaited<ReturnType<TestApp['startInstance']>>) {
  if (t.engine === 'postgres') return Promise.all([t.app.planMeals.runDue(), b.planMeals.runDue()]);
  return [await t.app.planMeals.runDue(), await b.planMeals.runDue()];
}
const planName = async () =>
  (await t.db.selectFrom('plans').select('name').where('id', '=', planId).executeTakeFirstOrThrow()).name;

describe('the evening-before reminder', () => {
  it('is off until chosen, and the choice reads back', async () => {
    expect((await call(t, 'GET', '/plan-reminders', { token: a.token })).body).toEqual({
      status: 'success',
      data: { reminders: { evening_before: false } },
    });
    expect((await setReminders(a.token, true)).body.data).toEqual({ reminders: { evening_before: true } });
    expect((await call(t, 'GET', '/plan-reminders', { token: a.token })).body.data.reminders.evening_before).toBe(true);
    expect(
      (await call(t, 'PATCH', '/plan-reminders', { token: a.token, body: { evening_before: 'yes' } })).status,
    ).toBe(400);
  });

  it('comes at 19:00 the evening before, once, even from two instances, to households that asked', async () => {
    await subscribe(a, 2);
    await pay(a, 100_000);
    await setReminders(a.token, true);
    const phone = await device(a.token);
    const hindiPhone = await device(a.token, 'hi');
    const other = await newCustomer(t);
    await subscribe(other);
    const otherPhone = await device(other.token);
    const name = await planName();

    // A minute early (the test clock runs on with real time after it is set): nothing yet.
    setClock(t, new Date(Date.parse(EVENING_BEFORE) - 60_000).toISOString());
    expect((await t.app.planMeals.runDue()).reminded).toBe(0);
    setClock(t, EVENING_BEFORE);
    const b = await t.startInstance();
    const runs = await runsOnTwoInstances(b);
    expect(runs.map((run) => run.reminded).sort()).toEqual([0, 1]);
    expect((await t.app.planMeals.runDue()).reminded).toBe(0);
    await t.pushesSettled();

    expect(phone.received()).toEqual([
      {
        title: "Tomorrow's lunch",
        body: `${name}, 2 tiffins. Skip until 10:30 tomorrow.`,
        url: '/tiffin',
        icon: '/logo.svg',
      },
    ]);
    expect(hindiPhone.received()).toMatchObject([
      { title: 'कल का lunch', body: `${name}, 2 टिफ़िन। कल 10:30 तक छोड़ सकते हैं।` },
    ]);
    expect(otherPhone.received()).toEqual([]);
  });

  it('is not sent for a skipped day, nor once turned off, nor after skipping closed', async () => {
    const subscription = await subscribe(a);
    await pay(a, 100_000);
    await setReminders(a.token, true);
    const phone = await device(a.token);
    expect((await skip(t, a.token, subscription._id, DAY)).status).toBe(200);
    setClock(t, EVENING_BEFORE);
    expect((await t.app.planMeals.runDue()).reminded).toBe(0);

    // Monday 30 November's reminder: turned off, nothing; on again after Monday's cut-off, still nothing.
    await setReminders(a.token, false);
    setClock(t, '2026-11-29T13:30:00.000Z');
    expect((await t.app.planMeals.runDue()).reminded).toBe(0);
    await setReminders(a.token, true);
    setClock(t, '2026-11-30T05:00:00.000Z');
    expect((await t.app.planMeals.runDue()).reminded).toBe(0);
    await t.pushesSettled();
    expect(phone.received()).toEqual([]);
  });
});

describe('a holiday on a meal day', () => {
  it('tells each household with a meal that day, once, nobody whose meal was skipped, and reminds of none', async () => {
    await subscribe(a);
    const phone = await device(a.token, 'hi');
    const skipper = await newCustomer(t);
    const skipped = await subscribe(skipper);
    await skip(t, skipper.token, skipped._id, DAY);
    const skipperPhone = await device(skipper.token);
    const englishPhone = await device(a.token);

    const declare = () => call(t, 'POST', '/holidays', { token: seller.token, body: { day: DAY, note: 'Diwali' } });
    expect((await declare()).status).toBe(201);
    expect((await declare()).status).toBe(200);
    await t.pushesSettled();
    expect(englishPhone.received()).toEqual([
      {
        title: 'Kitchen holiday',
        body: 'No lunch on Fri, 27 Nov: kitchen holiday (Diwali). Nothing is charged.',
        url: '/tiffin',
        icon: '/logo.svg',
      },
    ]);
    expect(phone.received()).toHaveLength(1);
    expect(phone.received()[0]!.title).toBe('रसोई की छुट्टी');
    expect(skipperPhone.received()).toEqual([]);

    // No reminder of a meal the holiday took, even for a household that asked for reminders.
    await setReminders(a.token, true);
    setClock(t, EVENING_BEFORE);
    expect((await t.app.planMeals.runDue()).reminded).toBe(0);
  });
});

describe('a meal lost at the credit limit', () => {
  it('tells the household and the seller once, however many runs and instances', async () => {
    await subscribe(a);
    const phone = await device(a.token);
    const sellerPhone = await device(seller.token);
    const second = await newCustomer(t);
    await subscribe(second);
    const paid = await newCustomer(t);
    await subscribe(paid);
    await pay(paid, 100_000);

    setClock(t, CUTOFF);
    const b = await t.startInstance();
    const runs = await runsOnTwoInstances(b);
    expect(runs.flatMap((run) => run.lost)).toHaveLength(2);
    await t.pushesSettled();
    expect(phone.received()).toEqual([
      {
        title: 'Tiffin paused',
        body: "Your tiffin account is at its limit: today's lunch was not made. Pay the kitchen to resume.",
        url: '/account',
        icon: '/logo.svg',
      },
    ]);
    // The two instances may each have lost one: the seller hears the total as it grows ('1', then '2'), or
    // '2' at once, never the same total twice, and the last word is the whole day's.
    const told = sellerPhone.received();
    expect(told.at(-1)).toEqual({
      title: 'Tiffin accounts at their limit',
      body: "2 households at their credit limit lost today's lunch",
      url: '/seller/subscribers',
      icon: '/logo.svg',
    });
    expect(told.map((push) => push.body)).toEqual(
      told.length === 1
        ? ["2 households at their credit limit lost today's lunch"]
        : [
            "1 households at their credit limit lost today's lunch",
            "2 households at their credit limit lost today's lunch",
          ],
    );
    await b.planMeals.runDue();
    await t.app.planMeals.runDue();
    await t.pushesSettled();
    expect(phone.received()).toHaveLength(1);
    expect(sellerPhone.received()).toHaveLength(told.length);
  });
});

describe('a low prepaid balance', () => {
  it('is told once when a charge takes it below two meals, and again only after it was topped up', async () => {
    await subscribe(a);
    await pay(a, 20_000);
    const phone = await device(a.token);

    // ₹200 - ₹90 = ₹110, below two meals (₹180): told.
    setClock(t, CUTOFF);
    expect((await t.app.planMeals.runDue()).cooked).toBe(1);
    await t.pushesSettled();
    expect(phone.received()).toEqual([
      {
        title: 'Low tiffin balance',
        body: 'Your tiffin account has ₹110 left, less than two meals. Pay the kitchen to keep your tiffin coming.',
        url: '/account',
        icon: '/logo.svg',
      },
    ]);

    // Monday: ₹20 left, still low: nothing more. A payment that leaves it low tells nothing either.
    setClock(t, '2026-11-30T05:00:00.000Z');
    expect((await t.app.planMeals.runDue()).cooked).toBe(1);
    expect((await pay(a, 1_000)).status).toBe(201);
    await t.pushesSettled();
    expect(phone.received()).toHaveLength(1);

    // Topped up to ₹230, then Tuesday's meal takes it to ₹140: a new crossing, told again.
    expect((await pay(a, 20_000)).status).toBe(201);
    setClock(t, '2026-12-01T05:00:00.000Z');
    expect((await t.app.planMeals.runDue()).cooked).toBe(1);
    await t.pushesSettled();
    expect(phone.received().map((push) => push.body)).toEqual([
      'Your tiffin account has ₹110 left, less than two meals. Pay the kitchen to keep your tiffin coming.',
      'Your tiffin account has ₹140 left, less than two meals. Pay the kitchen to keep your tiffin coming.',
    ]);
  });
});
