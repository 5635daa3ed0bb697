import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS_PER_CUSTOMER_PER_MINUTE } from '@rasoi/domain/constants';
import { MESSAGES } from '@rasoi/domain/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, countRows, readMenu } from '../../test/api-helpers.ts';
import { newCustomer, type TestCustomer } from '../../test/orders.ts';

/** Order placement per customer per minute (issue 7, docs/security.md). */
let t: TestApp;
let mealId: string;
beforeAll(async () => {
  t = await buildTestApp();
  mealId = (await readMenu(t)).meals.find((meal) => meal.is_active)!._id;
});
afterAll(async () => {
  await t.close();
});

const order = (customer: TestCustomer, key?: string) =>
  call(t, 'POST', '/order/create-cod-order', {
    token: customer.token,
    body: { meals: [{ meal_id: mealId, quantity: 2 }], address: customer.addressId },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

describe('orders per customer per minute', () => {
  it(`allows ${ORDERS_PER_CUSTOMER_PER_MINUTE}, then answers 429 with a clear message and stores nothing`, async () => {
    const customer = await newCustomer(t);
    for (let i = 0; i < ORDERS_PER_CUSTOMER_PER_MINUTE; i += 1)
      expect((await order(customer, `k${i}`)).status).toBe(201);
    const orders = await countRows(t.db, 'orders');
    const over = await order(customer);
    expect(over).toEqual({
      status: 429,
      headers: expect.anything(),
      body: { status: 'error', data: MESSAGES.tooManyOrders },
    });
    expect(await countRows(t.db, 'orders')).toBe(orders);

    // A repeat of an acknowledged order is still answered: it places nothing new.
    expect((await order(customer, 'k0')).status).toBe(200);
    // Another customer is not limited by this one.
    expect((await order(await newCustomer(t))).status).toBe(201);
    // A minute later the customer may order again.
    t.clock.advance(61_000);
    expect((await order(customer)).status).toBe(201);
  });
});
