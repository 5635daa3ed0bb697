import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_ICON, type PushPayload } from '@rasoi/domain/events';
import { m } from '@rasoi/domain/i18n/messages';
import type { Locale } from '@rasoi/domain/locale';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, countRows, logIn, readMenu } from '../../../../test/api-helpers.ts';
import { newCustomer, setClock } from '../../../../test/orders.ts';
import {
  newTestSubscription,
  plainHttpAgent,
  startTestPushService,
  type TestPushService,
  type TestSubscription,
} from '../../../../test/push-service.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';
import type { PushSender } from '../../live/notifications/push-sender.ts';
import type { PushRecipients } from '../../live/notifications/push-subscription-queries.ts';
import type { KitchenSettingsStore } from './kitchen-settings-store.ts';
import { notifyWaitingCustomers } from '../../../flows/kitchen/notify-waiting-customers.ts';

/**
 * 'Notify me' on the Closed screen (issue 'The kitchen's day'): POST /kitchen/notify-me while the kitchen
 * is closed, one web push to each waiting customer when the seller opens it (POST /kitchen/close), through
 * a push service on 127.0.0.1 that decrypts what it receives as the browser would. SQLite and PostgreSQL.
 */
const KITCHEN_NAME = 'Sharma Rasoi';

let t: TestApp;
let pushService: TestPushService;
let seller: { token: string };

beforeAll(async () => {
  pushService = await startTestPushService();
  t = await buildTestApp(
    {},
    { pushTransport: { localPushServiceOrigins: [pushService.origin], agent: plainHttpAgent() } },
  );
  seller = await findOrCreateSeller(t);
  const named = await call(t, 'PATCH', '/kitchen/settings', { token: seller.token, body: { name: KITCHEN_NAME } });
  expect(named.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

/** The kitchen flag as GET /kitchen reads it. */
async function kitchenIsOpen(): Promise<boolean> {
  return (await call(t, 'GET', '/kitchen')).body.data.is_open as boolean;
}

/** Presses the seller's kitchen switch for the wanted state (D77); answers the press. */
async function setKitchen(open: boolean) {
  const pressed = await call(t, 'POST', '/kitchen/close', { token: seller.token, body: { is_open: open } });
  expect(pressed.status).toBe(200);
  return pressed;
}

const notifyMe = (token: string) => call(t, 'POST', '/kitchen/notify-me', { token });

let pathCounter = 0;
/** A customer logged in with one browser subscribed at the test push service, its app in `locale`. */
async function customerWithDevice(locale: Locale = 'en'): Promise<{
  token: string;
  userId: string;
  device: TestSubscription;
  path: string;
  locale: Locale;
}> {
  const customer = await logIn(t);
  pathCounter += 1;
  const path = `/push/notify-${pathCounter}-${'x'.repeat(32)}`;
  const device = newTestSubscription(`${pushService.origin}${path}`);
  const saved = await call(t, 'POST', '/notification/save-fcm-token', {
    token: customer.token,
    body: { fcmToken: device.subscription },
    headers: { 'accept-language': locale },
  });
  expect(saved.status).toBe(200);
  return { ...customer, device, path, locale };
}

const pushesTo = (path: string) => pushService.received.filter((push) => push.path === path);

beforeEach(async () => {
  await setKitchen(false);
});

describe("'Notify me' while the kitchen is closed", () => {
  it('keeps one request per customer however often they ask, and says they wait', async () => {
    const customer = await logIn(t);
    const before = await countRows(t.db, 'kitchen_notify_requests');
    for (let i = 0; i < 2; i += 1) {
      const answer = await notifyMe(customer.token);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 'success', data: { subscribed: true } });
    }
    expect(await countRows(t.db, 'kitchen_notify_requests')).toBe(before + 1);
  });

  it('stores nothing while the kitchen is open: there is nothing to wait for', async () => {
    await setKitchen(true);
    const customer = await logIn(t);
    const answer = await notifyMe(customer.token);
    expect(answer.body).toEqual({ status: 'success', data: { subscribed: false } });
    const rows = await t.db
      .selectFrom('kitchen_notify_requests')
      .selectAll()
      .where('user_id', '=', customer.userId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('asks a visitor to log in first', async () => {
    const answer = await call(t, 'POST', '/kitchen/notify-me');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ status: 'error', data: m.unauthorized() });
  });
});

describe('opening the kitchen', () => {
  it("pushes once to each waiting customer in their phone's language, naming the kitchen; clears the requests", async () => {
    const waiting = [await customerWithDevice('en'), await customerWithDevice('hi')];
    const notWaiting = await customerWithDevice();
    for (const customer of waiting) await notifyMe(customer.token);
    await notifyMe(waiting[0]!.token);

    const opened = await setKitchen(true);
    expect(opened.body.data.is_open).toBe(true);
    for (const customer of waiting) {
      const push = await pushService.nextPush(customer.path);
      const { locale } = customer;
      expect(JSON.parse(customer.device.decrypt(push.body)) as PushPayload).toEqual({
        title: m.pushKitchenOpenTitle({ kitchen: KITCHEN_NAME }, { locale }),
        body: m.pushKitchenOpenBody({}, { locale }),
        url: '/',
        icon: PUSH_ICON,
      });
    }
    expect(await countRows(t.db, 'kitchen_notify_requests')).toBe(0);

    // Closing and opening again tells nobody: the requests were used up.
    await setKitchen(false);
    await setKitchen(true);
    // Every push the app started has reached the push service or failed: no second one is still to come.
    await t.pushesSettled();
    for (const customer of waiting) expect(pushesTo(customer.path)).toHaveLength(1);
    expect(pushesTo(notWaiting.path)).toHaveLength(0);
  });

  it('opens the kitchen even when a waiting customer’s push service is gone or failing', async () => {
    const gone = await customerWithDevice();
    const failing = await customerWithDevice();
    const fine = await customerWithDevice();
    pushService.answer(gone.path, 410);
    pushService.answer(failing.path, 500);
    for (const customer of [gone, failing, fine]) await notifyMe(customer.token);

    const opened = await setKitchen(true);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ status: 'success', data: { is_open: true } });
    expect(await kitchenIsOpen()).toBe(true);
    await Promise.all([gone, failing, fine].map((customer) => pushService.nextPush(customer.path)));
    expect(await countRows(t.db, 'kitchen_notify_requests')).toBe(0);
  });

  it('leaves nobody waiting when customers ask at the moment the kitchen opens', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => logIn(t)));
    const [answers] = await Promise.all([
      Promise.all(customers.map((customer) => notifyMe(customer.token))),
      call(t, 'POST', '/kitchen/close', { token: seller.token, body: { is_open: true } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(customers.map(() => 200));
    expect(await kitchenIsOpen()).toBe(true);
    // Each one either was taken by the opening (and pushed) or heard that the kitchen is open: none is
    // left waiting for an opening that already happened.
    expect(await countRows(t.db, 'kitchen_notify_requests')).toBe(0);
  });
});

describe('notifyWaitingCustomers', () => {
  /** A push sender that records whom it was asked to push to. */
  function recordingPush(): PushSender & { sent: PushRecipients[] } {
    const sent: PushRecipients[] = [];
    return {
      sent,
      publicKey: '',
      endpointRefusal: () => undefined,
      send: (recipients) => void sent.push(recipients),
      idle: async () => {},
      backlog: () => ({ sending: 0, queued: 0 }),
    };
  }

  it('tells each waiting customer once when two instances call it at the same moment', async () => {
    const customers = await Promise.all([logIn(t), logIn(t), logIn(t), logIn(t)]);
    for (const customer of customers) await notifyMe(customer.token);
    // Only the name is read.
    const settings = { get: () => Promise.resolve({ name: KITCHEN_NAME }) } as unknown as KitchenSettingsStore;
    const [one, two] = [recordingPush(), recordingPush()];
    const counts = await Promise.all([
      notifyWaitingCustomers({ db: t.db, push: one, kitchenSettings: settings }, 'room-again'),
      notifyWaitingCustomers({ db: t.db, push: two, kitchenSettings: settings }, 'room-again'),
    ]);
    const told = [...one.sent, ...two.sent].map((recipients) =>
      'userId' in recipients ? recipients.userId : 'sellers',
    );
    expect(told.toSorted()).toEqual(customers.map((customer) => customer.userId).toSorted());
    expect(counts[0] + counts[1]).toBe(customers.length);
    expect(await countRows(t.db, 'kitchen_notify_requests')).toBe(0);
  });
});

describe("'Notify me' on a full meal slot (issue 14)", () => {
  it('waits while the open kitchen has no slot with room, and pushes once when the seller makes room', async () => {
    await setKitchen(true);
    setClock(t, '2026-11-26T03:00:00.000Z'); // 08:30 in the kitchen, before lunch's cut-off
    const lunch = {
      name: 'Lunch',
      weekdays: [3], // Thursdays only: today, nothing tomorrow or the day after
      order_by: '10:30',
      delivery_from: '12:30',
      delivery_to: '14:00',
      capacity: 1,
    };
    expect((await call(t, 'POST', '/slot-plan', { token: seller.token, body: { slots: [lunch] } })).status).toBe(200);
    const first = await newCustomer(t);
    const mealId = (await readMenu(t)).meals.find((meal) => meal.is_active)!._id;
    const placed = await call(t, 'POST', '/order/create-cod-order', {
      token: first.token,
      body: { meals: [{ meal_id: mealId, quantity: 1 }], address: first.addressId },
    });
    expect(placed.status).toBe(201);

    const waiting = await customerWithDevice('hi');
    expect((await notifyMe(waiting.token)).body.data).toEqual({ subscribed: true });
    const [slot] = (await call(t, 'GET', '/slots')).body.data.slots as { _id: string }[];
    const raised = await call(t, 'PATCH', `/slots/${slot!._id}`, { token: seller.token, body: { capacity: 5 } });
    expect(raised.status).toBe(200);
    const push = await pushService.nextPush(waiting.path);
    expect(JSON.parse(waiting.device.decrypt(push.body)) as PushPayload).toMatchObject({
      title: `${KITCHEN_NAME} में फिर से जगह है`,
      body: 'भरने से पहले अभी ऑर्डर करें।',
    });
    await t.pushesSettled();
    expect(pushesTo(waiting.path)).toHaveLength(1);
    // With room again, there is nothing to wait for.
    expect((await notifyMe(waiting.token)).body.data).toEqual({ subscribed: false });
    await call(t, 'POST', '/slot-plan', { token: seller.token, body: { slots: [] } });
  });

  it('pushes once when a cancelled order gives its plate back (issue 15, D54)', async () => {
    await setKitchen(true);
    setClock(t, '2026-11-26T03:00:00.000Z');
    const lunch = {
      name: 'Lunch',
      weekdays: [3],
      order_by: '10:30',
      delivery_from: '12:30',
      delivery_to: '14:00',
      capacity: 1,
    };
    expect((await call(t, 'POST', '/slot-plan', { token: seller.token, body: { slots: [lunch] } })).status).toBe(200);
    const first = await newCustomer(t);
    const mealId = (await readMenu(t)).meals.find((meal) => meal.is_active)!._id;
    const placed = await call(t, 'POST', '/order/create-cod-order', {
      token: first.token,
      body: { meals: [{ meal_id: mealId, quantity: 1 }], address: first.addressId },
    });
    expect(placed.status).toBe(201);
    const waiting = await customerWithDevice();
    expect((await notifyMe(waiting.token)).body.data).toEqual({ subscribed: true });

    const orderId = placed.body.data.order._id as string;
    const cancelled = await call(t, 'POST', `/order/${orderId}/cancel`, { token: first.token, body: { reason: '' } });
    expect(cancelled.status).toBe(200);
    const push = await pushService.nextPush(waiting.path);
    expect(JSON.parse(waiting.device.decrypt(push.body)) as PushPayload).toMatchObject({
      title: m.pushKitchenRoomTitle({ kitchen: KITCHEN_NAME }),
    });
    await t.pushesSettled();
    expect(pushesTo(waiting.path)).toHaveLength(1);
    await call(t, 'POST', '/slot-plan', { token: seller.token, body: { slots: [] } });
  });
});
