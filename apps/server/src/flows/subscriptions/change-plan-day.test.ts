import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order, Slot } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import type { Subscription } from '@rasoi/domain/subscriptions';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addAddress, call, type Answer } from '../../../test/api-helpers.ts';
import { record } from '../../../test/accounts.ts';
import { newCustomer, setClock, type TestCustomer } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { skip, subscribed, weekdayLunchPlan } from '../../../test/subscriptions.ts';
import { newId } from '../../lib/crypto.ts';

/**
 * One meal day's extra tiffins and address (issue 26, docs/decisions/0092), on both engines: until the
 * meal's cut-off, within the slot's cap, to the household's own address; the meal is then made with them.
 */
let t: TestApp;
let seller: string;
let planId: string;
let a: TestCustomer;

/** Friday 27 November 2026, lunch (cut-off 10:30 kitchen time, 05:00Z). */
const DAY = '2026-11-27';

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  planId = await weekdayLunchPlan(t, seller);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  setClock(t, '2026-11-26T03:00:00.000Z');
  a = await newCustomer(t);
});

const subscribe = (): Promise<Subscription> =>
  subscribed(t, a.token, { plan_id: planId, start_day: DAY, tiffins: 1, address_id: a.addressId, pay: 'prepaid' });
const change = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> =>
  call(t, 'POST', `/subscriptions/${id}/day`, { token: a.token, body, headers });
const lunch = async (): Promise<Slot> =>
  ((await call(t, 'GET', `/slots?date=${DAY}`)).body.data.slots as Slot[]).find((slot) => slot.name === 'Lunch')!;

describe('a meal day’s extra tiffins and address', () => {
  it('makes the meal with them, charging every tiffin', async () => {
    const subscription = await subscribe();
    await record(t, seller, a.userId, { kind: 'payment', method: 'cash', amount_paise: 50_000 }, newId());
    const office = await addAddress(t, a.token);
    const changed = await change(subscription._id, { day: DAY, extra_tiffins: 1, address_id: office });
    expect(changed.status).toBe(200);
    const friday = (changed.body.data.subscription as Subscription).meals.find((meal) => meal.date === DAY);
    expect(friday).toMatchObject({ state: 'extra', tiffins: 2 });

    setClock(t, '2026-11-27T05:00:00.000Z');
    expect((await t.app.planMeals.runDue()).cooked).toBe(1);
    const orders = (await call(t, 'GET', '/order/user-orders', { token: a.token })).body.data.orders as Order[];
    expect(orders[0]).toMatchObject({ amount: 180, meals: [{ quantity: 2 }], address: { _id: office } });
    const charge = await t.db
      .selectFrom('ledger_entries')
      .select('amount_paise')
      .where('user_id', '=', a.userId)
      .where('kind', '=', 'meal')
      .execute();
    expect(charge).toEqual([{ amount_paise: -18_000 }]);
  });

  it('takes extra tiffins only while the slot has room, said in the caller’s language', async () => {
    const subscription = await subscribe();
    await lunch();
    const taken = (await lunch()).taken;
    await t.db
      .updateTable('slots')
      .set({ capacity: taken + 1 })
      .where('date', '=', DAY)
      .execute();
    expect((await change(subscription._id, { day: DAY, extra_tiffins: 1 })).status).toBe(200);
    const refused = await change(subscription._id, { day: DAY, extra_tiffins: 2 }, { 'accept-language': 'hi' });
    expect(refused).toMatchObject({
      status: 409,
      body: { data: m.subscriptionExtraNoRoom({ slot: 'Lunch', day: 'कल' }, { locale: 'hi' }) },
    });
    // Fewer always go.
    expect((await change(subscription._id, { day: DAY, extra_tiffins: 0 })).status).toBe(200);
    await t.db.updateTable('slots').set({ capacity: 30 }).where('date', '=', DAY).execute();
  });

  it('refuses a change after the cut-off, on a skipped day, to another household’s address, or of nothing', async () => {
    const subscription = await subscribe();
    expect(await change(subscription._id, { day: DAY })).toMatchObject({
      status: 400,
      body: { data: m.subscriptionDayBody() },
    });
    const other = await newCustomer(t);
    expect(await change(subscription._id, { day: DAY, address_id: other.addressId })).toMatchObject({
      status: 404,
      body: { data: m.addressNotFound() },
    });
    expect((await skip(t, a.token, subscription._id, DAY)).status).toBe(200);
    expect(await change(subscription._id, { day: DAY, extra_tiffins: 1 })).toMatchObject({
      status: 409,
      body: { data: m.subscriptionDaySkippedChange({ day: DAY }) },
    });
    setClock(t, '2026-11-30T05:00:00.000Z');
    expect(await change(subscription._id, { day: '2026-11-30', extra_tiffins: 1 })).toMatchObject({
      status: 409,
      body: { data: m.subscriptionChangeClosed({ time: '10:30' }) },
    });
    const stored = await t.db
      .selectFrom('subscription_days')
      .select(['day', 'extra_tiffins', 'address_id'])
      .where('subscription_id', '=', subscription._id)
      .execute();
    expect(stored).toEqual([{ day: DAY, extra_tiffins: 0, address_id: null }]);
  });

  it('refuses extra tiffins on a kitchen holiday, as a skip is refused', async () => {
    const subscription = await subscribe();
    await t.db
      .insertInto('holidays')
      .values({ id: newId(), day: DAY, slot_id: null, note: 'Diwali', created_at: '2026-11-26T03:00:00.000Z' })
      .execute();
    const refused = await change(subscription._id, { day: DAY, extra_tiffins: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.data).toContain('Diwali');
    await t.db.deleteFrom('holidays').execute();
  });
});
