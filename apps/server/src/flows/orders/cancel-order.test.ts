import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/api-helpers.ts';
import { addThursdaySlot, giveCoupon, placeSlotOrder, storedEffects } from '../../../test/cancel-fixtures.ts';
import { newCustomer, setClock, type TestCustomer } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { orderEventPush } from '../../modules/live/notifications/order-pushes.ts';

/**
 * POST /order/{id}/cancel (issue 15, D54): who may cancel what until when, with which reason, and what
 * a cancel gives back (the slot's plates, the coupon). Runs on SQLite and PostgreSQL.
 */
let t: TestApp;
let seller: string;
let customer: TestCustomer;

// 08:30 in the kitchen's zone (Asia/Kolkata) on Thursday 26 Nov; the test slots' cut-off is 10:30 (05:00Z).
const MORNING = '2026-11-26T03:00:00.000Z';

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
});
// A new customer per test: the clock goes back to the morning, and the order rate counts per customer.
beforeEach(async () => {
  customer = await newCustomer(t);
});
afterAll(async () => {
  await t.close();
});

const cancel = (token: string, orderId: string, reason?: unknown) =>
  call(t, 'POST', `/order/${orderId}/cancel`, { token, body: reason === undefined ? {} : { reason } });
const stored = async (orderId: string) =>
  t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
const setWindow = async (minutes: number) =>
  expect(
    (await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { cancel_window_minutes: minutes } })).status,
  ).toBe(200);

describe('the customer cancelling', () => {
  it('after the window, for an order on demand: refused with a clear sentence, nothing changed', async () => {
    // First in the file: before any test makes a slot, orders are cooked on demand.
    setClock(t, MORNING);
    const order = await placeSlotOrder(t, customer, {});
    expect(order.slot).toBeNull();
    t.clock.advance(5 * 60_000);
    const answer = await cancel(customer.token, order._id, 'Changed my mind');
    expect(answer).toMatchObject({ status: 409, body: { status: 'error', data: m.cancelWindowOver() } });
    expect(await stored(order._id)).toMatchObject({ status: 'Preparing', cancel_reason: null, cancelled_at: null });
  });

  it('within the window: Cancelled with the reason, plates back to the slot, coupon usable again', async () => {
    setClock(t, MORNING);
    const slot = await addThursdaySlot(t, seller, 'Cancel lunch');
    const couponId = await giveCoupon(t, customer);
    const order = await placeSlotOrder(t, customer, { slotId: slot._id, plates: 3, couponId });
    expect(await storedEffects(t, slot._id, couponId)).toEqual({ taken: 3, couponUsed: true, usedBy: order._id });
    t.clock.advance(2 * 60_000);

    const before = t.clock.now().getTime();
    const answer = await cancel(customer.token, order._id, '  Ordered by mistake ');
    expect(answer.status).toBe(200);
    const cancelled = answer.body.data.order as Order;
    expect(cancelled).toMatchObject({
      status: 'Cancelled',
      cancel_reason: 'Ordered by mistake',
      cancelled_by: 'customer',
    });
    expect(Date.parse(cancelled.cancelled_at!)).toBeGreaterThanOrEqual(before);
    expect(await storedEffects(t, slot._id, couponId)).toEqual({ taken: 0, couponUsed: false, usedBy: null });
    // The seller reads the same reason on the order.
    const seen = await call(t, 'GET', `/order/${order._id}`, { token: seller });
    expect(seen.body.data.order).toMatchObject({ status: 'Cancelled', cancel_reason: 'Ordered by mistake' });
  });

  it('takes back the coupon the order won, and its discount from an open order it paid for (D75)', async () => {
    setClock(t, MORNING);
    const wonWith = async (orderId: string) =>
      t.db.selectFrom('coupons').select(['id', 'is_used']).where('won_with_order_id', '=', orderId).execute();
    const first = await placeSlotOrder(t, customer, {});
    const second = await placeSlotOrder(t, customer, {});
    expect(await wonWith(first._id)).toHaveLength(1);
    // The coupon won with the second order pays for a third, which loses it when the second is cancelled.
    const [wonBySecond] = await wonWith(second._id);
    const scratched = await call(t, 'PATCH', `/coupon/${wonBySecond!.id}`, {
      token: customer.token,
      body: { is_scratched: true },
    });
    expect(scratched.status).toBe(200);
    const third = await placeSlotOrder(t, customer, { couponId: wonBySecond!.id });

    expect((await cancel(customer.token, first._id, 'Changed my mind')).status).toBe(200);
    expect((await cancel(customer.token, second._id, 'Changed my mind')).status).toBe(200);

    expect(await wonWith(first._id)).toEqual([]);
    expect(await wonWith(second._id)).toEqual([]);
    expect(await stored(third._id)).toMatchObject({
      coupon_id: null,
      discount: 0,
      amount: third.price + third.platform_fee + third.delivery_charge,
    });
  });

  it('may leave the reason out', async () => {
    setClock(t, MORNING);
    const order = await placeSlotOrder(t, customer, {});
    const answer = await cancel(customer.token, order._id);
    expect(answer.status).toBe(200);
    expect(answer.body.data.order).toMatchObject({ status: 'Cancelled', cancel_reason: '' });
  });

  it('an order for a slot: any time before its cut-off, never after', async () => {
    setClock(t, MORNING);
    const slot = await addThursdaySlot(t, seller, 'Later lunch');
    const [early, late] = [
      await placeSlotOrder(t, customer, { slotId: slot._id }),
      await placeSlotOrder(t, customer, { slotId: slot._id }),
    ];
    setClock(t, '2026-11-26T04:59:00.000Z');
    expect((await cancel(customer.token, early._id, 'Changed my mind')).status).toBe(200);
    setClock(t, '2026-11-26T05:00:00.000Z');
    const refused = await cancel(customer.token, late._id, 'Changed my mind');
    expect(refused).toMatchObject({ status: 409, body: { data: m.cancelWindowOver() } });
    expect((await storedEffects(t, slot._id, await giveCoupon(t, customer))).taken).toBe(2);
  });

  it('not when the kitchen set the window to 0, even before the cut-off', async () => {
    setClock(t, MORNING);
    await setWindow(0);
    try {
      const order = await placeSlotOrder(t, customer, {});
      const answer = await cancel(customer.token, order._id, 'Changed my mind');
      expect(answer).toMatchObject({ status: 409, body: { data: m.cancelWindowOver() } });
    } finally {
      await setWindow(5);
    }
  });

  it("another customer's order answers 404 like a missing one", async () => {
    setClock(t, MORNING);
    const order = await placeSlotOrder(t, customer, {});
    const stranger = await newCustomer(t);
    const answer = await cancel(stranger.token, order._id, 'Changed my mind');
    expect(answer).toMatchObject({ status: 404, body: { data: m.orderNotFound() } });
    expect((await stored(order._id)).status).toBe('Preparing');
  });

  it('not once the order is out for delivery', async () => {
    setClock(t, MORNING);
    const order = await placeSlotOrder(t, customer, {});
    await call(t, 'PATCH', `/order/${order._id}`, { token: seller, body: { status: 'Out For Delivery' } });
    const answer = await cancel(customer.token, order._id, 'Changed my mind');
    expect(answer).toMatchObject({ status: 409, body: { data: m.cancelNotAllowed() } });
  });

  it.each([
    ['markup', '<b>late</b>'],
    ['a line break', 'one\ntwo'],
    ['over 200 characters', 'x'.repeat(201)],
  ])('refuses a reason with %s (400), nothing changed', async (_what, reason) => {
    setClock(t, MORNING);
    const order = await placeSlotOrder(t, customer, {});
    const answer = await cancel(customer.token, order._id, reason);
    expect(answer).toMatchObject({ status: 400, body: { data: m.cancelReasonInvalid() } });
    expect((await stored(order._id)).status).toBe('Preparing');
  });
});

describe('the seller cancelling', () => {
  it('any undelivered order, out for delivery too, with a reason the customer reads', async () => {
    setClock(t, MORNING);
    const order = await placeSlotOrder(t, customer, {});
    await call(t, 'PATCH', `/order/${order._id}`, { token: seller, body: { status: 'Out For Delivery' } });
    t.clock.advance(60 * 60_000);
    const answer = await cancel(seller, order._id, 'Paneer ran out, sorry');
    expect(answer.status).toBe(200);
    expect(answer.body.data.order).toMatchObject({ status: 'Cancelled', cancelled_by: 'seller' });
    const mine = await call(t, 'GET', '/order/user-orders', { token: customer.token });
    expect((mine.body.data.orders as Order[]).find((o) => o._id === order._id)).toMatchObject({
      status: 'Cancelled',
      cancel_reason: 'Paneer ran out, sorry',
      cancelled_by: 'seller',
    });
  });

  it("keeps cash collected before the cancel on the household's account, and an unpaid order's nothing (D113)", async () => {
    setClock(t, MORNING);
    const paid = await placeSlotOrder(t, customer, {});
    const unpaid = await placeSlotOrder(t, customer, {});
    expect(
      (await call(t, 'POST', `/order/${paid._id}/collect`, { token: seller, body: { method: 'cash' } })).status,
    ).toBe(200);
    expect((await cancel(seller, paid._id, 'Gas ran out')).status).toBe(200);
    expect((await cancel(seller, unpaid._id, 'Gas ran out')).status).toBe(200);
    const account = (await call(t, 'GET', '/account', { token: customer.token })).body.data;
    expect(account.account.balance_paise).toBe(paid.amount * 100);
    expect(account.entries).toMatchObject([{ kind: 'refund', amount_paise: paid.amount * 100, source_id: paid._id }]);
  });

  it('must give a reason (400), nothing changed', async () => {
    setClock(t, MORNING);
    const order = await placeSlotOrder(t, customer, {});
    for (const reason of [undefined, '', '   ']) {
      const answer = await cancel(seller, order._id, reason);
      expect(answer).toMatchObject({ status: 400, body: { data: m.cancelReasonRequired() } });
    }
    expect((await stored(order._id)).status).toBe('Preparing');
  });

  it('not a delivered order, nor one already cancelled (409)', async () => {
    setClock(t, MORNING);
    const order = await placeSlotOrder(t, customer, {});
    await call(t, 'PATCH', `/order/${order._id}`, { token: seller, body: { status: 'Out For Delivery' } });
    await call(t, 'PATCH', `/order/${order._id}`, { token: seller, body: { status: 'Delivered' } });
    expect(await cancel(seller, order._id, 'Late')).toMatchObject({
      status: 409,
      body: { data: m.cancelNotAllowed() },
    });
    expect(await cancel(customer.token, order._id)).toMatchObject({ status: 409 });
    const other = await placeSlotOrder(t, customer, {});
    expect((await cancel(seller, other._id, 'Late')).status).toBe(200);
    expect(await cancel(seller, other._id, 'Late')).toMatchObject({
      status: 409,
      body: { data: m.cancelNotAllowed() },
    });
  });

  it('cannot reach Cancelled through the status move, which points to cancelling', async () => {
    setClock(t, MORNING);
    const order = await placeSlotOrder(t, customer, {});
    const answer = await call(t, 'PATCH', `/order/${order._id}`, { token: seller, body: { status: 'Cancelled' } });
    expect(answer).toMatchObject({ status: 409, body: { data: m.orderStatusRefused() } });
  });
});

describe('the push a cancel sends', () => {
  const cancelled = (by: 'customer' | 'seller', reason: string): Order =>
    ({
      _id: 'order-1',
      status: 'Cancelled',
      address: { reciever_name: 'Asha' },
      cancel_reason: reason,
      cancelled_by: by,
    }) as Order;

  it("tells the customer the kitchen's reason when the seller cancels, in the device's language", () => {
    const push = orderEventPush({ type: 'order.updated', order: cancelled('seller', 'Paneer ran out'), userId: 'u1' });
    expect(push?.recipients).toEqual({ userId: 'u1' });
    expect(push?.message('en')).toMatchObject({
      title: 'Order cancelled',
      body: 'The kitchen cancelled your order. Reason: Paneer ran out',
      url: '/orders/order-1',
    });
    expect(push?.message('hi')).toMatchObject({
      title: 'ऑर्डर रद्द हो गया',
      body: 'रसोई ने आपका ऑर्डर रद्द कर दिया। कारण: Paneer ran out',
      url: '/orders/order-1',
    });
  });

  it('tells every seller when the customer cancels', () => {
    const push = orderEventPush({ type: 'order.updated', order: cancelled('customer', ''), userId: 'u1' });
    expect(push?.recipients).toEqual({ sellers: true });
    expect(push?.message('en').body).toBe("Asha's order was cancelled. Reason: No reason given");
    expect(push?.message('hi').body).toBe('Asha का ऑर्डर रद्द हो गया। कारण: कोई कारण नहीं बताया');
  });

  it("adds the late cancel of a large order to the sellers' push (D74)", () => {
    const late = {
      ...cancelled('customer', 'Guests cancelled'),
      cancelled_at: '2026-11-25T15:00:00.000Z',
      slot: { order_by: '2026-11-26T05:00:00.000Z' },
      meals: [{ quantity: 8 }],
    } as Order;
    const push = orderEventPush({ type: 'order.updated', order: late, userId: 'u1' });
    expect(push?.message('en').body).toBe(
      "Asha's order was cancelled. Reason: Guests cancelled\nLate cancel: 8 plates given back within 24 hours of the cut-off",
    );
    expect(push?.message('hi').body).toContain('देर से रद्द: कट-ऑफ़ से 24 घंटे के अंदर 8 प्लेट वापस आईं');
  });
});
