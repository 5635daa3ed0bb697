import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call } from '../../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder } from '../../../../test/orders.ts';
import {
  newTestSubscription,
  plainHttpAgent,
  startTestPushService,
  type TestPushService,
} from '../../../../test/push-service.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';
import { MAX_CONCURRENT_PUSHES } from './push-sender.ts';
import { PUSH_FAILURES_BEFORE_DROP, PUSH_SUBSCRIPTIONS_PER_USER } from './push-subscription-queries.ts';

/**
 * Push subscriptions under attack (issue 11, docs/decisions/0034): only the browsers' push services,
 * a few subscriptions per user, endpoints that keep failing dropped, and pushes that never hold up the
 * request that caused them nor open more than MAX_CONCURRENT_PUSHES connections at once.
 */
let pushService: TestPushService;
/** The app as deployed: the browsers' push services only. */
let t: TestApp;
/** An app whose allowlist also names the local push service (the test-only AppDeps injection). */
let local: TestApp;
let seller: { token: string; userId: string };

beforeAll(async () => {
  pushService = await startTestPushService();
  t = await buildTestApp();
  local = await buildTestApp(
    {},
    { pushTransport: { localPushServiceOrigins: [pushService.origin], agent: plainHttpAgent() } },
  );
  seller = await findOrCreateSeller(local);
});
afterAll(async () => {
  pushService.release();
  await local.close();
  await t.close();
  await pushService.close();
});

let counter = 0;
const save = (app: TestApp, token: string, endpoint: string) =>
  call(app, 'POST', '/notification/save-fcm-token', {
    token,
    body: { fcmToken: newTestSubscription(endpoint).subscription },
  });
/** A new endpoint path at the local push service. */
const newPath = () => `/push/limits-${(counter += 1)}`;

async function endpointsOf(app: TestApp, userId: string): Promise<string[]> {
  const rows = await app.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute();
  return rows.map((row) => row.endpoint).sort();
}

describe('which endpoints are accepted', () => {
  it('refuses endpoints that are not a browser push service: IP literals, credentials, ports, http', async () => {
    const customer = await newCustomer(t);
    const port = new URL(pushService.origin).port;
    for (const [endpoint, message] of [
      [`https://127.0.0.1:${port}/x`, m.pushServiceNotAllowed()],
      ['https://127.0.0.1/x', m.pushServiceNotAllowed()],
      ['https://[::1]/x', m.pushServiceNotAllowed()],
      ['https://10.0.0.1/x', m.pushServiceNotAllowed()],
      ['https://user:pw@fcm.googleapis.com/x', m.pushServiceNotAllowed()],
      ['https://fcm.googleapis.com:8443/x', m.pushServiceNotAllowed()],
      ['https://fcm.googleapis.com.evil.example/x', m.pushServiceNotAllowed()],
      ['https://push.apple.com.evil.example/x', m.pushServiceNotAllowed()],
      ['https://kitchen.example/x', m.pushServiceNotAllowed()],
      ['http://fcm.googleapis.com/x', m.pushEndpointInsecure()],
      [`${pushService.origin}/x`, m.pushEndpointInsecure()],
    ] as const) {
      const refused = await save(t, customer.token, endpoint);
      expect({ endpoint, ...refused }).toMatchObject({
        endpoint,
        status: 400,
        body: { status: 'error', data: message },
      });
    }
    expect(await endpointsOf(t, customer.userId)).toEqual([]);
  });

  it("accepts the hosts of FCM, Mozilla's, Apple's and Windows' push services", async () => {
    const customer = await newCustomer(t);
    const endpoints = [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGq1',
      'https://wns2-pn1p.notify.windows.com/w/?token=abc',
    ];
    for (const endpoint of endpoints) expect((await save(t, customer.token, endpoint)).status).toBe(200);
    expect(await endpointsOf(t, customer.userId)).toEqual([...endpoints].sort());
  });

  it('the local push service is accepted only where a test injected it, never by default', async () => {
    const customer = await newCustomer(local);
    expect((await save(local, customer.token, `${pushService.origin}/ok`)).status).toBe(200);
    expect(
      (await save(local, customer.token, `http://user:pw@127.0.0.1:${new URL(pushService.origin).port}/x`)).status,
    ).toBe(400);
  });
});

describe(`at most ${PUSH_SUBSCRIPTIONS_PER_USER} subscriptions per user`, () => {
  it('a further subscription drops the oldest', async () => {
    const customer = await newCustomer(t);
    const endpoints: string[] = [];
    for (let i = 0; i <= PUSH_SUBSCRIPTIONS_PER_USER; i += 1) {
      endpoints.push(`https://fcm.googleapis.com/fcm/send/cap-${customer.userId}-${i}`);
      expect((await save(t, customer.token, endpoints[i]!)).status).toBe(200);
      t.clock.advance(1000);
    }
    expect(await endpointsOf(t, customer.userId)).toEqual(endpoints.slice(1).sort());
  });

  it('holds when one user saves 40 subscriptions at the same moment', async () => {
    const customer = await newCustomer(t);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        save(t, customer.token, `https://fcm.googleapis.com/fcm/send/race-${customer.userId}-${i}`),
      ),
    );
    // Beyond the per-user write limit (D36) a save is refused with 429; every accepted one counts.
    const accepted = answers.filter((answer) => answer.status === 200).length;
    expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
    expect(accepted).toBeGreaterThan(PUSH_SUBSCRIPTIONS_PER_USER * 2);
    expect(await endpointsOf(t, customer.userId)).toHaveLength(PUSH_SUBSCRIPTIONS_PER_USER);
  });
});

describe('failing endpoints', () => {
  it(`are dropped after ${PUSH_FAILURES_BEFORE_DROP} failures in a row; a delivered push starts the count again`, async () => {
    const customer = await newCustomer(local);
    const failing = newPath();
    const flaky = newPath();
    for (const path of [failing, flaky]) {
      expect((await save(local, seller.token, `${pushService.origin}${path}`)).status).toBe(200);
    }
    pushService.answer(failing, 500);
    pushService.answer(flaky, 503);
    const failuresOf = async (path: string) =>
      (
        await local.db
          .selectFrom('push_subscriptions')
          .select('failures')
          .where('endpoint', '=', `${pushService.origin}${path}`)
          .executeTakeFirst()
      )?.failures;

    for (let i = 1; i <= PUSH_FAILURES_BEFORE_DROP; i += 1) {
      // The flaky endpoint is delivered to once, at the next-to-last order.
      pushService.answer(flaky, i === PUSH_FAILURES_BEFORE_DROP - 1 ? 201 : 503);
      await placeTestOrder(local, customer);
      await pushService.nextPush(failing);
      await pushService.nextPush(flaky);
      // Once the pushes have finished, so has the counting of their failures.
      await local.pushesSettled();
      expect(await failuresOf(failing)).toBe(i < PUSH_FAILURES_BEFORE_DROP ? i : undefined);
    }
    // The flaky one failed 3 times, was delivered once (count back to 0), then failed once more: kept.
    expect(await failuresOf(flaky)).toBe(1);
    expect(await failuresOf(failing)).toBeUndefined();
  });
});

describe('subscriptions stored before the allowlist', () => {
  it('are deleted instead of sent to', async () => {
    const customer = await newCustomer(local);
    const keys = newTestSubscription('https://fcm.googleapis.com/x').subscription.keys;
    const endpoint = `https://127.0.0.1:${new URL(pushService.origin).port}/old-row`;
    await local.db
      .insertInto('push_subscriptions')
      .values({
        id: `old-${counter}`,
        user_id: seller.userId,
        endpoint,
        keys_json: JSON.stringify(keys),
        created_at: new Date().toISOString(),
      })
      .execute();
    const device = newPath();
    expect((await save(local, seller.token, `${pushService.origin}${device}`)).status).toBe(200);
    await placeTestOrder(local, customer);
    await pushService.nextPush(device);
    const left = async () =>
      (await local.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).execute()).length;
    await local.pushesSettled();
    expect(await left()).toBe(0);
    expect(pushService.received.some((push) => push.path === '/old-row')).toBe(false);
  });
});

describe('sending', () => {
  it(`answers the seller's status change while the push service hangs, with at most ${MAX_CONCURRENT_PUSHES} pushes open`, async () => {
    // Only the customers' devices below: no seller push of the orders placed here is left in flight.
    await local.db.deleteFrom('push_subscriptions').where('user_id', '=', seller.userId).execute();
    const customers = await Promise.all(Array.from({ length: 4 }, () => newCustomer(local)));
    const orders = [];
    for (const customer of customers) {
      for (let i = 0; i < PUSH_SUBSCRIPTIONS_PER_USER; i += 1) {
        expect((await save(local, customer.token, `${pushService.origin}${newPath()}`)).status).toBe(200);
      }
      orders.push(await placeTestOrder(local, customer));
    }
    await local.pushesSettled();
    const before = pushService.received.length;
    pushService.hold();
    for (const order of orders) {
      const moved = await call(local, 'PATCH', `/order/${order._id}`, {
        token: seller.token,
        body: { status: 'Out For Delivery' },
      });
      expect(moved.status).toBe(200);
    }
    // Every status change has answered; the push service has answered nothing. Once every push is
    // either open or queued behind the open ones (all subscriptions read) and the open ones have reached
    // the service, the app starts no other push until one of them is answered.
    const total = customers.length * PUSH_SUBSCRIPTIONS_PER_USER;
    await vi.waitFor(
      () => {
        expect(local.app.pushes.backlog()).toEqual({
          sending: MAX_CONCURRENT_PUSHES,
          queued: total - MAX_CONCURRENT_PUSHES,
        });
        expect(pushService.open().now).toBeGreaterThanOrEqual(MAX_CONCURRENT_PUSHES);
      },
      { timeout: 5000 },
    );
    expect(pushService.open().now).toBe(MAX_CONCURRENT_PUSHES);
    pushService.release();
    await local.pushesSettled();
    expect(pushService.received.length - before).toBe(total);
    expect(pushService.open().most).toBe(MAX_CONCURRENT_PUSHES);
  });
});
