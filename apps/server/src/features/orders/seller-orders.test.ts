import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@rasoi/domain/constants';
import { MESSAGES } from '@rasoi/domain/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call } from '../../test/api-helpers.ts';
import { newCustomer, placeTestOrder, type TestCustomer } from '../../test/orders.ts';
import { findOrCreateSeller } from '../../test/sellers.ts';

let t: TestApp;
let seller: string;
let customer: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  customer = await newCustomer(t);
});
afterAll(async () => {
  await t.close();
});

const move = (id: string, status: OrderStatus | string, extra: Record<string, unknown> = {}) =>
  call(t, 'PATCH', `/order/${id}`, { token: seller, body: { status, ...extra } });

describe('PATCH /order/:id (seller)', () => {
  it('moves Preparing -> Out For Delivery -> Delivered, and the customer sees each step', async () => {
    const order = await placeTestOrder(t, customer);
    const ready = await move(order._id, 'Out For Delivery');
    expect(ready).toMatchObject({
      status: 200,
      body: { status: 'success', data: { order: { _id: order._id, status: 'Out For Delivery' } } },
    });
    const seen = await call(t, 'GET', `/order/${order._id}`, { token: customer.token });
    expect(seen.body.data.order.status).toBe('Out For Delivery');
    expect(seen.body.data.order.updatedAt >= order.updatedAt).toBe(true);
    expect((await move(order._id, 'Delivered')).body.data.order.status).toBe('Delivered');
  });

  it('refuses a skip (Preparing -> Delivered) and a step back with 409, changing nothing', async () => {
    const order = await placeTestOrder(t, customer);
    const skip = await move(order._id, 'Delivered');
    expect(skip).toMatchObject({ status: 409, body: { status: 'error', data: MESSAGES.orderStatusRefused } });
    expect((await move(order._id, 'Preparing')).status).toBe(409);
    expect((await move(order._id, 'Recieved')).status).toBe(409);
    await move(order._id, 'Out For Delivery');
    expect((await move(order._id, 'Preparing')).status).toBe(409);
    const seen = await call(t, 'GET', `/order/${order._id}`, { token: customer.token });
    expect(seen.body.data.order.status).toBe('Out For Delivery');
  });

  it('refuses every move once Delivered', async () => {
    const order = await placeTestOrder(t, customer);
    await move(order._id, 'Out For Delivery');
    await move(order._id, 'Delivered');
    for (const status of ['Recieved', 'Preparing', 'Out For Delivery', 'Delivered'] as const) {
      expect(await move(order._id, status)).toMatchObject({ status: 409, body: { data: MESSAGES.orderStatusRefused } });
    }
  });

  it('lets only one of two simultaneous presses move the order', async () => {
    const order = await placeTestOrder(t, customer);
    const answers = await Promise.all([move(order._id, 'Out For Delivery'), move(order._id, 'Out For Delivery')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it.each([
    ['an unknown status', { status: 'Cancelled' }, MESSAGES.orderStatusRefused],
    ['no status', {}, MESSAGES.orderStatusRefused],
    ['a field the spec does not name', { status: 'Out For Delivery', amount: 1 }, `${MESSAGES.unknownField}: amount`],
  ])('refuses %s with 400', async (_case, body, message) => {
    const order = await placeTestOrder(t, customer);
    const answer = await call(t, 'PATCH', `/order/${order._id}`, { token: seller, body });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: message } });
  });

  it('answers 404 for an unknown order', async () => {
    const answer = await move('f'.repeat(24), 'Out For Delivery');
    expect(answer).toMatchObject({ status: 404, body: { status: 'error', data: MESSAGES.orderNotFound } });
  });
});
