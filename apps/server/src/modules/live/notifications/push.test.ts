import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@rasoi/domain/api';
import { PUSH_ICON, SELLER_ORDERS_PATH, type PushPayload } from '@rasoi/domain/events';
import { m } from '@rasoi/domain/i18n/messages';
import { AppError } from '../../../lib/app-error.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, countRows } from '../../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder, type TestCustomer } from '../../../../test/orders.ts';
import {
  newTestSubscription,
  plainHttpAgent,
  startTestPushService,
  verifyVapidAuthorization,
  type ReceivedPush,
  type TestPushService,
  type TestSubscription,
} from '../../../../test/push-service.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';
import { pushEndpointRefusal } from './push-endpoint.ts';
import { savePushSubscription } from './save-push-subscription.ts';

/**
 * Web Push end to end (issue 5, docs/decisions/p07): the app's real web-push requests go to a push
 * service on 127.0.0.1 that checks each VAPID signature and decrypts each payload with the
 * subscription's private key, as a browser's push service and the browser would.
 */
let t: TestApp;
let pushService: TestPushService;
let publicKey: string;
let seller: { token: string; userId: string };
let customer: TestCustomer;

beforeAll(async () => {
  pushService = await startTestPushService();
  t = await buildTestApp(
    {},
    { pushTransport: { localPushServiceOrigins: [pushService.origin], agent: plainHttpAgent() } },
  );
  seller = await findOrCreateSeller(t);
  customer = await newCustomer(t);
  publicKey = (await call(t, 'GET', '/notification/vapid-public-key')).body.data.publicKey;
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

let pathCounter = 0;
/**
 * A new browser subscription at the test push service, saved for the caller through the API by an app
 * in `language` (its Accept-Language; none: the server's English).
 */
async function subscribe(token: string, language?: string): Promise<TestSubscription & { path: string }> {
  pathCounter += 1;
  const path = `/push/${pathCounter}-${'x'.repeat(40)}`;
  const browser = newTestSubscription(`${pushService.origin}${path}`);
  const saved = await call(t, 'POST', '/notification/save-fcm-token', {
    token,
    body: { fcmToken: browser.subscription },
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });
  expect(saved.status).toBe(200);
  expect(saved.body).toEqual({ status: 'success', data: { saved: true } });
  return { ...browser, path };
}

/** Checks a received push as the push service and the browser would; returns the decrypted payload. */
function open(push: ReceivedPush, browser: TestSubscription): PushPayload {
  const { publicKey: signer, claims } = verifyVapidAuthorization(push.headers.authorization);
  expect(signer).toBe(publicKey);
  expect(claims.aud).toBe(pushService.origin);
  expect(claims.sub).toBe('mailto:kitchen@rasoi.local');
  expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  expect(claims.exp).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 60 * 60);
  expect(push.headers['content-encoding']).toBe('aes128gcm');
  expect(Number(push.headers.ttl)).toBeGreaterThan(0);
  return JSON.parse(browser.decrypt(push.body)) as PushPayload;
}

async function rowsAt(endpointPath: string): Promise<number> {
  const rows = await t.db
    .selectFrom('push_subscriptions')
    .select('user_id')
    .where('endpoint', '=', `${pushService.origin}${endpointPath}`)
    .execute();
  return rows.length;
}

describe('the VAPID key', () => {
  it('is one P-256 public key, the same on every call, kept in the database', async () => {
    expect(publicKey).toMatch(/^[\w-]{87}$/);
    expect((await call(t, 'GET', '/notification/vapid-public-key')).body.data.publicKey).toBe(publicKey);
    const stored = await t.db.selectFrom('app_settings').select('value').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value).publicKey).toBe(publicKey);
    // A second instance on the same database signs with the same pair.
    const other = await t.startInstance();
    const answer = await other.inject({ method: 'GET', url: '/api/v1/notification/vapid-public-key' });
    expect(answer.json().data.publicKey).toBe(publicKey);
  });
});

describe('saving a push subscription', () => {
  it('keeps one row per endpoint, owned by whoever saved it last', async () => {
    const browser = newTestSubscription(`${pushService.origin}/push/shared-device`);
    const other = await newCustomer(t);
    for (const token of [customer.token, other.token]) {
      const saved = await call(t, 'POST', '/notification/save-fcm-token', {
        token,
        body: { fcmToken: browser.subscription },
      });
      expect(saved.status).toBe(200);
    }
    const rows = await t.db
      .selectFrom('push_subscriptions')
      .select('user_id')
      .where('endpoint', '=', browser.subscription.endpoint)
      .execute();
    expect(rows).toEqual([{ user_id: other.userId }]);
  });

  it("keeps the language of the app that saved it (Accept-Language), and a re-save's (issue 16)", async () => {
    const browser = newTestSubscription(`${pushService.origin}/push/language-switch`);
    const localeAt = async () =>
      (
        await t.db
          .selectFrom('push_subscriptions')
          .select('locale')
          .where('endpoint', '=', browser.subscription.endpoint)
          .executeTakeFirstOrThrow()
      ).locale;
    const save = async (headers: Record<string, string>) =>
      expect(
        (
          await call(t, 'POST', '/notification/save-fcm-token', {
            token: customer.token,
            body: { fcmToken: browser.subscription },
            headers,
          })
        ).status,
      ).toBe(200);
    await save({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(await localeAt()).toBe('hi');
    // The app reloads after a language switch and saves its subscription again: the row follows.
    await save({ 'accept-language': 'en' });
    expect(await localeAt()).toBe('en');
    await save({ 'accept-language': 'hi' });
    expect(await localeAt()).toBe('hi');
    // A language the app does not speak, or none, is English.
    await save({ 'accept-language': 'fr-FR' });
    expect(await localeAt()).toBe('en');
    expect(await rowsAt('/push/language-switch')).toBe(1);
  });

  it('accepts the subscription as a JSON string too (spec 7 fcmToken)', async () => {
    const browser = newTestSubscription(`${pushService.origin}/push/as-text`);
    const saved = await call(t, 'POST', '/notification/save-fcm-token', {
      token: customer.token,
      body: { fcmToken: JSON.stringify(browser.subscription) },
    });
    expect(saved.status).toBe(200);
    expect(await rowsAt('/push/as-text')).toBe(1);
  });

  it('refuses what is not a push subscription, with a readable message and nothing stored', async () => {
    const good = newTestSubscription('https://push.example.com/send/abc').subscription;
    const before = await countRows(t.db, 'push_subscriptions');
    for (const fcmToken of [
      'a-firebase-token',
      { ...good, endpoint: 'not a url' },
      { ...good, endpoint: `https://push.example.com/${'a'.repeat(2048)}` },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { ...good, keys: { ...good.keys, auth: 'short' } },
      { ...good, extra: true },
    ]) {
      const refused = await call(t, 'POST', '/notification/save-fcm-token', {
        token: customer.token,
        body: { fcmToken },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ status: 'error', data: expect.any(String) });
    }
    expect(await countRows(t.db, 'push_subscriptions')).toBe(before);
  });

  it('accepts only https endpoints unless the transport names the local push service (tests)', async () => {
    const insecure = newTestSubscription('http://fcm.googleapis.com/fcm/send/abc').subscription;
    await expect(
      savePushSubscription({
        ctx: { db: t.db, now: t.clock.now, push: { endpointRefusal: (endpoint) => pushEndpointRefusal(endpoint) } },
        userId: customer.userId,
        subscription: insecure,
        locale: 'en',
      }),
    ).rejects.toEqual(new AppError('BAD_REQUEST', 'pushEndpointInsecure'));
  });
});

describe('pushes', () => {
  it('tells every seller device about a new order, signed and encrypted', async () => {
    const devices = [await subscribe(seller.token), await subscribe(seller.token)];
    const customerDevice = await subscribe(customer.token);
    const order = await placeTestOrder(t, customer);
    for (const device of devices) {
      const push = await pushService.nextPush(device.path);
      const payload = open(push, device);
      expect(payload).toEqual({
        title: m.notificationTitle(),
        body: m.notificationBody(),
        url: SELLER_ORDERS_PATH,
        icon: PUSH_ICON,
      });
    }
    // The checks are real: a token signed for other claims, or another device's key, fails them.
    const first = pushService.received.find((push) => push.path === devices[0]!.path)!;
    const authorization = first.headers.authorization!;
    const [jwtHead, , signature] = /t=([^,]+)/.exec(authorization)![1]!.split('.');
    const otherClaims = Buffer.from(JSON.stringify({ aud: 'https://evil.example', exp: 1, sub: 'x' })).toString(
      'base64url',
    );
    const forged = authorization.replace(/t=[^,]+/, `t=${jwtHead}.${otherClaims}.${signature}`);
    expect(() => verifyVapidAuthorization(forged)).toThrow('does not verify');
    expect(() => devices[1]!.decrypt(first.body)).toThrow();
    expect(order.status).toBe('Preparing');
    // The customer's own device hears nothing about placing it: every push the order caused has finished.
    await t.pushesSettled();
    expect(pushService.received.some((push) => push.path === customerDevice.path)).toBe(false);
  });

  it('tells the customer when the order is out for delivery and when it is delivered', async () => {
    const device = await subscribe(customer.token);
    const order = await placeTestOrder(t, customer);
    const move = async (status: Order['status']) =>
      expect((await call(t, 'PATCH', `/order/${order._id}`, { token: seller.token, body: { status } })).status).toBe(
        200,
      );

    await move('Out For Delivery');
    expect(open(await pushService.nextPush(device.path), device)).toEqual({
      title: m.pushOutForDeliveryTitle(),
      body: m.pushOutForDeliveryBody(),
      url: `/orders/${order._id}`,
      icon: PUSH_ICON,
    });
    await move('Delivered');
    expect(open(await pushService.nextPush(device.path), device)).toMatchObject({
      title: m.pushDeliveredTitle(),
      url: `/orders/${order._id}`,
    });
  });

  it("writes each push in its device's language: a Hindi and an English phone of one customer (issue 16)", async () => {
    const person = await newCustomer(t);
    const hindi = await subscribe(person.token, 'hi');
    const english = await subscribe(person.token, 'en-IN');
    const order = await placeTestOrder(t, person);
    const moved = await call(t, 'PATCH', `/order/${order._id}`, {
      token: seller.token,
      body: { status: 'Out For Delivery' },
      headers: { 'accept-language': 'hi' },
    });
    expect(moved.status).toBe(200);
    expect(open(await pushService.nextPush(hindi.path), hindi)).toEqual({
      title: 'ऑर्डर डिलीवरी के लिए निकला',
      body: 'आपका ऑर्डर आपके पास आ रहा है।',
      url: `/orders/${order._id}`,
      icon: PUSH_ICON,
    });
    // The seller's request was in Hindi; the English phone still hears English.
    expect(open(await pushService.nextPush(english.path), english)).toEqual({
      title: 'Order Out for Delivery',
      body: 'Your order is on its way to you.',
      url: `/orders/${order._id}`,
      icon: PUSH_ICON,
    });
  });

  it("tells a seller's Hindi and English devices about a new order, each in its language (issue 16)", async () => {
    const hindi = await subscribe(seller.token, 'hi');
    const english = await subscribe(seller.token, 'en');
    // The customer orders in English.
    await placeTestOrder(t, customer);
    expect(open(await pushService.nextPush(hindi.path), hindi)).toMatchObject({
      title: 'नया ऑर्डर आया है',
      url: SELLER_ORDERS_PATH,
    });
    expect(open(await pushService.nextPush(english.path), english)).toMatchObject({
      title: 'New Order Received',
      url: SELLER_ORDERS_PATH,
    });
  });

  it('forgets a subscription the push service answers 410 or 404 for, and keeps one that failed once otherwise', async () => {
    const gone = await subscribe(seller.token);
    const missing = await subscribe(seller.token);
    const failing = await subscribe(seller.token);
    pushService.answer(gone.path, 410);
    pushService.answer(missing.path, 404);
    pushService.answer(failing.path, 500);
    // A failing push never fails the order.
    await placeTestOrder(t, customer);
    await Promise.all([gone, missing, failing].map((device) => pushService.nextPush(device.path)));
    // Once the pushes have finished, so have the row changes their answers called for.
    await t.pushesSettled();
    expect(await rowsAt(gone.path)).toBe(0);
    expect(await rowsAt(missing.path)).toBe(0);
    expect(await rowsAt(failing.path)).toBe(1);
  });
});
