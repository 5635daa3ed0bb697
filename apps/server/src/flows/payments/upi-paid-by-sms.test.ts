import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call, readMenu } from '../../../test/api-helpers.ts';
import { upiOrder } from '../../../test/upi-orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { TEST_SIGNING_KEY, postGatewaySms, sbiCredit, smsReceived, smsRupees } from '../../../test/gateway-sms.ts';

/**
 * A UPI order paid by the kitchen's bank SMS (issue 27, docs/decisions/0097, 0098): the customer asks for the
 * exact amount, the phone forwards the bank's signed credit alert for it, and the order turns collected by
 * UPI, the SMS matched, in one transaction; the same SMS again changes nothing; a credit of another amount
 * waits unmatched, in the seller's 'Payments to match', where one tap assigns it to its order (two taps at
 * once assign it once; never to an order a credit of its exact amount paid, even one arriving at that
 * moment) or marks it not hers. Runs on both engines.
 */
let t: TestApp;
let instanceB: FastifyInstance;
let seller: string;
let mealId: string;
let rrn = 734_512_300_000;

beforeAll(async () => {
  t = await buildTestApp();
  if (t.engine === 'postgres') instanceB = await t.startInstance();
  seller = (await findOrCreateSeller(t)).token;
  mealId = (await readMenu(t)).meals.find((meal) => meal.is_active)!._id;
  await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { upi_id: 'asha@okaxis' } });
  const saved = await call(t, 'PATCH', '/payments/sms/settings', {
    token: seller,
    body: { bank_sms_senders: ['SBIUPI'], signing_key: TEST_SIGNING_KEY },
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const orderRow = (id: string) =>
  t.db.selectFrom('orders').select(['collected_by']).where('id', '=', id).executeTakeFirstOrThrow();
const smsRow = (text: string) =>
  t.db.selectFrom('bank_sms').select(['status', 'matched_type', 'matched_id']).where('body', '=', text).execute();

describe('a UPI order paid by the bank SMS', () => {
  it('turns collected by UPI live when the credit of its exact amount arrives, and only once', async () => {
    const { order, request } = await upiOrder(t, mealId);

    const text = sbiCredit(smsRupees(request.amount_paise), String((rrn += 1)));
    // Received now, while the request is open (a credit from before it was opened pays nothing).
    const event = smsReceived(text, { receivedAt: t.clock.now().toISOString() });
    expect((await postGatewaySms(t, event)).status).toBe(200);
    expect(await orderRow(order._id)).toEqual({ collected_by: 'upi' });
    expect(await smsRow(text)).toEqual([{ status: 'matched', matched_type: 'upi_request', matched_id: request._id }]);
    // The event the open screens are sent (the customer's page, the seller's lists) says it.
    const events = await t.db
      .selectFrom('order_events')
      .select(['type', 'payload'])
      .where('order_id', '=', order._id)
      .orderBy('id')
      .execute();
    expect(events.at(-1)!.type).toBe('order.updated');
    expect(JSON.parse(events.at(-1)!.payload)).toMatchObject({ order: { _id: order._id, collected_by: 'upi' } });

    // The phone's retry, and the same credit under another event: nothing more.
    expect((await postGatewaySms(t, event)).status).toBe(200);
    expect((await postGatewaySms(t, smsReceived(text, { receivedAt: t.clock.now().toISOString() }))).status).toBe(200);
    expect(await smsRow(text)).toHaveLength(1);
    const paid = await t.db.selectFrom('upi_requests').select(['status']).where('id', '=', request._id).execute();
    expect(paid).toEqual([{ status: 'paid' }]);
  });

  it("keeps what a paid order's credit brought on the household's account when the order is cancelled (D113)", async () => {
    const { customer, order, request } = await upiOrder(t, mealId);
    const text = sbiCredit(smsRupees(request.amount_paise), String((rrn += 1)));
    expect((await postGatewaySms(t, smsReceived(text, { receivedAt: t.clock.now().toISOString() }))).status).toBe(200);
    expect(await orderRow(order._id)).toEqual({ collected_by: 'upi' });

    const cancel = () => call(t, 'POST', `/order/${order._id}/cancel`, { token: customer.token, body: { reason: '' } });
    expect((await cancel()).status).toBe(200);
    const account = async () => (await call(t, 'GET', '/account', { token: customer.token })).body.data;
    const after = await account();
    // The exact amount the bank credited (the bill less a few paise), once, as a refund for the order.
    expect(after.account.balance_paise).toBe(request.amount_paise);
    expect(after.entries).toMatchObject([
      { kind: 'refund', amount_paise: request.amount_paise, source_type: 'order', source_id: order._id },
    ]);
    // A second cancel is refused and moves nothing.
    expect((await cancel()).status).toBe(409);
    expect((await account()).account.balance_paise).toBe(request.amount_paise);
  });

  it('keeps a credit of an amount nobody asked for unmatched, for the seller', async () => {
    const text = sbiCredit('1.23', String((rrn += 1)));
    expect((await postGatewaySms(t, smsReceived(text))).status).toBe(200);
    expect(await smsRow(text)).toEqual([{ status: 'unmatched', matched_type: null, matched_id: null }]);
  });
});

describe("the seller's payments to match", () => {
  /** A UPI order and its open request, and an unmatched credit of a near amount, listed for the seller. */
  async function nearMiss() {
    const { order, request } = await upiOrder(t, mealId);
    // The customer paid the bill's round rupees, not the exact amount asked.
    const text = sbiCredit(smsRupees(request.amount_paise - 100), String((rrn += 1)));
    await postGatewaySms(t, smsReceived(text, { receivedAt: t.clock.now().toISOString() }));
    const listed = await call(t, 'GET', '/payments/unmatched', { token: seller });
    const payment = (listed.body.data.payments as { _id: string; amount_paise: number; rrn: string }[]).find(
      (item) => item.rrn === String(rrn),
    )!;
    return { order, request, payment, listed };
  }
  const assign = (paymentId: string, orderId: string, locale = 'en') =>
    call(t, 'POST', `/payments/unmatched/${paymentId}/match`, {
      token: seller,
      body: { order_id: orderId },
      headers: { 'accept-language': locale },
    });

  it('lists a credit nobody asked for beside the orders awaiting one, and one tap assigns it', async () => {
    const { order, request, payment, listed } = await nearMiss();
    expect(payment).toMatchObject({ amount_paise: request.amount_paise - 100 });
    expect(listed.body.data.awaited).toContainEqual(
      expect.objectContaining({ order_id: order._id, amount_paise: request.amount_paise }),
    );
    const assigned = await assign(payment._id, order._id);
    expect(assigned).toMatchObject({ status: 200, body: { data: { order: { _id: order._id, collected_by: 'upi' } } } });
    const after = await call(t, 'GET', '/payments/unmatched', { token: seller });
    expect(after.body.data.payments.map((item: { _id: string }) => item._id)).not.toContain(payment._id);
    expect(after.body.data.awaited.map((item: { order_id: string }) => item.order_id)).not.toContain(order._id);
    expect(await assign(payment._id, order._id, 'hi')).toMatchObject({
      status: 409,
      body: { status: 'error', data: m.paymentAlreadyDecided({}, { locale: 'hi' }) },
    });
  });

  /** The phone forwarding the bank's credit of exactly `amountPaise`, received now. */
  const exactCredit = (amountPaise: number) =>
    smsReceived(sbiCredit(smsRupees(amountPaise), String((rrn += 1))), { receivedAt: t.clock.now().toISOString() });
  /** The SMS matched to the order, by its request's amount or by the seller's hand. */
  const creditsPaying = (order: { _id: string }, request: { _id: string }) =>
    t.db
      .selectFrom('bank_sms')
      .select('id')
      .where('status', '=', 'matched')
      .where('matched_id', 'in', [order._id, request._id])
      .execute();
  const unmatchedIds = async () =>
    ((await call(t, 'GET', '/payments/unmatched', { token: seller })).body.data.payments as { _id: string }[]).map(
      (item) => item._id,
    );

  it("refuses, in the caller's language, a payment for an order a credit of its exact amount already paid", async () => {
    const { order, request, payment } = await nearMiss();
    expect((await postGatewaySms(t, exactCredit(request.amount_paise))).status).toBe(200);
    expect(await orderRow(order._id)).toEqual({ collected_by: 'upi' });
    for (const locale of ['en', 'hi'] as const) {
      expect(await assign(payment._id, order._id, locale)).toMatchObject({
        status: 409,
        body: { status: 'error', data: m.paymentOrderPaidByCredit({}, { locale }) },
      });
    }
    expect(await unmatchedIds()).toContain(payment._id);
    expect(await creditsPaying(order, request)).toHaveLength(1);
  });

  it('lets one of a credit of the exact amount and a payment assigned at that moment pay the order (PostgreSQL: on two instances)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { order, request, payment } = await nearMiss();
      const [arrived, assigned] = await Promise.all([
        postGatewaySms(t, exactCredit(request.amount_paise), { app: t.engine === 'postgres' ? instanceB : t.app }),
        assign(payment._id, order._id),
      ]);
      expect(arrived.status).toBe(200);
      expect([200, 409]).toContain(assigned.status);
      expect(await creditsPaying(order, request)).toHaveLength(1);
      expect(await orderRow(order._id)).toEqual({ collected_by: 'upi' });
    }
  });

  it('assigns a payment once when two taps race, and "not mine" takes it off the list', async () => {
    const { order, payment } = await nearMiss();
    const answers = await Promise.all([assign(payment._id, order._id), assign(payment._id, order._id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);

    const other = await nearMiss();
    const dismissed = await call(t, 'POST', `/payments/unmatched/${other.payment._id}/not-mine`, { token: seller });
    expect(dismissed.status).toBe(200);
    const after = await call(t, 'GET', '/payments/unmatched', { token: seller });
    expect(after.body.data.payments.map((item: { _id: string }) => item._id)).not.toContain(other.payment._id);
    expect(await assign(other.payment._id, other.order._id)).toMatchObject({ status: 409 });
    expect(await orderRow(other.order._id)).toEqual({ collected_by: null });
  });
});
