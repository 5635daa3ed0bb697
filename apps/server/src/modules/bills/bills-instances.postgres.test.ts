import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { markCancelled, markDelivered, oneTo, ordersOutForDelivery, serialsOf } from '../../../test/bills.ts';
import { setClock } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * Bill numbers with two instances on one PostgreSQL (issue 28 part 1, docs/decisions/0107): each instance
 * has its own pool, so only the database (the counter row's lock held by the upsert to the commit, the
 * unique keys) keeps the numbers consecutive, without a gap or a repeat.
 */
let t: TestApp;
let b: FastifyInstance;
let seller: string;

beforeAll(async () => {
  // A small pool per instance (PostgreSQL): the requests queue for a connection, as they would on a busy
  // server, and the test files running beside this one keep connections to spare (D77).
  t = await buildTestApp({ DATABASE_POOL_SIZE: '8' });
  setClock(t, '2026-12-07T06:30:00.000Z');
  b = await t.startInstance();
  seller = (await findOrCreateSeller(t)).token;
});
afterAll(async () => {
  await t.close();
});

describe('bills made by two instances at once', () => {
  it('200 deliveries split over two instances take the numbers 1 to 200, each once', async () => {
    const ids = await ordersOutForDelivery(t, 200);
    const statuses = await Promise.all(ids.map((id, index) => markDelivered(index % 2 ? b : t.app, seller, id)));
    expect(statuses).toEqual(Array(200).fill(200));
    const bills = await serialsOf(t, 'bill');
    expect(bills.map((bill) => bill.serial)).toEqual(oneTo(200));
    expect(new Set(bills.map((bill) => bill.order_id))).toEqual(new Set(ids));
    expect(new Set(bills.map((bill) => bill.number)).size).toBe(200);
  });

  it('a cancel on one instance racing the delivery on the other: a bill only for a delivered order, no gap', async () => {
    const ids = await ordersOutForDelivery(t, 20);
    const answers = await Promise.all(
      ids.flatMap((id, index) =>
        index % 2 === 0
          ? [markDelivered(t.app, seller, id), markCancelled(b, seller, id)]
          : [markCancelled(t.app, seller, id), markDelivered(b, seller, id)],
      ),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(20);
    const orders = await t.db.selectFrom('orders').select(['id', 'status']).where('id', 'in', ids).execute();
    const delivered = orders.filter((order) => order.status === 'Delivered').map((order) => order.id);
    const bills = await serialsOf(t, 'bill');
    expect(bills.map((bill) => bill.serial)).toEqual(oneTo(200 + delivered.length));
    expect(new Set(bills.slice(200).map((bill) => bill.order_id))).toEqual(new Set(delivered));
  });
});
