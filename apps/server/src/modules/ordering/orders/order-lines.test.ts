import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@rasoi/domain/api';
import { MAX_IN_LIST } from '../../../db/id-chunks.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { withLines } from './order-queries.ts';
import { newCustomer } from '../../../../test/orders.ts';
import { seedOrders, seededMealQuantity } from '../../../../test/seed-orders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('order lines read in bounded chunks (issue 11, D32)', () => {
  it(`gives each of more than ${2 * MAX_IN_LIST} orders its own lines, across chunk boundaries`, async () => {
    const customer = await newCustomer(t);
    const count = 2 * MAX_IN_LIST + 100;
    const seeded = await seedOrders(t.db, count, { userIds: [customer.userId], days: 10 });
    // No route answers this many orders at once since the lists are paged (issue 17): withLines itself.
    const rows = await t.db.selectFrom('orders').selectAll().where('user_id', '=', customer.userId).execute();
    const orders: Order[] = await withLines(t.db, rows);
    expect(orders.map((order) => order._id)).toEqual(rows.map((row) => row.id));
    expect(orders).toHaveLength(count);
    const quantityOf = new Map(seeded.map((id, index) => [id, seededMealQuantity(index)]));
    for (const order of orders) {
      expect(order.meals.map((line) => line.quantity)).toEqual([quantityOf.get(order._id)]);
      expect(order.dishes.map((line) => line.quantity)).toEqual([1]);
    }
  });
});
