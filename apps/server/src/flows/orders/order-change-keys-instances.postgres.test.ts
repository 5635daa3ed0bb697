import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { newCustomer, placeTestOrder, type TestCustomer } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * Two instances on one PostgreSQL (issue 29 item 5, D115): the kitchen's phone resends a queued change
 * and the two sends reach different instances at once. The (order, key) primary key decides: one change,
 * one event, both answered 200 with the changed order.
 */
describe('a queued change sent to two instances at once', () => {
  let t: TestApp;
  let instanceB: FastifyInstance;
  let seller: string;
  let customer: TestCustomer;

  beforeAll(async () => {
    t = await buildTestApp();
    instanceB = await t.startInstance();
    seller = (await findOrCreateSeller(t)).token;
    customer = await newCustomer(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (app: FastifyInstance, method: 'PATCH' | 'POST', url: string, body: unknown, key: string) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${seller}`, 'content-type': 'application/json', 'idempotency-key': key },
      payload: JSON.stringify(body),
    });
  const updates = async (orderId: string) =>
    (
      await t.db
        .selectFrom('order_events')
        .select('id')
        .where('order_id', '=', orderId)
        .where('type', '=', 'order.updated')
        .execute()
    ).length;

  it('moves the order once and collects it once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const order = await placeTestOrder(t, customer);
      const moveKey = `move-${round}-${order._id}`;
      const moves = await Promise.all(
        [t.app, instanceB].map((app) =>
          send(app, 'PATCH', `/order/${order._id}`, { status: 'Out For Delivery' }, moveKey),
        ),
      );
      expect(moves.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(moves.map((answer) => answer.json().data.order.status)).toEqual(['Out For Delivery', 'Out For Delivery']);
      const collectKey = `collect-${round}-${order._id}`;
      const collections = await Promise.all(
        [instanceB, t.app].map((app) =>
          send(app, 'POST', `/order/${order._id}/collect`, { method: 'cash' }, collectKey),
        ),
      );
      expect(collections.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(await updates(order._id)).toBe(2);
    }
  });
});
