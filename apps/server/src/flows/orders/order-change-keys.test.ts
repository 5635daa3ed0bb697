import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder, type TestCustomer } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * A seller's status move and collection sent again with the same Idempotency-Key (issue 29 item 5, D115):
 * the kitchen's phone resends a queued change until it hears an answer, so a repeat changes nothing and
 * answers the order as it is. Both engines run this file.
 */
let t: TestApp;
let seller: string;
let customer: TestCustomer;
let keys = 0;

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  customer = await newCustomer(t);
});
afterAll(async () => {
  await t.close();
});

const newKey = () => `change-${Date.now()}-${(keys += 1)}`;
const move = (id: string, status: string, key?: string) =>
  call(t, 'PATCH', `/order/${id}`, {
    token: seller,
    body: { status },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const collect = (id: string, method: string, key?: string) =>
  call(t, 'POST', `/order/${id}/collect`, {
    token: seller,
    body: { method },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
/** The order's stored `order.updated` events: one per change that happened. */
const updates = async (orderId: string) =>
  (
    await t.db
      .selectFrom('order_events')
      .select('id')
      .where('order_id', '=', orderId)
      .where('type', '=', 'order.updated')
      .execute()
  ).length;

describe('PATCH /order/:id with an Idempotency-Key', () => {
  it('answers a repeat of the key with the order and moves it once', async () => {
    const order = await placeTestOrder(t, customer);
    const key = newKey();
    const first = await move(order._id, 'Out For Delivery', key);
    expect(first).toMatchObject({ status: 200, body: { data: { order: { status: 'Out For Delivery' } } } });
    const again = await move(order._id, 'Out For Delivery', key);
    expect(again).toMatchObject({
      status: 200,
      body: { data: { order: { _id: order._id, status: 'Out For Delivery' } } },
    });
    expect(await updates(order._id)).toBe(1);
    // Without the key the same move is still refused, as before (D115 changes only what a key repeats).
    expect(await move(order._id, 'Out For Delivery')).toMatchObject({
      status: 409,
      body: { data: m.orderStatusRefused() },
    });
    expect(await move(order._id, 'Out For Delivery', newKey())).toMatchObject({ status: 409 });
  });

  it('lets concurrent repeats of one key move the order once, each answered 200', async () => {
    const order = await placeTestOrder(t, customer);
    const key = newKey();
    const answers = await Promise.all([1, 2, 3].map(() => move(order._id, 'Out For Delivery', key)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => (answer.body.data.order as Order).status)).toEqual([
      'Out For Delivery',
      'Out For Delivery',
      'Out For Delivery',
    ]);
    expect(await updates(order._id)).toBe(1);
  });

  it('answers a repeat that comes after the order moved on with the order as it now is', async () => {
    const order = await placeTestOrder(t, customer);
    const key = newKey();
    await move(order._id, 'Out For Delivery', key);
    await move(order._id, 'Delivered', newKey());
    const again = await move(order._id, 'Out For Delivery', key);
    expect(again).toMatchObject({ status: 200, body: { data: { order: { status: 'Delivered' } } } });
    expect(await updates(order._id)).toBe(2);
  });

  it('frees the key of a refused move, and refuses a cancelled order with the key again', async () => {
    const order = await placeTestOrder(t, customer);
    const key = newKey();
    expect((await move(order._id, 'Delivered', key)).status).toBe(409);
    const moved = await move(order._id, 'Out For Delivery', key);
    expect(moved).toMatchObject({ status: 200, body: { data: { order: { status: 'Out For Delivery' } } } });

    const cancelled = await placeTestOrder(t, customer);
    expect((await call(t, 'POST', `/order/${cancelled._id}/cancel`, { token: customer.token, body: {} })).status).toBe(
      200,
    );
    const cancelledKey = newKey();
    for (let i = 0; i < 2; i += 1) {
      expect(await move(cancelled._id, 'Out For Delivery', cancelledKey)).toMatchObject({
        status: 409,
        body: { data: m.orderStatusRefused() },
      });
    }
    const stored = await t.db
      .selectFrom('order_change_keys')
      .select('order_id')
      .where('order_id', '=', cancelled._id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses a key longer than the limit with 400, changing nothing', async () => {
    const order = await placeTestOrder(t, customer);
    const answer = await move(order._id, 'Out For Delivery', 'k'.repeat(101));
    expect(answer).toMatchObject({ status: 400, body: { data: m.invalidIdempotencyKey() } });
    expect(await updates(order._id)).toBe(0);
  });
});

describe('POST /order/:id/collect with an Idempotency-Key', () => {
  it('a repeat changes nothing, not even a correction made in between', async () => {
    const order = await placeTestOrder(t, customer);
    const key = newKey();
    expect(await collect(order._id, 'cash', key)).toMatchObject({
      status: 200,
      body: { data: { order: { collected_by: 'cash' } } },
    });
    // Another device corrects the method; the first phone's late resend must not undo it.
    expect((await collect(order._id, 'upi')).status).toBe(200);
    expect(await collect(order._id, 'cash', key)).toMatchObject({
      status: 200,
      body: { data: { order: { collected_by: 'upi' } } },
    });
    expect(await updates(order._id)).toBe(2);
  });

  it('lets concurrent repeats of one key record one collection', async () => {
    const order = await placeTestOrder(t, customer);
    const key = newKey();
    const answers = await Promise.all([1, 2, 3].map(() => collect(order._id, 'upi', key)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await updates(order._id)).toBe(1);
  });

  it('refuses a cancelled order each time the key is sent, and keeps no key for it', async () => {
    const order = await placeTestOrder(t, customer);
    await call(t, 'POST', `/order/${order._id}/cancel`, { token: customer.token, body: {} });
    const key = newKey();
    for (let i = 0; i < 2; i += 1) {
      expect(await collect(order._id, 'cash', key)).toMatchObject({
        status: 409,
        body: { data: m.collectCancelled() },
      });
    }
    const stored = await t.db
      .selectFrom('order_change_keys')
      .select('order_id')
      .where('order_id', '=', order._id)
      .execute();
    expect(stored).toEqual([]);
  });
});
