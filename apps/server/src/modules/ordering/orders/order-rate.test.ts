import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS_PER_CUSTOMER_PER_MINUTE } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, countRows, readMenu } from '../../../../test/api-helpers.ts';
import { newCustomer, type TestCustomer } from '../../../../test/orders.ts';

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
      body: { status: 'error', data: m.tooManyOrders() },
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

describe('orders per customer per minute, raced (issue 11)', () => {
  it(`200 orders at once by one customer: exactly ${ORDERS_PER_CUSTOMER_PER_MINUTE} placed, each winning one coupon`, async () => {
    const customer = await newCustomer(t);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => order(customer, `burst-${i}`)));
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(ORDERS_PER_CUSTOMER_PER_MINUTE);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(new Set(refused.map((answer) => `${answer.status} ${answer.body.data}`))).toEqual(
      new Set([`429 ${m.tooManyOrders()}`]),
    );
    const stored = await t.db.selectFrom('orders').select('id').where('user_id', '=', customer.userId).execute();
    expect(stored).toHaveLength(ORDERS_PER_CUSTOMER_PER_MINUTE);
    const coupons = await t.db.selectFrom('coupons').select('id').where('user_id', '=', customer.userId).execute();
    expect(coupons).toHaveLength(ORDERS_PER_CUSTOMER_PER_MINUTE);

    // Replays of the placed orders, raced with new ones, are answered and never count.
    const placedKeys = answers.flatMap((answer, i) => (answer.status === 201 ? [`burst-${i}`] : []));
    const again = await Promise.all([
      ...placedKeys.map((key) => order(customer, key)),
      ...Array.from({ length: 20 }, (_, i) => order(customer, `late-${i}`)),
    ]);
    expect(again.slice(0, placedKeys.length).map((answer) => answer.status)).toEqual(placedKeys.map(() => 200));
    expect(again.slice(placedKeys.length).every((answer) => answer.status === 429)).toBe(true);
    t.clock.advance(61_000);
  });
});
