import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { ONLINE_PAYMENT_LIFE_MINUTES } from '@rasoi/domain/payment-gateway';
import { call } from '../../../test/api-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  askPayment,
  eventually,
  gatewayEnv,
  onlineOrder,
  placeOnlineOrder,
  saveGatewayKeys,
} from '../../../test/online-payments.ts';
import { newCustomer, type TestCustomer } from '../../../test/orders.ts';
import {
  postWebhook,
  startRazorpayStandIn,
  TEST_KEY_SECRET,
  TEST_WEBHOOK_SECRET,
  webhookSignature,
  type RazorpayStandIn,
} from '../../../test/razorpay-stand-in.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * Online prepayment through the kitchen's gateway (issue 27 part 2, docs/decisions/0100), against a local
 * stand-in of Razorpay answering as its documentation describes: created, paid, failed, refunded, a forged
 * webhook, a late one for an order given up, the same one twice, the gateway down. Runs on SQLite and on
 * PostgreSQL (two instances: online-payment-instances.postgres.test.ts).
 */
let t: TestApp;
let standIn: RazorpayStandIn;
let seller: string;
let customer: TestCustomer;
const lines: string[] = [];

const logLines = (msg: string) =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === msg);
const readOrder = async (id: string): Promise<Order> =>
  (await call(t, 'GET', `/order/${id}`, { token: customer.token })).body.data.order as Order;
const sellerListIds = async (): Promise<string[]> =>
  ((await call(t, 'GET', '/order?limit=100', { token: seller })).body.data.orders as Order[]).map((o) => o._id);
const paymentState = async (orderId: string) =>
  (await call(t, 'GET', `/order/${orderId}/payment`, { token: customer.token })).body.data;
const refundOf = (orderId: string) =>
  t.db
    .selectFrom('gateway_refunds')
    .innerJoin('gateway_payments', 'gateway_payments.id', 'gateway_refunds.payment_id')
    .selectAll('gateway_refunds')
    .where('gateway_payments.order_id', '=', orderId)
    .executeTakeFirst();

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  t = await buildTestApp(
    { ...gatewayEnv(standIn), LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
  seller = (await findOrCreateSeller(t)).token;
  customer = await newCustomer(t);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
beforeEach(() => {
  lines.length = 0;
  standIn.setMode('up');
});

describe('the gateway settings', () => {
  it('refuse an online order and a payment while the keys are not set', async () => {
    const placed = await placeOnlineOrder(t, customer);
    expect(placed).toMatchObject({ status: 400, body: { status: 'error', data: m.onlinePaymentNotSet() } });
    const asked = await askPayment(t, customer.token, { topup_paise: 10_000 }, 'hi');
    expect(asked).toMatchObject({ status: 409, body: { data: m.onlinePaymentNotSet({}, { locale: 'hi' }) } });
    expect(standIn.received).toEqual([]);
  });

  it('say only whether each secret is set, never the secret, in answers or logs', async () => {
    const empty = await call(t, 'GET', '/payments/gateway/settings', { token: seller });
    expect(empty.body.data).toEqual({
      key_id: null,
      key_secret_set: false,
      webhook_secret_set: false,
      online_payments: false,
      webhook_url: 'http://localhost:3000/api/v1/payments/gateway/webhook',
    });
    expect((await call(t, 'GET', '/kitchen')).body.data.online_payments).toBe(false);
    await saveGatewayKeys(t, seller);
    // The customer's app learns that the kitchen takes payment online, and nothing of the keys.
    const kitchen = await call(t, 'GET', '/kitchen');
    expect(kitchen.body.data.online_payments).toBe(true);
    expect(JSON.stringify(kitchen.body)).not.toContain(TEST_KEY_SECRET);
    const read = await call(t, 'GET', '/payments/gateway/settings', { token: seller });
    expect(read.body.data).toMatchObject({
      key_id: standIn.keyId,
      key_secret_set: true,
      webhook_secret_set: true,
      online_payments: true,
    });
    expect(JSON.stringify(read.body)).not.toContain(TEST_KEY_SECRET);
    expect(JSON.stringify(read.body)).not.toContain(TEST_WEBHOOK_SECRET);
    expect(lines.join('\n')).not.toContain(TEST_KEY_SECRET);
    expect(lines.join('\n')).not.toContain(TEST_WEBHOOK_SECRET);
  });

  it.each([
    [{ key_id: 'pk_live_123' }, 'gatewayKeyIdInvalid'],
    [{ key_secret: 'short' }, 'gatewaySecretInvalid'],
    [{ webhook_secret: 'two\nlines-of-secret' }, 'gatewaySecretInvalid'],
    [{}, 'gatewaySettingsEmpty'],
  ] as const)('refuse %j with a 400 in the caller’s language, changing nothing', async (body, key) => {
    for (const locale of ['en', 'hi'] as const) {
      const refused = await call(t, 'PATCH', '/payments/gateway/settings', {
        token: seller,
        body,
        headers: { 'accept-language': locale },
      });
      expect(refused).toMatchObject({ status: 400, body: { status: 'error', data: m[key]({}, { locale }) } });
    }
    const read = await call(t, 'GET', '/payments/gateway/settings', { token: seller });
    expect(read.body.data).toMatchObject({ key_id: standIn.keyId, online_payments: true });
  });
});

describe('an order paid online', () => {
  // The kitchen's keys (saved again: each block may run on its own).
  beforeAll(() => saveGatewayKeys(t, seller));

  it('waits for its payment unseen by the kitchen, then goes to the kitchen when the webhook confirms it', async () => {
    const order = await onlineOrder(t, customer);
    expect(order).toMatchObject({ status: 'Awaiting Payment', payment_method: 'ONLINE', collected_by: null });
    expect(await sellerListIds()).not.toContain(order._id);
    expect(await paymentState(order._id)).toEqual({ state: 'awaiting', amount_paise: null, refunded_at: null });

    const asked = await askPayment(t, customer.token, { order_id: order._id });
    expect(asked).toMatchObject({ status: 200 });
    const checkout = asked.body.data;
    expect(checkout).toEqual({
      payment_id: expect.any(String),
      key_id: standIn.keyId,
      gateway_order_id: expect.stringMatching(/^order_/),
      amount_paise: order.amount * 100,
      currency: 'INR',
      name: expect.any(String),
      checkout_url: `${standIn.url}/v1/checkout.js`,
    });
    expect(JSON.stringify(asked.body)).not.toContain(TEST_KEY_SECRET);
    // The server's amount, with the keys as basic auth, and Rasoi's payment id as the receipt.
    const made = standIn.orders.get(checkout.gateway_order_id)!;
    expect(made).toMatchObject({ amount: order.amount * 100, receipt: checkout.payment_id });
    expect(made.notes).toEqual({ kind: 'order', order_id: order._id });

    // Asked again: the same gateway order, no second call.
    const calls = standIn.received.length;
    const again = await askPayment(t, customer.token, { order_id: order._id });
    expect(again.body.data.gateway_order_id).toBe(checkout.gateway_order_id);
    expect(standIn.received.length).toBe(calls);

    const paid = await postWebhook(t, standIn.pay(checkout.gateway_order_id));
    expect(paid).toMatchObject({ status: 200, body: { status: 'success', data: {} } });
    expect(await readOrder(order._id)).toMatchObject({ status: 'Preparing', collected_by: 'online' });
    expect(await sellerListIds()).toContain(order._id);
    expect(await paymentState(order._id)).toEqual({
      state: 'paid',
      amount_paise: order.amount * 100,
      refunded_at: null,
    });
    expect(logLines('payment webhook')).toMatchObject([{ paymentWebhook: 'paid', event: 'payment.captured' }]);
    // Paid now: it is no longer waiting for a payment.
    const late = await askPayment(t, customer.token, { order_id: order._id });
    expect(late).toMatchObject({ status: 409, body: { data: m.onlinePaymentNotAwaiting() } });
  });

  it('processes the same webhook once, and order.paid after payment.captured changes nothing', async () => {
    const order = await onlineOrder(t, customer);
    const { gateway_order_id: gatewayOrderId } = (await askPayment(t, customer.token, { order_id: order._id })).body
      .data;
    const captured = standIn.pay(gatewayOrderId);
    expect((await postWebhook(t, captured)).status).toBe(200);
    const events = await t.db.selectFrom('order_events').select('id').where('order_id', '=', order._id).execute();
    expect((await postWebhook(t, captured)).status).toBe(200);
    const orderPaid = standIn.webhook('order.paid', {
      order: { entity: { id: gatewayOrderId, entity: 'order', amount: order.amount * 100, status: 'paid' } },
      payment: JSON.parse(captured.rawBody).payload.payment,
    });
    expect((await postWebhook(t, orderPaid)).status).toBe(200);
    expect(logLines('payment webhook').map((line) => line.paymentWebhook)).toEqual(['paid', 'repeat', 'already_paid']);
    expect(await t.db.selectFrom('order_events').select('id').where('order_id', '=', order._id).execute()).toEqual(
      events,
    );
    expect(await readOrder(order._id)).toMatchObject({ status: 'Preparing', collected_by: 'online' });
  });

  it('refuses a forged or missing signature with 401, changing nothing, and counts it', async () => {
    const order = await onlineOrder(t, customer);
    const { gateway_order_id: gatewayOrderId } = (await askPayment(t, customer.token, { order_id: order._id })).body
      .data;
    const hook = standIn.pay(gatewayOrderId);
    const forged = await postWebhook(t, hook, {
      headers: { 'x-razorpay-signature': webhookSignature('not-the-kitchen-secret', hook.rawBody) },
    });
    expect(forged).toMatchObject({ status: 401, body: { status: 'error', data: m.paymentWebhookUnsigned() } });
    const changed = hook.rawBody.replace(`"amount":${order.amount * 100}`, '"amount":100');
    expect((await postWebhook(t, { ...hook, rawBody: changed })).status).toBe(401);
    const unsigned = { ...hook, headers: { 'content-type': 'application/json' } };
    expect((await postWebhook(t, unsigned)).status).toBe(401);
    expect(logLines('payment webhook')).toMatchObject([
      { paymentWebhook: 'refused', reason: 'bad_signature' },
      { paymentWebhook: 'refused', reason: 'bad_signature' },
      { paymentWebhook: 'refused', reason: 'missing_signature' },
    ]);
    expect(await readOrder(order._id)).toMatchObject({ status: 'Awaiting Payment' });
    expect(
      await t.db
        .selectFrom('gateway_events')
        .selectAll()
        .where('event_id', '=', hook.headers['x-razorpay-event-id']!)
        .execute(),
    ).toEqual([]);
    // The real one still pays it.
    expect((await postWebhook(t, hook)).status).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({ status: 'Preparing' });
  });

  it('keeps waiting after a failed payment; the customer may try again', async () => {
    const order = await onlineOrder(t, customer);
    const { gateway_order_id: gatewayOrderId } = (await askPayment(t, customer.token, { order_id: order._id })).body
      .data;
    const failed = standIn.webhook('payment.failed', {
      payment: {
        entity: {
          id: 'pay_Failed0000001',
          entity: 'payment',
          amount: order.amount * 100,
          currency: 'INR',
          status: 'failed',
          order_id: gatewayOrderId,
        },
      },
    });
    expect((await postWebhook(t, failed)).status).toBe(200);
    expect(logLines('payment webhook')).toMatchObject([{ paymentWebhook: 'failed_attempt' }]);
    expect(await readOrder(order._id)).toMatchObject({ status: 'Awaiting Payment' });
    expect((await askPayment(t, customer.token, { order_id: order._id })).body.data.gateway_order_id).toBe(
      gatewayOrderId,
    );
  });

  it('tells the customer when the gateway is down, in their language, and nothing is cooked unpaid', async () => {
    const order = await onlineOrder(t, customer);
    for (const [mode, locale] of [
      ['down', 'en'],
      ['error', 'hi'],
    ] as const) {
      standIn.setMode(mode);
      const asked = await askPayment(t, customer.token, { order_id: order._id }, locale);
      expect(asked).toMatchObject({
        status: 503,
        body: { status: 'error', data: m.onlinePaymentGatewayDown({}, { locale }) },
      });
    }
    expect(logLines('online payment')).toMatchObject([
      { onlinePayment: 'gateway_failed', reason: 'unreachable' },
      { onlinePayment: 'gateway_failed', reason: 'refused', status: 500, code: 'SERVER_ERROR' },
    ]);
    expect(await readOrder(order._id)).toMatchObject({ status: 'Awaiting Payment' });
    expect(await sellerListIds()).not.toContain(order._id);
    expect(await t.db.selectFrom('gateway_payments').selectAll().where('order_id', '=', order._id).execute()).toEqual(
      [],
    );
  });

  it('answers another customer’s order as not found, and a cash order as not awaiting payment', async () => {
    const order = await onlineOrder(t, customer);
    const other = await newCustomer(t);
    expect(await askPayment(t, other.token, { order_id: order._id })).toMatchObject({
      status: 404,
      body: { data: m.orderNotFound() },
    });
    const both = await call(t, 'POST', '/payments/online', {
      token: customer.token,
      body: { order_id: order._id, topup_paise: 1000 },
    });
    expect(both).toMatchObject({ status: 400, body: { data: m.onlinePaymentTarget() } });
  });
});

describe('a refund through the gateway', () => {
  // The kitchen's keys (saved again: each block may run on its own).
  beforeAll(() => saveGatewayKeys(t, seller));

  const paidOrder = async (): Promise<{ order: Order; paymentId: string }> => {
    const order = await onlineOrder(t, customer);
    const { gateway_order_id: gatewayOrderId } = (await askPayment(t, customer.token, { order_id: order._id })).body
      .data;
    const hook = standIn.pay(gatewayOrderId);
    expect((await postWebhook(t, hook)).status).toBe(200);
    return { order, paymentId: hook.paymentId };
  };

  it('is made and recorded when the customer cancels a paid order', async () => {
    const { order, paymentId } = await paidOrder();
    const cancelled = await call(t, 'POST', `/order/${order._id}/cancel`, {
      token: customer.token,
      body: { reason: '' },
    });
    expect(cancelled).toMatchObject({ status: 200, body: { data: { order: { status: 'Cancelled' } } } });
    expect(standIn.refunds.filter((refund) => refund.payment_id === paymentId)).toMatchObject([
      { amount: order.amount * 100 },
    ]);
    const refund = await refundOf(order._id);
    expect(refund).toMatchObject({ status: 'processed', reason: 'cancelled', amount_paise: order.amount * 100 });
    expect(await paymentState(order._id)).toEqual({
      state: 'refunded',
      amount_paise: order.amount * 100,
      refunded_at: refund!.processed_at,
    });
    // The gateway's refund.processed webhook settles nothing new.
    const processed = standIn.webhook('refund.processed', {
      refund: {
        entity: {
          id: refund!.gateway_refund_id,
          payment_id: paymentId,
          amount: order.amount * 100,
          status: 'processed',
        },
      },
    });
    expect((await postWebhook(t, processed)).status).toBe(200);
    expect(await refundOf(order._id)).toMatchObject({ status: 'processed' });
  });

  it('is made when the kitchen cancels, and a failed call is kept for retry without blocking the cancel', async () => {
    const { order, paymentId } = await paidOrder();
    standIn.setMode('down');
    const cancelled = await call(t, 'POST', `/order/${order._id}/cancel`, {
      token: seller,
      body: { reason: 'Out of paneer' },
    });
    expect(cancelled).toMatchObject({ status: 200, body: { data: { order: { status: 'Cancelled' } } } });
    expect(await refundOf(order._id)).toMatchObject({ status: 'due', attempts: 1, last_error: 'unreachable' });
    expect((await paymentState(order._id)).state).toBe('refunding');
    expect(logLines('gateway refund')).toMatchObject([{ gatewayRefund: 'failed', reason: 'unreachable' }]);
    standIn.setMode('up');
    const { retryDueRefunds } = await import('./send-refund.ts');
    await retryDueRefunds({ db: t.db, now: t.clock.now, config: t.config }, undefined);
    expect(await refundOf(order._id)).toMatchObject({ status: 'processed', attempts: 2, last_error: null });
    expect(standIn.refunds.filter((refund) => refund.payment_id === paymentId)).toHaveLength(1);
  });

  it('is made for a late payment of an order the customer gave up, which stays cancelled', async () => {
    const order = await onlineOrder(t, customer);
    const { gateway_order_id: gatewayOrderId } = (await askPayment(t, customer.token, { order_id: order._id })).body
      .data;
    const gaveUp = await call(t, 'POST', `/order/${order._id}/cancel`, { token: customer.token, body: { reason: '' } });
    expect(gaveUp).toMatchObject({ status: 200, body: { data: { order: { status: 'Cancelled' } } } });
    expect(await refundOf(order._id)).toBeUndefined();
    const hook = standIn.pay(gatewayOrderId);
    expect((await postWebhook(t, hook)).status).toBe(200);
    expect(logLines('payment webhook')).toMatchObject([{ paymentWebhook: 'late_refunded' }]);
    await eventually(
      () => refundOf(order._id),
      (refund) => refund?.status === 'processed',
    );
    expect(await refundOf(order._id)).toMatchObject({ reason: 'late_payment', amount_paise: order.amount * 100 });
    expect(standIn.refunds.filter((refund) => refund.payment_id === hook.paymentId)).toHaveLength(1);
    expect(await readOrder(order._id)).toMatchObject({ status: 'Cancelled', collected_by: null });
    expect(await sellerListIds()).toContain(order._id);
  });

  it('is made when an order past its life is given up and its payment comes after', async () => {
    const order = await onlineOrder(t, customer);
    const { gateway_order_id: gatewayOrderId } = (await askPayment(t, customer.token, { order_id: order._id })).body
      .data;
    t.clock.advance((ONLINE_PAYMENT_LIFE_MINUTES + 1) * 60_000);
    // Asked for after its life: it is given up now, its plates back with its slot.
    expect(await askPayment(t, customer.token, { order_id: order._id })).toMatchObject({
      status: 409,
      body: { data: m.onlinePaymentNotAwaiting() },
    });
    expect(await readOrder(order._id)).toMatchObject({ status: 'Cancelled', cancelled_by: 'customer' });
    expect((await postWebhook(t, standIn.pay(gatewayOrderId))).status).toBe(200);
    await eventually(
      () => refundOf(order._id),
      (refund) => refund?.status === 'processed',
    );
  });
});

describe('an account top-up paid online', () => {
  // The kitchen's keys (saved again: each block may run on its own).
  beforeAll(() => saveGatewayKeys(t, seller));

  it('credits the household account once, keyed by the gateway’s payment', async () => {
    const asked = await askPayment(t, customer.token, { topup_paise: 50_000 });
    expect(asked).toMatchObject({ status: 200, body: { data: { amount_paise: 50_000 } } });
    expect(standIn.orders.get(asked.body.data.gateway_order_id)!.notes).toEqual({ kind: 'topup' });
    const hook = standIn.pay(asked.body.data.gateway_order_id);
    expect((await postWebhook(t, hook)).status).toBe(200);
    expect((await postWebhook(t, hook)).status).toBe(200);
    const entries = await t.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('user_id', '=', customer.userId)
      .where('source_type', '=', 'gateway_payment')
      .execute();
    expect(entries).toMatchObject([{ kind: 'payment', amount_paise: 50_000, balance_after_paise: 50_000 }]);
    expect(logLines('payment webhook').map((line) => line.paymentWebhook)).toEqual(['topup_credited', 'repeat']);
  });

  it('refuses an amount under ₹1 in the caller’s language', async () => {
    const refused = await askPayment(t, customer.token, { topup_paise: 99 }, 'hi');
    expect(refused).toMatchObject({
      status: 400,
      body: { data: m.onlineTopupAmount({ max: '₹1,00,000' }, { locale: 'hi' }) },
    });
  });
});

describe('races', () => {
  // The kitchen's keys (saved again: each block may run on its own).
  beforeAll(() => saveGatewayKeys(t, seller));

  it('the same webhook delivered six times at once pays once and records one event', async () => {
    const order = await onlineOrder(t, customer);
    const { gateway_order_id: gatewayOrderId } = (await askPayment(t, customer.token, { order_id: order._id })).body
      .data;
    const hook = standIn.pay(gatewayOrderId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => postWebhook(t, hook)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const outcomes = logLines('payment webhook').map((line) => line.paymentWebhook);
    expect(outcomes.toSorted()).toEqual(['paid', 'repeat', 'repeat', 'repeat', 'repeat', 'repeat']);
    const created = await t.db
      .selectFrom('order_events')
      .select('id')
      .where('order_id', '=', order._id)
      .where('type', '=', 'order.created')
      .execute();
    expect(created).toHaveLength(1);
  });

  it('a cancel and the payment at once end cancelled with the payment refunded once, whichever wins', async () => {
    for (let round = 0; round < 4; round += 1) {
      const order = await onlineOrder(t, customer);
      const asked = await askPayment(t, customer.token, { order_id: order._id });
      const hook = standIn.pay(asked.body.data.gateway_order_id);
      const [paid, cancelled] = await Promise.all([
        postWebhook(t, hook),
        call(t, 'POST', `/order/${order._id}/cancel`, { token: customer.token, body: { reason: '' } }),
      ]);
      expect([paid.status, cancelled.status]).toEqual([200, 200]);
      expect(await readOrder(order._id)).toMatchObject({ status: 'Cancelled' });
      await eventually(
        () => refundOf(order._id),
        (refund) => refund?.status === 'processed',
      );
      expect(standIn.refunds.filter((refund) => refund.payment_id === hook.paymentId)).toHaveLength(1);
    }
  });

  it('two asks for one order at once store one payment; both answer it', async () => {
    const order = await onlineOrder(t, customer);
    const answers = await Promise.all([1, 2, 3].map(() => askPayment(t, customer.token, { order_id: order._id })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const stored = await t.db.selectFrom('gateway_payments').selectAll().where('order_id', '=', order._id).execute();
    expect(stored).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.data.gateway_order_id))).toEqual(
      new Set([stored[0]!.gateway_order_id]),
    );
  });
});
