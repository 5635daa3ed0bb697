import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Slot } from '@rasoi/domain/api';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, readMenu } from '../../../../test/api-helpers.ts';
import { newCustomer, setClock, type TestCustomer } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

/**
 * The cap under a rush (issue 14, D47): more customers than plates order the same slot at once; the
 * plates taken never exceed the cap, on SQLite and on PostgreSQL (this file runs on both engines).
 */
let t: TestApp;
let seller: string;
let mealId: string;

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  mealId = (await readMenu(t)).meals.find((meal) => meal.is_active)!._id;
  setClock(t, '2026-11-26T03:00:00.000Z');
});
afterAll(async () => {
  await t.close();
});

async function slotWithCap(name: string, capacity: number, from: string, to: string): Promise<Slot> {
  const plan = await call(t, 'GET', '/slot-plan', { token: seller });
  const entries = plan.body.data.slots.map(({ _id, ...entry }: { _id: string }) => entry);
  const entry = { name, weekdays: [3], order_by: '10:30', delivery_from: from, delivery_to: to, capacity };
  expect((await call(t, 'POST', '/slot-plan', { token: seller, body: { slots: [...entries, entry] } })).status).toBe(
    200,
  );
  const day = await call(t, 'GET', '/slots?date=2026-11-26');
  return (day.body.data.slots as Slot[]).find((slot) => slot.name === name)!;
}

const rush = (customers: TestCustomer[], slotId: string, plates: number) =>
  Promise.all(
    customers.map((customer) =>
      call(t, 'POST', '/order/create-cod-order', {
        token: customer.token,
        body: { meals: [{ meal_id: mealId, quantity: plates }], address: customer.addressId, slot_id: slotId },
      }),
    ),
  );

async function platesStored(slotId: string): Promise<{ taken: number; ordered: number }> {
  const slot = await t.db.selectFrom('slots').select('taken').where('id', '=', slotId).executeTakeFirstOrThrow();
  const orders = await t.db.selectFrom('orders').select('plates').where('slot_id', '=', slotId).execute();
  return { taken: slot.taken, ordered: orders.reduce((sum, row) => sum + row.plates, 0) };
}

describe('customers racing for the last plates', () => {
  it('40 customers for 10 plates: exactly 10 orders, the other 30 told the slot is full', async () => {
    const slot = await slotWithCap('Race lunch', 10, '12:30', '13:00');
    const customers = await Promise.all(Array.from({ length: 40 }, () => newCustomer(t)));
    const answers = await rush(customers, slot._id, 1);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(30);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.data).toMatch(/^Race lunch is full for today\./);
    }
    expect(await platesStored(slot._id)).toEqual({ taken: 10, ordered: 10 });
  });

  it('12 customers wanting 3 plates each for 10 plates: 3 orders (9 plates), never 12', async () => {
    const slot = await slotWithCap('Race dinner', 10, '13:00', '13:30');
    const customers = await Promise.all(Array.from({ length: 12 }, () => newCustomer(t)));
    const answers = await rush(customers, slot._id, 3);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(await platesStored(slot._id)).toEqual({ taken: 9, ordered: 9 });
  });
});
