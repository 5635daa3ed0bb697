import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@rasoi/domain/api';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/api-helpers.ts';
import { balanceAndSum, record, setTerms } from '../../../test/accounts.ts';
import { newCustomer, setClock, type TestCustomer } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { skip, subscribed, weekdayLunchPlan } from '../../../test/subscriptions.ts';
import { newId } from '../../lib/crypto.ts';

/**
 * Plan meals made into orders at their skip cut-off (issue 26, docs/decisions/0092), on both engines: the
 * order a household and the kitchen see, the charge to the account, once however many runs; and the meals
 * not made, never charged: skipped, over the credit limit, no room left, a holiday, missed while down.
 */
let t: TestApp;
let seller: string;
let planId: string;
let a: TestCustomer;

/** Friday 27 November 2026: lunch's skip cut-off 10:30 kitchen time (05:00Z), delivery 12:30 to 14:00. */
const DAY = '2026-11-27';
const CUTOFF = '2026-11-27T05:00:00.000Z';

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  planId = await weekdayLunchPlan(t, seller);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // Thursday 26 November 2026, 08:30 in the kitchen (Asia/Kolkata).
  setClock(t, '2026-11-26T03:00:00.000Z');
  a = await newCustomer(t);
});

const subscribe = (tiffins = 1) =>
  subscribed(t, a.token, { plan_id: planId, start_day: DAY, tiffins, address_id: a.addressId, pay: 'prepaid' });
const pay = (amountPaise: number) =>
  record(t, seller, a.userId, { kind: 'payment', method: 'cash', amount_paise: amountPaise }, newId());
const myOrders = async (): Promise<Order[]> =>
  (await call(t, 'GET', '/order/user-orders', { token: a.token })).body.data.orders as Order[];
const dayOutcome = async (subscriptionId: string) =>
  (await t.db
    .selectFrom('subscription_days')
    .select(['outcome', 'order_id'])
    .where('subscription_id', '=', subscriptionId)
    .where('day', '=', DAY)
    .executeTakeFirst()) ?? null;
const mealEntries = () =>
  t.db.selectFrom('ledger_entries').selectAll().where('user_id', '=', a.userId).where('kind', '=', 'meal').execute();
const lunchSlot = () =>
  t.db.selectFrom('slots').selectAll().where('date', '=', DAY).where('name', '=', 'Lunch').executeTakeFirstOrThrow();

describe('a plan meal at its skip cut-off', () => {
  it('is not made before the cut-off, and at it becomes the household’s order, charged once', async () => {
    const subscription = await subscribe(2);
    await pay(100_000);
    // A minute early: the test clock runs on in real time once set, however loaded the machine.
    setClock(t, new Date(Date.parse(CUTOFF) - 60_000).toISOString());
    const early = await t.app.planMeals.runDue();
    expect(early).toMatchObject({ cooked: 0 });
    expect(await dayOutcome(subscription._id)).toBeNull();

    setClock(t, CUTOFF);
    await call(t, 'GET', `/slots?date=${DAY}`, { token: a.token });
    const takenBefore = (await lunchSlot()).taken;
    const report = await t.app.planMeals.runDue();
    expect(report).toMatchObject({ cooked: 1, lost: [], days: [DAY] });
    const [order] = await myOrders();
    expect(order).toMatchObject({
      placed_by: 'plan',
      payment_method: 'ACCOUNT',
      collected_by: 'account',
      amount: 180,
      slot: { name: 'Lunch', date: DAY },
      meals: [{ quantity: 2, meal: { selling_price: 90 } }],
    });
    expect(await dayOutcome(subscription._id)).toEqual({ outcome: 'cooked', order_id: order!._id });
    expect((await lunchSlot()).taken).toBe(takenBefore + 2);
    const [entry] = await mealEntries();
    expect(entry).toMatchObject({ amount_paise: -18_000, day: DAY, source_type: 'order', source_id: order!._id });
    expect(await balanceAndSum(t, a.userId)).toEqual({ balance: 82_000, sum: 82_000 });

    // A second run, and a run on another instance, make nothing more.
    expect((await t.app.planMeals.runDue()).cooked).toBe(0);
    expect(await myOrders()).toHaveLength(1);
    expect(await mealEntries()).toHaveLength(1);
  });

  it('shows on the seller’s orders of the day, not ringing the new-order alarm', async () => {
    await subscribe();
    await pay(10_000);
    setClock(t, CUTOFF);
    await t.app.planMeals.runDue();
    const [mine] = await myOrders();
    const listed = await call(t, 'GET', '/order', { token: seller });
    expect((listed.body.data.orders as Order[]).map((order) => order._id)).toContain(mine!._id);
    const row = await t.db
      .selectFrom('orders')
      .select('acknowledged_at')
      .where('id', '=', mine!._id)
      .executeTakeFirst();
    expect(row?.acknowledged_at).not.toBeNull();
  });

  it('makes nothing of a skipped day and charges nothing', async () => {
    const subscription = await subscribe();
    await pay(10_000);
    expect((await skip(t, a.token, subscription._id, DAY)).status).toBe(200);
    setClock(t, CUTOFF);
    expect((await t.app.planMeals.runDue()).cooked).toBe(0);
    expect(await dayOutcome(subscription._id)).toEqual({ outcome: 'skipped', order_id: null });
    expect(await myOrders()).toHaveLength(0);
    expect(await mealEntries()).toHaveLength(0);
  });

  it('does not cook a meal the credit limit cannot pay for, and says whose it was', async () => {
    const subscription = await subscribe();
    await pay(5_000);
    setClock(t, CUTOFF);
    await call(t, 'GET', `/slots?date=${DAY}`, { token: a.token });
    const takenBefore = (await lunchSlot()).taken;
    const report = await t.app.planMeals.runDue();
    expect(report.cooked).toBe(0);
    expect(report.lost).toEqual([{ subscriptionId: subscription._id, userId: a.userId, day: DAY, loss: 'over_limit' }]);
    expect(await dayOutcome(subscription._id)).toEqual({ outcome: 'over_limit', order_id: null });
    expect(await myOrders()).toHaveLength(0);
    expect((await lunchSlot()).taken).toBe(takenBefore);
    expect(await balanceAndSum(t, a.userId)).toEqual({ balance: 5_000, sum: 5_000 });
  });

  it('charges into the credit limit a household may use, and no further', async () => {
    await subscribe();
    expect((await setTerms(t, seller, a.userId, { credit_limit_paise: 9_000 })).status).toBe(200);
    setClock(t, CUTOFF);
    expect((await t.app.planMeals.runDue()).cooked).toBe(1);
    expect(await balanceAndSum(t, a.userId)).toEqual({ balance: -9_000, sum: -9_000 });
  });

  it('loses the meal, uncharged, when the kitchen lowered the cap below what the slot holds', async () => {
    const subscription = await subscribe(2);
    await pay(100_000);
    setClock(t, CUTOFF);
    // The day's slot exists once asked for; the kitchen then leaves room for one plate only.
    await call(t, 'GET', `/slots?date=${DAY}`, { token: a.token });
    await t.db.updateTable('slots').set({ capacity: 1 }).where('date', '=', DAY).execute();
    const report = await t.app.planMeals.runDue();
    expect(report.lost).toEqual([{ subscriptionId: subscription._id, userId: a.userId, day: DAY, loss: 'no_room' }]);
    expect(await dayOutcome(subscription._id)).toEqual({ outcome: 'no_room', order_id: null });
    expect(await mealEntries()).toHaveLength(0);
    await t.db.updateTable('slots').set({ capacity: 30 }).where('date', '=', DAY).execute();
  });

  it('settles a holiday’s meal as a holiday, uncharged', async () => {
    const subscription = await subscribe();
    await pay(10_000);
    await t.db
      .insertInto('holidays')
      .values({ id: newId(), day: DAY, slot_id: null, note: 'Diwali', created_at: CUTOFF })
      .execute();
    setClock(t, CUTOFF);
    const report = await t.app.planMeals.runDue();
    expect(report).toMatchObject({ cooked: 0, lost: [] });
    expect(await dayOutcome(subscription._id)).toEqual({ outcome: 'holiday', order_id: null });
    expect(await mealEntries()).toHaveLength(0);
    await t.db.deleteFrom('holidays').where('day', '=', DAY).execute();
  });
});

describe('catching up after the server was down', () => {
  it('still makes a meal whose delivery has not ended, late', async () => {
    await subscribe();
    await pay(10_000);
    // 12:00 kitchen time: past the 10:30 cut-off, before delivery ends at 14:00.
    setClock(t, '2026-11-27T06:30:00.000Z');
    expect((await t.app.planMeals.runDue()).cooked).toBe(1);
  });

  it('marks a meal whose delivery ended while it was down missed, uncharged, for the seller to see', async () => {
    const subscription = await subscribe();
    await pay(10_000);
    // Saturday morning: Friday's lunch was delivered (or not) yesterday.
    setClock(t, '2026-11-28T03:00:00.000Z');
    const report = await t.app.planMeals.runDue();
    expect(report.lost).toContainEqual({
      subscriptionId: subscription._id,
      userId: a.userId,
      day: DAY,
      loss: 'missed',
    });
    expect(await dayOutcome(subscription._id)).toEqual({ outcome: 'missed', order_id: null });
    expect(await mealEntries()).toHaveLength(0);
  });
});

describe('runs at once', () => {
  it('two runs at once make each meal once and charge it once', async () => {
    const households = [a, await newCustomer(t), await newCustomer(t)];
    for (const household of households) {
      await subscribed(t, household.token, {
        plan_id: planId,
        start_day: DAY,
        tiffins: 1,
        address_id: household.addressId,
        pay: 'prepaid',
      });
      await record(t, seller, household.userId, { kind: 'payment', method: 'upi', amount_paise: 9_000 }, newId());
    }
    setClock(t, CUTOFF);
    const reports = await Promise.all([t.app.planMeals.runDue(), t.app.planMeals.runDue()]);
    expect(reports.reduce((sum, report) => sum + report.cooked, 0)).toBe(3);
    for (const household of households) {
      const entries = await t.db
        .selectFrom('ledger_entries')
        .select('amount_paise')
        .where('user_id', '=', household.userId)
        .where('kind', '=', 'meal')
        .execute();
      expect(entries).toEqual([{ amount_paise: -9_000 }]);
      expect(await balanceAndSum(t, household.userId)).toEqual({ balance: 0, sum: 0 });
    }
  });

  it('a skip at the cut-off and the run have exactly one outcome', async () => {
    const subscription = await subscribe();
    await pay(10_000);
    setClock(t, new Date(Date.parse(CUTOFF) - 1).toISOString());
    const skipping = skip(t, a.token, subscription._id, DAY);
    setClock(t, CUTOFF);
    const [skipped, report] = await Promise.all([skipping, t.app.planMeals.runDue()]);
    const outcome = await dayOutcome(subscription._id);
    const charged = (await mealEntries()).length;
    if (skipped.status === 200 && outcome?.outcome === 'skipped') {
      expect([report.cooked, charged]).toEqual([0, 0]);
    } else {
      expect(outcome?.outcome).toBe('cooked');
      expect([report.cooked, charged]).toEqual([1, 1]);
    }
  });
});

describe('a round of many households (D96)', () => {
  /** `count` new households subscribed to lunch on DAY, one tiffin each, each paid `paidPaise`. */
  async function households(count: number, paidPaise: number): Promise<TestCustomer[]> {
    const made: TestCustomer[] = [];
    for (let i = 0; i < count; i++) {
      const household = await newCustomer(t);
      await subscribed(t, household.token, {
        plan_id: planId,
        start_day: DAY,
        tiffins: 1,
        address_id: household.addressId,
        pay: 'prepaid',
      });
      if (paidPaise > 0) {
        await record(t, seller, household.userId, { kind: 'payment', method: 'upi', amount_paise: paidPaise }, newId());
      }
      made.push(household);
    }
    return made;
  }
  const mealCharges = (userId: string) =>
    t.db
      .selectFrom('ledger_entries')
      .select('amount_paise')
      .where('user_id', '=', userId)
      .where('kind', '=', 'meal')
      .execute();
  const ordersOf = async (userId: string) =>
    (await t.db.selectFrom('orders').select('id').where('user_id', '=', userId).where('slot_date', '=', DAY).execute())
      .length;

  it('cooks the paid ones, loses the unpaid one, and a household’s two subscriptions are charged each', async () => {
    const paid = await households(5, 9_000);
    const [unpaid] = await households(1, 0);
    // The first household's second subscription to the same lunch (another flat of the family).
    const second = await subscribed(t, paid[0]!.token, {
      plan_id: planId,
      start_day: DAY,
      tiffins: 1,
      address_id: paid[0]!.addressId,
      pay: 'prepaid',
    });
    await record(t, seller, paid[0]!.userId, { kind: 'payment', method: 'cash', amount_paise: 9_000 }, newId());
    setClock(t, CUTOFF);
    await call(t, 'GET', `/slots?date=${DAY}`, { token: a.token });
    const takenBefore = (await lunchSlot()).taken;

    const report = await t.app.planMeals.runDue();
    expect(report.cooked).toBe(6);
    expect(report.lost).toEqual([expect.objectContaining({ userId: unpaid!.userId, day: DAY, loss: 'over_limit' })]);
    expect((await lunchSlot()).taken).toBe(takenBefore + 6);
    expect(await dayOutcome(second._id)).toMatchObject({ outcome: 'cooked' });
    expect(await mealCharges(paid[0]!.userId)).toEqual([{ amount_paise: -9_000 }, { amount_paise: -9_000 }]);
    expect(await ordersOf(paid[0]!.userId)).toBe(2);
    for (const household of paid) expect(await balanceAndSum(t, household.userId)).toEqual({ balance: 0, sum: 0 });
    expect(await ordersOf(unpaid!.userId)).toBe(0);
    expect(await mealCharges(unpaid!.userId)).toEqual([]);
    // Each order stands linked to its day, and its charge names it.
    const linked = await t.db
      .selectFrom('subscription_days')
      .innerJoin('ledger_entries', 'ledger_entries.source_id', 'subscription_days.order_id')
      .select('subscription_days.order_id')
      .where('subscription_days.day', '=', DAY)
      .where('subscription_days.outcome', '=', 'cooked')
      .execute();
    const cookedDays = await t.db
      .selectFrom('subscription_days')
      .select('order_id')
      .where('day', '=', DAY)
      .where('outcome', '=', 'cooked')
      .execute();
    expect(linked).toHaveLength(cookedDays.length);
  });

  it('when the cap holds only some, makes as many as fit and charges only those', async () => {
    const paid = await households(3, 9_000);
    setClock(t, CUTOFF);
    await call(t, 'GET', `/slots?date=${DAY}`, { token: a.token });
    const slot = await lunchSlot();
    await t.db
      .updateTable('slots')
      .set({ capacity: slot.taken + 2 })
      .where('id', '=', slot.id)
      .execute();

    const report = await t.app.planMeals.runDue();
    expect(report.cooked).toBe(2);
    expect(report.lost).toEqual([expect.objectContaining({ day: DAY, loss: 'no_room' })]);
    expect((await lunchSlot()).taken).toBe(slot.taken + 2);
    const charged = await Promise.all(paid.map(async (household) => (await mealCharges(household.userId)).length));
    expect(charged.sort()).toEqual([0, 1, 1]);
    await t.db.updateTable('slots').set({ capacity: slot.capacity }).where('id', '=', slot.id).execute();
  });
});
