import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Slot } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import type { Subscription } from '@rasoi/domain/subscriptions';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call, readMenu } from '../../../test/api-helpers.ts';
import { newCustomer, setClock, type TestCustomer } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { skip, subscribed, weekdayLunchPlan } from '../../../test/subscriptions.ts';

/**
 * Plan meals take their plates from the slot's cap first (issue 26, docs/decisions/0092), on both engines:
 * from the moment the day exists, 'N left' for customers counts the plan meals still to be made; a skip
 * gives the plates back; an undo needs the room, decided under the slot's lock against a customer's order.
 */
let t: TestApp;
let seller: string;
let planId: string;
let mealId: string;
let household: TestCustomer;

/** Friday 27 November 2026, lunch (cut-off 10:30 kitchen time). */
const DAY = '2026-11-27';

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  planId = await weekdayLunchPlan(t, seller);
  mealId = (await readMenu(t)).meals.find((meal) => meal.is_active)!._id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  setClock(t, '2026-11-26T03:00:00.000Z');
  await t.db.deleteFrom('subscription_days').execute();
  await t.db.updateTable('subscriptions').set({ end_day: '2026-11-01' }).execute();
  await t.db.deleteFrom('slots').execute();
  household = await newCustomer(t);
});

const lunch = async (): Promise<Slot> => {
  const answer = await call(t, 'GET', `/slots?date=${DAY}`);
  return (answer.body.data.slots as Slot[]).find((slot) => slot.name === 'Lunch')!;
};
const setCap = (capacity: number) => t.db.updateTable('slots').set({ capacity }).where('date', '=', DAY).execute();
const order = async (plates: number) => {
  const customer = await newCustomer(t);
  return call(t, 'POST', '/order/create-cod-order', {
    token: customer.token,
    body: { meals: [{ meal_id: mealId, quantity: plates }], address: customer.addressId, slot_id: (await lunch())._id },
  });
};
const subscribe = (tiffins: number): Promise<Subscription> =>
  subscribed(t, household.token, {
    plan_id: planId,
    start_day: DAY,
    tiffins,
    address_id: household.addressId,
    pay: 'prepaid',
  });

describe('plates kept for plan meals', () => {
  it('count as taken from the moment the day exists, and a customer gets only what is left', async () => {
    await subscribe(2);
    expect(await lunch()).toMatchObject({ capacity: 30, taken: 2, remaining: 28 });
    await setCap(3);
    expect((await order(1)).status).toBe(201);
    expect(await lunch()).toMatchObject({ taken: 3, remaining: 0, state: 'full' });
    expect((await order(1)).status).toBe(409);
  });

  it('come back to customers when the household skips, and an undo needs the room again', async () => {
    const subscription = await subscribe(2);
    await lunch();
    await setCap(3);
    expect((await skip(t, household.token, subscription._id, DAY)).status).toBe(200);
    expect(await lunch()).toMatchObject({ taken: 0, remaining: 3 });
    expect((await order(2)).status).toBe(201);
    const undo = await call(t, 'POST', `/subscriptions/${subscription._id}/skip`, {
      token: household.token,
      body: { day: DAY, skip: false },
      headers: { 'accept-language': 'hi' },
    });
    expect(undo.status).toBe(409);
    expect(undo.body.data).toBe(m.subscriptionUndoNoRoom({ slot: 'Lunch', day: 'कल' }, { locale: 'hi' }));
    expect(await lunch()).toMatchObject({ taken: 2, remaining: 1 });
  });

  it('an undo and a customer’s order racing for the last plate: exactly one gets it', async () => {
    const subscription = await subscribe(1);
    await lunch();
    await setCap(1);
    expect((await skip(t, household.token, subscription._id, DAY)).status).toBe(200);
    const customer = await newCustomer(t);
    const slotId = (await lunch())._id;
    const [undo, placed] = await Promise.all([
      skip(t, household.token, subscription._id, DAY, false),
      call(t, 'POST', '/order/create-cod-order', {
        token: customer.token,
        body: { meals: [{ meal_id: mealId, quantity: 1 }], address: customer.addressId, slot_id: slotId },
      }),
    ]);
    // Either may win the plate; the other is refused. Which one wins is the database's race to decide.
    expect([
      [200, 409],
      [409, 201],
    ]).toContainEqual([undo.status, placed.status]);
    expect(await lunch()).toMatchObject({ taken: 1, remaining: 0 });
  });
});
