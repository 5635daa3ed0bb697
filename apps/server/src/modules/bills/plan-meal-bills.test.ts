import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@rasoi/domain/api';
import type { Bill } from '@rasoi/domain/bills';
import { call } from '../../../test/api-helpers.ts';
import { record } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { newCustomer, setClock, type TestCustomer } from '../../../test/orders.ts';
import { deliver } from '../../../test/ratings.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { subscribed, weekdayLunchPlan } from '../../../test/subscriptions.ts';
import { newId } from '../../lib/crypto.ts';

/**
 * A tiffin plan's meals are billed one bill a meal, when each is delivered (issue 28 part 1,
 * docs/decisions/0107), paid from the household account.
 */
let t: TestApp;
let seller: string;
let a: TestCustomer;
/** Friday 27 November 2026: lunch's skip cut-off 10:30 kitchen time (05:00Z). */
const DAY = '2026-11-27';
const CUTOFF = '2026-11-27T05:00:00.000Z';

beforeAll(async () => {
  t = await buildTestApp();
  // Thursday 26 November 2026, 08:30 in the kitchen (Asia/Kolkata).
  setClock(t, '2026-11-26T03:00:00.000Z');
  seller = (await findOrCreateSeller(t)).token;
  a = await newCustomer(t);
});
afterAll(async () => {
  await t.close();
});

describe('a plan meal', () => {
  it('gets its own bill when delivered, paid from the household account', async () => {
    const planId = await weekdayLunchPlan(t, seller);
    await subscribed(t, a.token, {
      plan_id: planId,
      start_day: DAY,
      tiffins: 2,
      address_id: a.addressId,
      pay: 'prepaid',
    });
    await record(t, seller, a.userId, { kind: 'payment', method: 'cash', amount_paise: 100_000 }, newId());
    setClock(t, CUTOFF);
    expect(await t.app.planMeals.runDue()).toMatchObject({ cooked: 1 });
    const [order] = (await call(t, 'GET', '/order/user-orders', { token: a.token })).body.data.orders as Order[];
    await deliver(t, seller, order!._id);
    const bill = (await call(t, 'GET', `/order/${order!._id}/bill`, { token: a.token })).body.data.bill as Bill;
    expect(bill).toMatchObject({
      kind: 'bill',
      number: 'RS/26-27/000001',
      day: DAY,
      payment_method: 'account',
      total_paise: order!.amount * 100,
      lines: [{ quantity: 2, unit_paise: order!.meals[0]!.meal.selling_price * 100 }],
    });
  });
});
