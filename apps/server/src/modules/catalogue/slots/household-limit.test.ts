import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order, Slot } from '@rasoi/domain/api';
import { DEFAULT_HOUSEHOLD_PLATES_MAX } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { addressBody, call, newMobile, readMenu } from '../../../../test/api-helpers.ts';
import { newCustomer, setClock, type TestCustomer } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

/**
 * One household's share of a slot (issue 30 finding 3, docs/decisions/0074): one customer account holds
 * at most the kitchen's `household_plates_max` plates in one slot of one day over its orders that are not
 * cancelled, decided in the order's transaction; the kitchen's phone orders are not limited. Runs on both
 * engines (the races included).
 */
const { reciever_mobile: _mobile, ...PHONE_ADDRESS } = addressBody();
let t: TestApp;
let seller: string;
let mealId: string;

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  mealId = (await readMenu(t)).meals.find((meal) => meal.is_active)!._id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('slots').execute();
  await t.db.deleteFrom('slot_plan').execute();
  // Thursday 26 November 2026, 08:30 in the kitchen; lunch's cut-off is 10:30.
  setClock(t, '2026-11-26T03:00:00.000Z');
  expect((await setLimit(DEFAULT_HOUSEHOLD_PLATES_MAX)).status).toBe(200);
});

const setLimit = (max: unknown) =>
  call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { household_plates_max: max } });

async function lunchWithCap(capacity: number): Promise<Slot> {
  const entry = {
    name: 'Lunch',
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    order_by: '10:30',
    delivery_from: '12:30',
    delivery_to: '14:00',
    capacity,
  };
  expect((await call(t, 'POST', '/slot-plan', { token: seller, body: { slots: [entry] } })).status).toBe(200);
  const day = await call(t, 'GET', '/slots?date=2026-11-26');
  return (day.body.data.slots as Slot[])[0]!;
}

const order = (customer: TestCustomer, plates: number, slotId: string, headers: Record<string, string> = {}) =>
  call(t, 'POST', '/order/create-cod-order', {
    token: customer.token,
    headers,
    body: { meals: [{ meal_id: mealId, quantity: plates }], address: customer.addressId, slot_id: slotId },
  });

async function stored(slotId: string, userId?: string): Promise<{ taken: number; held: number }> {
  const slot = await t.db.selectFrom('slots').select('taken').where('id', '=', slotId).executeTakeFirstOrThrow();
  let orders = t.db
    .selectFrom('orders')
    .select('plates')
    .where('slot_id', '=', slotId)
    .where('status', '!=', 'Cancelled');
  if (userId) orders = orders.where('user_id', '=', userId);
  const held = (await orders.execute()).reduce((sum, row) => sum + row.plates, 0);
  return { taken: slot.taken, held };
}

describe('the household limit', () => {
  it('refuses one order of the whole cap, so the next customer still gets plates', async () => {
    const lunch = await lunchWithCap(20);
    const hoarder = await newCustomer(t);
    const whole = await order(hoarder, 20, lunch._id);
    expect(whole.status).toBe(409);
    expect(whole.body).toEqual({
      status: 'error',
      data: m.slotHouseholdLimit({ max: 10, slot: 'Lunch', day: 'today', held: 0 }),
    });
    expect(whole.body.data).toBe(
      'You can hold at most 10 plates of Lunch for today (you have 0 already). For more, please call the kitchen.',
    );
    expect((await order(hoarder, 10, lunch._id)).status).toBe(201);
    expect((await order(await newCustomer(t), 10, lunch._id)).status).toBe(201);
    expect(await stored(lunch._id)).toEqual({ taken: 20, held: 20 });
  });

  it("counts all of the customer's orders in the slot, but not cancelled ones; says it in Hindi", async () => {
    const lunch = await lunchWithCap(40);
    const family = await newCustomer(t);
    const first = await order(family, 6, lunch._id);
    expect(first.status).toBe(201);
    const more = await order(family, 5, lunch._id, { 'accept-language': 'hi' });
    expect(more.status).toBe(409);
    expect(more.body.data).toBe(m.slotHouseholdLimit({ max: 10, slot: 'Lunch', day: 'आज', held: 6 }, { locale: 'hi' }));
    expect(more.body.data).toContain('ज़्यादा से ज़्यादा 10 प्लेट');
    expect((await order(family, 4, lunch._id)).status).toBe(201);
    expect(await stored(lunch._id, family.userId)).toEqual({ taken: 10, held: 10 });

    // A cancelled order gives its plates back to the household too.
    const cancelled = await call(t, 'POST', `/order/${(first.body.data.order as Order)._id}/cancel`, {
      token: family.token,
      body: {},
    });
    expect(cancelled.status).toBe(200);
    expect((await order(family, 6, lunch._id)).status).toBe(201);
    expect((await order(family, 1, lunch._id)).status).toBe(409);
  });

  it('follows the seller’s setting, which is validated', async () => {
    const lunch = await lunchWithCap(30);
    const big = await newCustomer(t);
    expect((await order(big, 20, lunch._id)).status).toBe(409);
    expect((await setLimit(20)).body.data.household_plates_max).toBe(20);
    expect((await call(t, 'GET', '/kitchen')).body.data.household_plates_max).toBe(20);
    expect((await order(big, 20, lunch._id)).status).toBe(201);
    for (const wrong of [0, 501, 2.5, '10']) {
      const refused = await setLimit(wrong);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.data).toBe(m.householdPlatesMaxInvalid());
    }
  });

  it("does not limit the kitchen's own phone orders", async () => {
    const lunch = await lunchWithCap(30);
    const placed = await call(t, 'POST', '/order/phone', {
      token: seller,
      body: {
        mobile: newMobile(),
        address: PHONE_ADDRESS,
        meals: [{ meal_id: mealId, quantity: 18 }],
        slot_id: lunch._id,
      },
    });
    expect(placed.status).toBe(201);
    expect(await stored(lunch._id)).toEqual({ taken: 18, held: 18 });
  });
});

describe('one customer racing their own orders', () => {
  it('10 orders of 3 plates at once: 3 placed (9 plates), never more than the limit', async () => {
    const lunch = await lunchWithCap(100);
    const racer = await newCustomer(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => order(racer, 3, lunch._id)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    for (const answer of answers.filter((each) => each.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body.data).toMatch(/^You can hold at most 10 plates of Lunch for today \(you have 9 already\)/);
    }
    expect(await stored(lunch._id, racer.userId)).toEqual({ taken: 9, held: 9 });
  });

  it('4 customers sending 5 orders of 3 plates each at once into 20 plates: each at most 10, the cap holds', async () => {
    const lunch = await lunchWithCap(20);
    const customers = await Promise.all(Array.from({ length: 4 }, () => newCustomer(t)));
    await Promise.all(customers.flatMap((customer) => Array.from({ length: 5 }, () => order(customer, 3, lunch._id))));
    const total = await stored(lunch._id);
    expect(total.taken).toBe(total.held);
    expect(total.taken).toBeLessThanOrEqual(20);
    // 20 plates in 3s: 6 orders fit (18); at most 3 of one customer's.
    expect(total.taken).toBe(18);
    for (const customer of customers) expect((await stored(lunch._id, customer.userId)).held).toBeLessThanOrEqual(9);
  });
});
