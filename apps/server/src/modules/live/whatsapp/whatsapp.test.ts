import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushPayload } from '@rasoi/domain/events';
import { DEFAULT_WHATSAPP_TEMPLATES } from '@rasoi/domain/whatsapp';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, readMenu } from '../../../../test/api-helpers.ts';
import { record } from '../../../../test/accounts.ts';
import { metaAnswer, startFakeWhatsAppApi, type FakeWhatsAppApi } from '../../../../test/fake-whatsapp-api.ts';
import { newCustomer, placeTestOrder, setClock } from '../../../../test/orders.ts';
import {
  newTestSubscription,
  plainHttpAgent,
  startTestPushService,
  type TestPushService,
} from '../../../../test/push-service.ts';
import { TEST_SIGNING_KEY, postGatewaySms, sbiCredit, smsReceived } from '../../../../test/gateway-sms.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';
import { subscribed, weekdayLunchPlan } from '../../../../test/subscriptions.ts';
import { GRAPH_API_VERSION } from './cloud-api.ts';
import { MAX_CONCURRENT_WHATSAPP } from './whatsapp-sender.ts';

/**
 * Receipts and reminders by WhatsApp (issue 27 part 3, docs/decisions/0101), on both engines, against a
 * stand-in of the Cloud API and a push service on 127.0.0.1: the seller's settings (the token never read
 * back), the customer's opt-in, the messages an opted-in customer gets instead of the pushes, the push when
 * WhatsApp does not take one, retries of a rate limit, an expired token, and orders that never wait on it.
 */
const TOKEN = 'EAAGm0PX4ZCpsBAKZAtest-token-never-logged';
const NEW_TOKEN = 'EAAGm0PX4ZCpsBAKZAsecond-token-saved';
const PHONE_NUMBER_ID = '106540352242922';
const hindi = { 'accept-language': 'hi' };

let api: FakeWhatsAppApi;
let pushService: TestPushService;
let t: TestApp;
let seller: string;
const lines: string[] = [];

beforeAll(async () => {
  api = await startFakeWhatsAppApi();
  pushService = await startTestPushService();
  t = await buildTestApp(
    { WHATSAPP_API_URL: api.url, LOG_LEVEL: 'info' },
    {
      pushTransport: { localPushServiceOrigins: [pushService.origin], agent: plainHttpAgent() },
      logStream: { write: (line) => void lines.push(line) },
    },
  );
  seller = (await findOrCreateSeller(t)).token;
  await settings({ phone_number_id: PHONE_NUMBER_ID, access_token: TOKEN });
});
afterAll(async () => {
  await t.close();
  await api.close();
  await pushService.close();
});
beforeEach(() => {
  api.answerWith([]);
});

function settings(body: unknown, headers: Record<string, string> = {}) {
  return call(t, 'PATCH', '/notifications/whatsapp/settings', { token: seller, body, headers });
}

/** A new customer with a browser subscribed at the test push service, opted in to WhatsApp in `language` or not. */
async function customer(optIn: 'en' | 'hi' | false) {
  const someone = await newCustomer(t);
  const path = `/whatsapp-push/${someone.userId}-${'x'.repeat(40)}`;
  const browser = newTestSubscription(`${pushService.origin}${path}`);
  const saved = await call(t, 'POST', '/notification/save-fcm-token', {
    token: someone.token,
    body: { fcmToken: browser.subscription },
  });
  expect(saved.status).toBe(200);
  if (optIn) {
    const answer = await call(t, 'PATCH', '/users/whatsapp', {
      token: someone.token,
      body: { whatsapp_receipts: true },
      headers: { 'accept-language': optIn },
    });
    expect(answer.body.data).toEqual({ whatsapp_receipts: true, available: true });
  }
  return {
    ...someone,
    /** The template messages WhatsApp received for this customer, oldest first. */
    templates: () => api.templates().filter((sent) => sent.to === `91${someone.mobile}`),
    /** The pushes this customer's browser received, decrypted, oldest first. */
    pushes: (): PushPayload[] =>
      pushService.received
        .filter((push) => push.path === path)
        .map((push) => JSON.parse(browser.decrypt(push.body)) as PushPayload),
  };
}

const outForDelivery = (orderId: string) =>
  call(t, 'PATCH', `/order/${orderId}`, { token: seller, body: { status: 'Out For Delivery' } });
const acknowledge = (orderId: string) => call(t, 'POST', `/order/${orderId}/acknowledge`, { token: seller });
const ref = (orderId: string) => `#${orderId.slice(-4)}`;
const logged = () => lines.join('\n');

describe("the kitchen's WhatsApp settings", () => {
  it('answers whether the token is set, never the token, with every template named', async () => {
    const read = await call(t, 'GET', '/notifications/whatsapp/settings', { token: seller });
    expect(read.body.data).toEqual({
      phone_number_id: PHONE_NUMBER_ID,
      access_token_set: true,
      templates: DEFAULT_WHATSAPP_TEMPLATES,
      configured: true,
    });
    expect(JSON.stringify(read.body)).not.toContain(TOKEN);
    const renamed = await settings({ templates: { low_balance: 'kitchen_low_balance' } });
    expect(renamed.body.data.templates).toEqual({ ...DEFAULT_WHATSAPP_TEMPLATES, low_balance: 'kitchen_low_balance' });
    expect(renamed.body.data.access_token_set).toBe(true);
    await settings({ templates: { low_balance: DEFAULT_WHATSAPP_TEMPLATES.low_balance } });
  });

  it("refuses a bad token or template name in the caller's language, writing nothing", async () => {
    const bad = await settings({ access_token: 'short', templates: { order_confirmed: 'Has Spaces' } }, hindi);
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe('error');
    expect(bad.body.data).toMatch(/[\u0900-\u097f]/);
    const empty = await settings({});
    expect(empty).toMatchObject({ status: 400, body: { data: 'Name at least one WhatsApp setting to change.' } });
    const read = await call(t, 'GET', '/notifications/whatsapp/settings', { token: seller });
    expect(read.body.data.templates.order_confirmed).toBe(DEFAULT_WHATSAPP_TEMPLATES.order_confirmed);
  });
});

describe("a customer's WhatsApp receipts", () => {
  it('are off until turned on, and off again', async () => {
    const someone = await newCustomer(t);
    const read = await call(t, 'GET', '/users/whatsapp', { token: someone.token });
    expect(read.body.data).toEqual({ whatsapp_receipts: false, available: true });
    const on = await call(t, 'PATCH', '/users/whatsapp', { token: someone.token, body: { whatsapp_receipts: true } });
    expect(on.body.data.whatsapp_receipts).toBe(true);
    const off = await call(t, 'PATCH', '/users/whatsapp', { token: someone.token, body: { whatsapp_receipts: false } });
    expect(off.body.data.whatsapp_receipts).toBe(false);
  });

  it("refuses a body that is not true or false in the caller's language", async () => {
    const someone = await newCustomer(t);
    const answer = await call(t, 'PATCH', '/users/whatsapp', {
      token: someone.token,
      body: { whatsapp_receipts: 'yes' },
      headers: hindi,
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { status: 'error', data: 'बताएँ कि रसीदें WhatsApp पर चाहिए या नहीं: true या false।' },
    });
  });
});

describe('the messages', () => {
  it("go to an opted-in customer as the kind's template, in their language, instead of the push", async () => {
    const asha = await customer('hi');
    const order = await placeTestOrder(t, asha);
    expect((await acknowledge(order._id)).status).toBe(200);
    // Sends go out up to four at once, so two changes a moment apart may arrive in either order; in a
    // kitchen they are minutes apart, as here once the first has gone.
    await t.pushesSettled();
    expect((await outForDelivery(order._id)).status).toBe(200);
    await t.pushesSettled();
    expect(asha.templates()).toEqual([
      {
        to: `91${asha.mobile}`,
        name: 'rasoi_order_confirmed',
        language: 'hi',
        parameters: [ref(order._id), `₹${order.amount.toLocaleString('en-IN')}`],
      },
      { to: `91${asha.mobile}`, name: 'rasoi_out_for_delivery', language: 'hi', parameters: [ref(order._id)] },
    ]);
    expect(api.received.at(-1)!.url).toBe(`/${GRAPH_API_VERSION}/${PHONE_NUMBER_ID}/messages`);
    expect(api.received.at(-1)!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(asha.pushes()).toEqual([]);
  });

  it('send nothing to a customer who did not opt in: their push comes as before', async () => {
    const ravi = await customer(false);
    const order = await placeTestOrder(t, ravi);
    await acknowledge(order._id);
    await outForDelivery(order._id);
    await t.pushesSettled();
    expect(ravi.templates()).toEqual([]);
    expect(ravi.pushes().map((push) => push.url)).toEqual([`/orders/${order._id}`]);
  });

  it('tell a payment received: an order collected once, and a payment to the account', async () => {
    const meera = await customer('en');
    const order = await placeTestOrder(t, meera);
    const collect = (method: string) =>
      call(t, 'POST', `/order/${order._id}/collect`, { token: seller, body: { method } });
    expect((await collect('cash')).status).toBe(200);
    // A corrected method is not a second receipt.
    expect((await collect('upi')).status).toBe(200);
    // The order's receipt has gone before the account's payment: sent at once, they could cross.
    await t.pushesSettled();
    expect(
      (await record(t, seller, meera.userId, { kind: 'payment', method: 'cash', amount_paise: 50_050 })).status,
    ).toBe(201);
    await t.pushesSettled();
    expect(meera.templates().map(({ name, parameters }) => ({ name, parameters }))).toEqual([
      { name: 'rasoi_payment_received', parameters: [`₹${order.amount.toLocaleString('en-IN')}`, ref(order._id)] },
      { name: 'rasoi_payment_received', parameters: ['₹500.50', 'your tiffin account'] },
    ]);
  });

  it("tell a statement ready with its link when the customer shares a month's statement", async () => {
    const kiran = await customer('hi');
    const shared = await call(t, 'POST', '/account/statement/share', {
      token: kiran.token,
      body: { month: '2026-11' },
    });
    expect(shared.status).toBe(200);
    await t.pushesSettled();
    expect(kiran.templates()).toEqual([
      {
        to: `91${kiran.mobile}`,
        name: 'rasoi_statement_ready',
        language: 'hi',
        parameters: ['नवंबर 2026', shared.body.data.url],
      },
    ]);
  });
});

describe('a send WhatsApp does not take', () => {
  it('falls back to the push the customer would have had, and logs the failure without the token or number', async () => {
    const dev = await customer('hi');
    const order = await placeTestOrder(t, dev);
    api.answerWith([metaAnswer.templateMissing()]);
    expect((await outForDelivery(order._id)).status).toBe(200);
    await t.pushesSettled();
    expect(dev.templates()).toHaveLength(1);
    expect(dev.pushes().map((push) => push.url)).toEqual([`/orders/${order._id}`]);
    const failed = lines.map((line) => JSON.parse(line) as { msg: string; whatsapp?: Record<string, unknown> });
    expect(
      failed.find((line) => line.msg === 'whatsapp message failed' && line.whatsapp?.code === 132001),
    ).toMatchObject({
      // Counts of this instance's sends and failures; the number by its last four digits.
      whatsapp: {
        kind: 'out_for_delivery',
        failure: 'refused',
        to: `******${dev.mobile.slice(-4)}`,
        sent: expect.any(Number),
        failed: expect.any(Number),
      },
    });
    expect(logged()).not.toContain(TOKEN);
    expect(logged()).not.toContain(dev.mobile);
  });

  it('is tried again after a rate limit (130429, honouring Retry-After, and 131056), and then sent', async () => {
    const gita = await customer('en');
    const order = await placeTestOrder(t, gita);
    api.answerWith([metaAnswer.rateLimited(0), metaAnswer.pairRateLimited()]);
    await outForDelivery(order._id);
    await t.pushesSettled();
    expect(gita.templates().map((sent) => sent.name)).toEqual(Array(3).fill('rasoi_out_for_delivery'));
    expect(gita.pushes()).toEqual([]);
  });

  it('stops at an expired token with one warning, until the seller saves a new token', async () => {
    const hari = await customer('en');
    const orders = [await placeTestOrder(t, hari), await placeTestOrder(t, hari), await placeTestOrder(t, hari)];
    api.answerWith([metaAnswer.tokenExpired()]);
    await outForDelivery(orders[0]!._id);
    await t.pushesSettled();
    await outForDelivery(orders[1]!._id);
    await t.pushesSettled();
    // One call: the second message was not tried, and both pushes came instead.
    expect(hari.templates()).toHaveLength(1);
    expect(hari.pushes()).toHaveLength(2);
    const warnings = lines.filter((line) => line.includes('the access token was refused'));
    expect(warnings).toHaveLength(1);
    await settings({ access_token: NEW_TOKEN });
    await outForDelivery(orders[2]!._id);
    await t.pushesSettled();
    expect(hari.templates()).toHaveLength(2);
    expect(api.received.at(-1)!.headers.authorization).toBe(`Bearer ${NEW_TOKEN}`);
    expect(hari.pushes()).toHaveLength(2);
    expect(logged()).not.toContain(TOKEN);
    expect(logged()).not.toContain(NEW_TOKEN);
  });

  it('never holds up an order: placed, acknowledged and sent out while WhatsApp answers nothing', async () => {
    const lata = await customer('en');
    // WhatsApp takes each call and answers none until released.
    api.answerWith([], () => 'hold');
    const meal = (await readMenu(t)).meals.find((each) => each.is_active)!;
    const placed = await call(t, 'POST', '/order/create-cod-order', {
      token: lata.token,
      body: {
        meals: [{ meal_id: meal._id, quantity: 1 }],
        address: lata.addressId,
        payment_method: 'COD',
      },
    });
    expect(placed.status).toBe(201);
    const order = placed.body.data.order as { _id: string; status: string };
    expect(order.status).toBe('Preparing');
    expect((await acknowledge(order._id)).body.data.order.acknowledged_at).not.toBeNull();
    expect((await outForDelivery(order._id)).body.data.order.status).toBe('Out For Delivery');
    // Every answer came while WhatsApp held its calls; now it is down (503), and the push goes instead.
    await vi.waitFor(() => expect(lata.templates()).toHaveLength(2));
    api.answerWith([], () => metaAnswer.unavailable());
    api.release();
    await t.pushesSettled();
    expect(lata.pushes().map((push) => push.url)).toEqual([`/orders/${order._id}`]);
  });
});

describe('many messages at once', () => {
  it('keep at most MAX_CONCURRENT_WHATSAPP calls open, the rest waiting their turn', async () => {
    const people = await Promise.all(Array.from({ length: MAX_CONCURRENT_WHATSAPP + 2 }, () => customer('en')));
    const orders = await Promise.all(people.map((person) => placeTestOrder(t, person)));
    const asked = () => people.reduce((sum, person) => sum + person.templates().length, 0);
    api.answerWith([], () => 'hold');
    for (const order of orders) expect((await acknowledge(order._id)).status).toBe(200);
    await vi.waitFor(() =>
      expect(t.app.whatsAppMessages.backlog()).toEqual({ sending: MAX_CONCURRENT_WHATSAPP, queued: 2 }),
    );
    expect(asked()).toBe(MAX_CONCURRENT_WHATSAPP);
    api.answerWith([]);
    api.release();
    await t.pushesSettled();
    for (const person of people) expect(person.templates()).toHaveLength(1);
    expect(t.app.whatsAppMessages.backlog()).toEqual({ sending: 0, queued: 0 });
  });
});

describe('a UPI credit from the bank SMS', () => {
  it("tells 'payment received' with the credit's exact amount when it pays the customer's order", async () => {
    await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { upi_id: 'asha@okaxis' } });
    await call(t, 'PATCH', '/payments/sms/settings', {
      token: seller,
      body: { bank_sms_senders: ['SBIUPI'], signing_key: TEST_SIGNING_KEY },
    });
    const neha = await customer('en');
    const mealId = (await readMenu(t)).meals.find((meal) => meal.is_active)!._id;
    const placed = await call(t, 'POST', '/order/create-cod-order', {
      token: neha.token,
      body: { meals: [{ meal_id: mealId, quantity: 1 }], address: neha.addressId, payment_method: 'UPI' },
    });
    const orderId = placed.body.data.order._id as string;
    const asked = await call(t, 'POST', `/order/${orderId}/upi`, { token: neha.token });
    const paise = asked.body.data.upi_request.amount_paise as number;
    const text = sbiCredit(`${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`, '734512399001');
    const sms = smsReceived(text, { receivedAt: t.clock.now().toISOString() });
    expect((await postGatewaySms(t, sms)).status).toBe(200);
    await t.pushesSettled();
    expect(neha.templates().map(({ name, parameters }) => ({ name, parameters }))).toEqual([
      {
        name: 'rasoi_payment_received',
        parameters: [
          `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0 })}`,
          ref(orderId),
        ],
      },
    ]);
  });
});

// Last: a tiffin plan gives the kitchen a slot plan and the test a clock of its own.
describe('a low prepaid balance', () => {
  it('goes by WhatsApp to a household that opted in, and by push when WhatsApp refuses it', async () => {
    setClock(t, '2026-11-26T03:00:00.000Z');
    const planId = await weekdayLunchPlan(t, seller);
    const household = async (optIn: 'en' | false) => {
      const someone = await customer(optIn);
      await subscribed(t, someone.token, {
        plan_id: planId,
        start_day: '2026-11-30',
        tiffins: 1,
        address_id: someone.addressId,
        pay: 'prepaid',
      });
      return someone;
    };
    const asha = await household('en');
    const ravi = await household('en');
    // ₹100 paid, less than two meals of ₹90: low at once.
    expect(
      (await record(t, seller, asha.userId, { kind: 'payment', method: 'cash', amount_paise: 10_000 })).status,
    ).toBe(201);
    await t.pushesSettled();
    // The receipt and the low-balance note go out at once, so they reach WhatsApp in either order.
    const sent = asha.templates().map(({ name, parameters }) => ({ name, parameters }));
    expect(sent.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'rasoi_low_balance', parameters: ['₹100'] },
      { name: 'rasoi_payment_received', parameters: ['₹100', 'your tiffin account'] },
    ]);
    expect(asha.pushes()).toEqual([]);

    api.answerWith([metaAnswer.templateMissing(), metaAnswer.templateMissing()]);
    expect(
      (await record(t, seller, ravi.userId, { kind: 'payment', method: 'cash', amount_paise: 10_000 })).status,
    ).toBe(201);
    await t.pushesSettled();
    expect(ravi.templates()).toHaveLength(2);
    expect(ravi.pushes().map((push) => push.title)).toEqual(['Low tiffin balance']);
  });
});
