import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Coupon, Order } from '@rasoi/domain/api';
import { computeBill } from '@rasoi/domain/bill';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call } from '../../../../test/api-helpers.ts';
import { placeSlotOrder } from '../../../../test/cancel-fixtures.ts';
import { newCustomer, setClock, type TestCustomer } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

/**
 * Coupon farming (issue 30 finding 4, docs/decisions/0075): a coupon won by an order that is then
 * cancelled is withdrawn on every cancel path; an order not yet delivered that it paid for loses the
 * discount in the cancel's transaction; a customer cannot cancel an order whose coupon paid for a
 * delivered one. Through the API, on SQLite and on PostgreSQL (the race included).
 */
let t: TestApp;
let seller: string;

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
});
afterAll(async () => {
  await t.close();
});
let minute = 0;
beforeEach(() => {
  // A fresh minute for each test, so the order limit (10 a minute) never counts another test's orders.
  minute += 2;
  setClock(t, new Date(Date.parse('2026-11-26T03:00:00.000Z') + minute * 60_000).toISOString());
});

const cancel = (token: string, orderId: string, reason = 'Changed my mind') =>
  call(t, 'POST', `/order/${orderId}/cancel`, { token, body: { reason } });
const myCoupons = async (customer: TestCustomer) =>
  (await call(t, 'GET', '/coupon', { token: customer.token })).body.data.coupons as Coupon[];
const orderSeenBy = async (token: string, orderId: string) =>
  (await call(t, 'GET', `/order/${orderId}`, { token })).body.data.order as Order;
const wonBy = async (orderId: string) =>
  t.db.selectFrom('coupons').select('id').where('won_with_order_id', '=', orderId).executeTakeFirst();
async function scratch(customer: TestCustomer, couponId: string): Promise<void> {
  const answer = await call(t, 'PATCH', `/coupon/${couponId}`, { token: customer.token, body: { is_scratched: true } });
  expect(answer.status).toBe(200);
}
/** The bill of an order's lines without any coupon (P2). */
const undiscounted = (order: Order) =>
  computeBill(order.meals.map((line) => ({ price: line.meal.selling_price, quantity: line.quantity })));

describe('coupon farming', () => {
  it('6 dummies, the best coupon on a real order, the dummies cancelled: the real order pays in full', async () => {
    const farmer = await newCustomer(t);
    const dummies: Order[] = [];
    for (let i = 0; i < 6; i += 1) dummies.push(await placeSlotOrder(t, farmer, { plates: 2 }));
    const won = await Promise.all(dummies.map(async (dummy) => (await wonBy(dummy._id))!.id));
    const best = (await myCoupons(farmer))
      .filter((coupon) => won.includes(coupon._id))
      .toSorted((a, b) => b.off - a.off)[0]!;
    await scratch(farmer, best._id);
    const real = await placeSlotOrder(t, farmer, { plates: 3, couponId: best._id });
    expect(real.discount).toBeGreaterThan(0);

    for (const dummy of dummies) expect((await cancel(farmer.token, dummy._id)).status).toBe(200);

    const full = undiscounted(real);
    for (const token of [farmer.token, seller]) {
      expect(await orderSeenBy(token, real._id)).toMatchObject({
        status: 'Preparing',
        couponId: null,
        discount: 0,
        amount: full.toPay,
      });
    }
    // None of the dummies' coupons is left, and none can pay for an order.
    const left = (await myCoupons(farmer)).map((coupon) => coupon._id);
    expect(left.filter((id) => won.includes(id))).toEqual([]);
    const reuse = await call(t, 'POST', '/order/create-cod-order', {
      token: farmer.token,
      body: {
        meals: real.meals.map((line) => ({ meal_id: line.meal._id, quantity: 2 })),
        address: farmer.addressId,
        couponId: won[0],
      },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.data).toBe(m.couponNotFound());
    // The seller and the customer heard of the new amount: an order.updated event of the real order.
    const events = await t.db
      .selectFrom('order_events')
      .select('payload')
      .where('order_id', '=', real._id)
      .where('type', '=', 'order.updated')
      .execute();
    expect(events).toHaveLength(1);
    expect((JSON.parse(events[0]!.payload) as { order: Order }).order).toMatchObject({
      discount: 0,
      amount: full.toPay,
    });
  });

  it('the seller cancelling the winner also takes the discount off an order on its way', async () => {
    const customer = await newCustomer(t);
    const winner = await placeSlotOrder(t, customer, {});
    const couponId = (await wonBy(winner._id))!.id;
    await scratch(customer, couponId);
    const paidWith = await placeSlotOrder(t, customer, { couponId });
    const moved = await call(t, 'PATCH', `/order/${paidWith._id}`, {
      token: seller,
      body: { status: 'Out For Delivery' },
    });
    expect(moved.status).toBe(200);
    expect((await cancel(seller, winner._id, 'Paneer ran out')).status).toBe(200);
    expect(await orderSeenBy(seller, paidWith._id)).toMatchObject({
      status: 'Out For Delivery',
      discount: 0,
      amount: undiscounted(paidWith).toPay,
    });
    expect(await wonBy(winner._id)).toBeUndefined();
  });

  it('a coupon that paid for a delivered order: the customer cannot cancel its winner; the seller can', async () => {
    const customer = await newCustomer(t);
    const winner = await placeSlotOrder(t, customer, {});
    const couponId = (await wonBy(winner._id))!.id;
    await scratch(customer, couponId);
    const delivered = await placeSlotOrder(t, customer, { couponId });
    for (const status of ['Out For Delivery', 'Delivered']) {
      expect((await call(t, 'PATCH', `/order/${delivered._id}`, { token: seller, body: { status } })).status).toBe(200);
    }
    const refused = await cancel(customer.token, winner._id);
    expect(refused.status).toBe(409);
    expect(refused.body.data).toBe(m.cancelCouponDelivered());
    expect((await orderSeenBy(customer.token, winner._id)).status).toBe('Preparing');

    expect((await cancel(seller, winner._id, 'Customer asked by phone')).status).toBe(200);
    expect(await orderSeenBy(seller, delivered._id)).toMatchObject({
      status: 'Delivered',
      couponId,
      discount: delivered.discount,
      amount: delivered.amount,
    });
  });
});

describe('cancelling the winner while an order uses its coupon', () => {
  it('never leaves a cancelled winner and a discounted open order', async () => {
    for (let round = 0; round < 8; round += 1) {
      setClock(t, new Date(t.clock.now().getTime() + 2 * 60_000).toISOString());
      const customer = await newCustomer(t);
      const winner = await placeSlotOrder(t, customer, {});
      const couponId = (await wonBy(winner._id))!.id;
      await scratch(customer, couponId);
      const [cancelled, placed] = await Promise.all([
        cancel(customer.token, winner._id),
        call(t, 'POST', '/order/create-cod-order', {
          token: customer.token,
          body: {
            meals: winner.meals.map((line) => ({ meal_id: line.meal._id, quantity: line.quantity })),
            address: customer.addressId,
            couponId,
          },
        }),
      ]);
      expect(cancelled.status).toBe(200);
      expect(await wonBy(winner._id)).toBeUndefined();
      if (placed.status === 201) {
        const order = await orderSeenBy(customer.token, (placed.body.data.order as Order)._id);
        expect(order).toMatchObject({ status: 'Preparing', couponId: null, discount: 0 });
      } else {
        expect(placed.status).toBe(400);
        expect(placed.body.data).toBe(m.couponNotFound());
      }
    }
  });
});
