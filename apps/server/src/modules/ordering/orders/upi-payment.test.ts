import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, countRows, readMenu } from '../../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder, type TestCustomer } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

/**
 * UPI on delivery (issue 15, D53): placement with UPI once the kitchen has a UPI id, the customer's
 * 'I have paid', and the seller's record of how the money was collected. Runs on both engines.
 */
let t: TestApp;
let seller: string;
let mealId: string;
let asha: TestCustomer;
let ravi: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  mealId = (await readMenu(t)).meals.find((meal) => meal.is_active)!._id;
  [asha, ravi] = await Promise.all([newCustomer(t), newCustomer(t)]);
});
afterAll(async () => {
  await t.close();
});

const setUpiId = async (upiId: string) => {
  const answer = await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { upi_id: upiId } });
  expect(answer.status).toBe(200);
};
const place = (customer: TestCustomer, payment_method: string) =>
  call(t, 'POST', '/order/create-cod-order', {
    token: customer.token,
    body: { meals: [{ meal_id: mealId, quantity: 2 }], address: customer.addressId, payment_method },
  });
async function upiOrder(customer: TestCustomer = asha): Promise<Order> {
  const answer = await place(customer, 'UPI');
  expect(answer.status).toBe(201);
  return answer.body.data.order as Order;
}
const claim = (id: string, token = asha.token) => call(t, 'POST', `/order/${id}/paid`, { token });
const collect = (id: string, method: unknown) =>
  call(t, 'POST', `/order/${id}/collect`, { token: seller, body: { method } });
const cancel = (id: string) => t.db.updateTable('orders').set({ status: 'Cancelled' }).where('id', '=', id).execute();
const stored = (id: string) =>
  t.db
    .selectFrom('orders')
    .select(['paid_claimed_at', 'collected_by', 'collected_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('placing a UPI order', () => {
  it('is refused with a clear message while the kitchen has no UPI id, and nothing is stored', async () => {
    await setUpiId('');
    expect((await call(t, 'GET', '/kitchen')).body.data.upi_vpa).toBeNull();
    const before = await countRows(t.db, 'orders');
    expect(await place(asha, 'UPI')).toMatchObject({
      status: 400,
      body: { status: 'error', data: m.upiNotSet() },
    });
    expect(await countRows(t.db, 'orders')).toBe(before);
  });

  it('is placed once the kitchen has a UPI id, which GET /kitchen tells as upi_vpa', async () => {
    await setUpiId('asha.rasoi@okaxis');
    expect((await call(t, 'GET', '/kitchen')).body.data.upi_vpa).toBe('asha.rasoi@okaxis');
    const order = await upiOrder();
    expect(order).toMatchObject({
      payment_method: 'UPI',
      paid_claimed_at: null,
      collected_by: null,
      collected_at: null,
    });
  });

  it("still refuses a card with the spec's message, and cash is placed as before", async () => {
    expect(await place(asha, 'CARD')).toMatchObject({ status: 400, body: { data: m.paymentSoon() } });
    expect((await place(asha, 'COD')).body.data.order.payment_method).toBe('COD');
  });
});

describe('an order above what one UPI payment carries (issue 30, docs/decisions/0080)', () => {
  it("is refused UPI with the reason, in the caller's language, and nothing is stored; cash is placed", async () => {
    await setUpiId('asha.rasoi@okaxis');
    const price = (
      await t.db.selectFrom('meals').select('selling_price').where('id', '=', mealId).executeTakeFirstOrThrow()
    ).selling_price;
    // Two plates at ₹60,001: ₹1,20,002 before the fees, above ₹1,00,000.
    await t.db.updateTable('meals').set({ selling_price: 60_001 }).where('id', '=', mealId).execute();
    try {
      const before = await countRows(t.db, 'orders');
      const refused = await place(asha, 'UPI');
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ status: 'error' });
      expect(refused.body.data).toMatch(
        /^UPI takes at most ₹1,00,000 in one payment, so please pay this order of ₹1,20,\d{3} in cash on delivery\.$/,
      );
      const hindi = await call(t, 'POST', '/order/create-cod-order', {
        token: asha.token,
        headers: { 'accept-language': 'hi' },
        body: { meals: [{ meal_id: mealId, quantity: 2 }], address: asha.addressId, payment_method: 'UPI' },
      });
      expect(hindi.status).toBe(400);
      expect(hindi.body.data).toMatch(/^UPI से एक बार में ज़्यादा से ज़्यादा ₹1,00,000 का भुगतान हो सकता है/);
      expect(await countRows(t.db, 'orders')).toBe(before);
      expect((await place(asha, 'COD')).body.data.order).toMatchObject({ payment_method: 'COD', price: 120_002 });
    } finally {
      await t.db.updateTable('meals').set({ selling_price: price }).where('id', '=', mealId).execute();
    }
  });
});

describe("the customer's 'I have paid'", () => {
  it('stamps the claim once; a repeat answers the order unchanged', async () => {
    await setUpiId('asha.rasoi@okaxis');
    const order = await upiOrder();
    const first = await claim(order._id);
    expect(first.status).toBe(200);
    expect(first.body.data.order.paid_claimed_at).toEqual(expect.any(String));
    t.clock.advance(60_000);
    const again = await claim(order._id);
    expect(again.status).toBe(200);
    expect(again.body.data.order.paid_claimed_at).toBe(first.body.data.order.paid_claimed_at);
    // Nobody sees the bank: a claim is not a collection.
    expect(again.body.data.order.collected_by).toBeNull();
  });

  it("is refused on a cash order, another customer's order, a missing one and a cancelled one, changing nothing", async () => {
    await setUpiId('asha.rasoi@okaxis');
    const cash = await placeTestOrder(t, asha);
    expect(await claim(cash._id)).toMatchObject({ status: 400, body: { data: m.paidClaimNotUpi() } });
    const upi = await upiOrder();
    expect(await claim(upi._id, ravi.token)).toMatchObject({ status: 404, body: { data: m.orderNotFound() } });
    expect(await claim('0123456789abcdef01234567')).toMatchObject({ status: 404 });
    await cancel(upi._id);
    expect(await claim(upi._id)).toMatchObject({ status: 409, body: { data: m.paidClaimCancelled() } });
    expect(await stored(cash._id)).toEqual({ paid_claimed_at: null, collected_by: null, collected_at: null });
    expect(await stored(upi._id)).toEqual({ paid_claimed_at: null, collected_by: null, collected_at: null });
  });
});

describe("the seller's record of the collection", () => {
  it('records cash or UPI, whatever was chosen at placement, and a later call corrects a wrong tap', async () => {
    await setUpiId('asha.rasoi@okaxis');
    const order = await upiOrder();
    const cash = await collect(order._id, 'cash');
    expect(cash.status).toBe(200);
    expect(cash.body.data.order).toMatchObject({ collected_by: 'cash', collected_at: expect.any(String) });
    t.clock.advance(60_000);
    const corrected = await collect(order._id, 'upi');
    expect(corrected.body.data.order.collected_by).toBe('upi');
    expect(corrected.body.data.order.collected_at > cash.body.data.order.collected_at).toBe(true);
    // The same method again changes nothing, not even the time.
    t.clock.advance(60_000);
    expect((await collect(order._id, 'upi')).body.data.order).toEqual(corrected.body.data.order);
  });

  it('is refused on a cancelled order, for an unknown method and an unknown order, changing nothing', async () => {
    const order = await placeTestOrder(t, ravi);
    expect(await collect(order._id, 'card')).toMatchObject({
      status: 400,
      body: { status: 'error', data: m.collectMethodInvalid() },
    });
    expect(await collect('0123456789abcdef01234567', 'cash')).toMatchObject({ status: 404 });
    await cancel(order._id);
    expect(await collect(order._id, 'cash')).toMatchObject({ status: 409, body: { data: m.collectCancelled() } });
    expect(await stored(order._id)).toEqual({ paid_claimed_at: null, collected_by: null, collected_at: null });
  });

  it('is for the seller only', async () => {
    const order = await placeTestOrder(t, asha);
    const answer = await call(t, 'POST', `/order/${order._id}/collect`, {
      token: asha.token,
      body: { method: 'cash' },
    });
    expect(answer.status).toBe(403);
    expect((await stored(order._id)).collected_by).toBeNull();
  });

  it('two sellers tapping different methods at once leave one method with its own time, and an event each', async () => {
    for (let round = 0; round < 5; round += 1) {
      const order = await placeTestOrder(t, asha);
      const answers = await Promise.all([collect(order._id, 'cash'), collect(order._id, 'upi')]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const final = await stored(order._id);
      expect(['cash', 'upi']).toContain(final.collected_by);
      // The answer of the call that wrote last is the stored state: method and time from one statement.
      const last = answers
        .map((answer) => answer.body.data.order as Order)
        .find((o) => o.collected_by === final.collected_by)!;
      expect(last.collected_at).toBe(final.collected_at);
      const events = await t.db
        .selectFrom('order_events')
        .select('id')
        .where('order_id', '=', order._id)
        .where('type', '=', 'order.updated')
        .execute();
      expect(events).toHaveLength(2);
    }
  });
});
