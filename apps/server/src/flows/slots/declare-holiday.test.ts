import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import type { TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/api-helpers.ts';
import { balanceAndSum, record } from '../../../test/accounts.ts';
import {
  declareHoliday,
  FRIDAY as DAY,
  FRIDAY_CUTOFF as CUTOFF,
  lunchPlanKitchen,
  thursdayWithoutHolidays,
} from '../../../test/holidays.ts';
import { setClock, type TestCustomer } from '../../../test/orders.ts';
import { subscribed } from '../../../test/subscriptions.ts';
import { newId } from '../../lib/crypto.ts';

/**
 * Kitchen holidays (issue 26, docs/decisions/0092), both engines: a day or one slot off closes the slot,
 * its plan meals are not made or charged, a meal already made is cancelled and refunded; bad input is
 * refused in the caller's language and stores nothing. A kitchen's cancel of a plan meal refunds it too.
 */
let t: TestApp;
let seller: string;
let planId: string;
let slotPlanId: string;
let a: TestCustomer;

beforeAll(async () => {
  ({ t, seller, planId, slotPlanId } = await lunchPlanKitchen());
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  a = await thursdayWithoutHolidays(t);
  await t.db.updateTable('slots').set({ is_open: 1 }).execute();
});

const declare = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  declareHoliday(t, seller, body, headers);
const subscribeAndPay = async () => {
  const subscription = await subscribed(t, a.token, {
    plan_id: planId,
    start_day: DAY,
    tiffins: 1,
    address_id: a.addressId,
    pay: 'prepaid',
  });
  await record(t, seller, a.userId, { kind: 'payment', method: 'cash', amount_paise: 20_000 }, newId());
  return subscription;
};
const entries = () =>
  t.db
    .selectFrom('ledger_entries')
    .select(['kind', 'amount_paise', 'day'])
    .where('user_id', '=', a.userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

describe('declaring a holiday', () => {
  it('refuses a past day, a day too far and an unknown slot, in the caller’s language, storing nothing', async () => {
    const hindi = { 'accept-language': 'hi' };
    expect(await declare({ day: '2026-11-25' }, hindi)).toMatchObject({
      status: 400,
      body: { data: m.holidayInPast({ day: '2026-11-25' }, { locale: 'hi' }) },
    });
    expect(await declare({ day: '2027-02-01' })).toMatchObject({
      status: 400,
      body: { data: m.holidayTooFar({ days: 60 }) },
    });
    expect(await declare({ day: DAY, slot_id: '0123456789abcdef01234567' })).toMatchObject({
      status: 404,
      body: { data: m.holidaySlotNotFound() },
    });
    expect(await declare({ day: DAY, note: 'x'.repeat(141) })).toMatchObject({ status: 400 });
    expect(await t.db.selectFrom('holidays').selectAll().execute()).toEqual([]);
  });

  it('before the cut-off: the slot takes no orders, the plan meal is not made or charged, a repeat is 200', async () => {
    const subscription = await subscribeAndPay();
    const declared = await declare({ day: DAY, slot_id: slotPlanId, note: 'Diwali' });
    expect(declared).toMatchObject({
      status: 201,
      body: { data: { holiday: { day: DAY, slot_id: slotPlanId, note: 'Diwali' }, cancelled_meals: 0 } },
    });
    expect(await declare({ day: DAY, slot_id: slotPlanId, note: 'Diwali again' })).toMatchObject({
      status: 200,
      body: { data: { holiday: { _id: declared.body.data.holiday._id, note: 'Diwali' } } },
    });
    const slots = await call(t, 'GET', `/slots?date=${DAY}`, { token: a.token });
    expect(slots.body.data.slots).toMatchObject([{ name: 'Lunch', is_open: false }]);

    setClock(t, CUTOFF);
    expect((await t.app.planMeals.runDue()).cooked).toBe(0);
    const day = await t.db
      .selectFrom('subscription_days')
      .select('outcome')
      .where('subscription_id', '=', subscription._id)
      .where('day', '=', DAY)
      .executeTakeFirst();
    expect(day).toEqual({ outcome: 'holiday' });
    expect(await entries()).toEqual([{ kind: 'payment', amount_paise: 20_000, day: '2026-11-26' }]);
  });

  it('after the meal was made: cancels it as the kitchen and refunds the charge', async () => {
    await subscribeAndPay();
    setClock(t, CUTOFF);
    expect((await t.app.planMeals.runDue()).cooked).toBe(1);
    const declared = await declare({ day: DAY });
    expect(declared).toMatchObject({ status: 201, body: { data: { cancelled_meals: 1 } } });
    const orders = await t.db
      .selectFrom('orders')
      .select(['status', 'cancel_reason'])
      .where('user_id', '=', a.userId)
      .execute();
    expect(orders).toEqual([{ status: 'Cancelled', cancel_reason: m.kitchenHolidayReason() }]);
    expect((await entries()).map((entry) => [entry.kind, entry.amount_paise, entry.day])).toEqual([
      ['payment', 20_000, '2026-11-26'],
      ['meal', -9_000, DAY],
      ['refund', 9_000, DAY],
    ]);
    expect(await balanceAndSum(t, a.userId)).toEqual({ balance: 20_000, sum: 20_000 });
  });
});

describe('a holiday declared while the meals are being made', () => {
  it('ends with no meal cooked and nothing charged, whichever lands first', async () => {
    await subscribeAndPay();
    setClock(t, CUTOFF);
    await call(t, 'GET', `/slots?date=${DAY}`, { token: a.token });
    await Promise.all([t.app.planMeals.runDue(), declare({ day: DAY, slot_id: slotPlanId })]);
    const orders = await t.db.selectFrom('orders').select('status').where('user_id', '=', a.userId).execute();
    expect(orders.filter((order) => order.status !== 'Cancelled')).toEqual([]);
    expect(await balanceAndSum(t, a.userId)).toEqual({ balance: 20_000, sum: 20_000 });
  });
});

describe('a kitchen’s cancel of a plan meal', () => {
  it('gives the charge back once', async () => {
    await subscribeAndPay();
    setClock(t, CUTOFF);
    await t.app.planMeals.runDue();
    const order = await t.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', a.userId)
      .executeTakeFirstOrThrow();
    const cancel = () => call(t, 'POST', `/order/${order.id}/cancel`, { token: seller, body: { reason: 'No gas' } });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409);
    expect(await balanceAndSum(t, a.userId)).toEqual({ balance: 20_000, sum: 20_000 });
    expect((await entries()).filter((entry) => entry.kind === 'refund')).toHaveLength(1);
  });
});
