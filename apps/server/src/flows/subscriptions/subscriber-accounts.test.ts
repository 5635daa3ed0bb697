import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/api-helpers.ts';
import { record } from '../../../test/accounts.ts';
import { newCustomer, setClock } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { subscribed, weekdayLunchPlan } from '../../../test/subscriptions.ts';
import { newId } from '../../lib/crypto.ts';

/**
 * A household that subscribed has no account until money moves; the seller's accounts list shows it at
 * ₹0 all the same, so its first payment is recorded from there (issue 26, D92).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the accounts list and new subscribers', () => {
  it('lists a subscribed household without an account at ₹0, and its first payment opens one', async () => {
    setClock(t, '2026-11-26T03:00:00.000Z');
    const seller = (await findOrCreateSeller(t)).token;
    const planId = await weekdayLunchPlan(t, seller);
    const household = await newCustomer(t);
    const bystander = await newCustomer(t);
    await subscribed(t, household.token, {
      plan_id: planId,
      start_day: '2026-11-27',
      tiffins: 1,
      address_id: household.addressId,
      pay: 'prepaid',
    });
    const listed = async () =>
      ((await call(t, 'GET', '/accounts', { token: seller })).body.data.accounts as { user_id: string }[]).filter(
        (account) => [household.userId, bystander.userId].includes(account.user_id),
      );
    expect(await listed()).toEqual([
      expect.objectContaining({ user_id: household.userId, balance_paise: 0, mobile: household.mobile }),
    ]);
    expect((await call(t, 'GET', '/accounts?only=dues', { token: seller })).body.data.accounts).toEqual([]);
    const paid = await record(
      t,
      seller,
      household.userId,
      { kind: 'payment', method: 'cash', amount_paise: 100_000 },
      newId(),
    );
    expect(paid.status).toBe(201);
    expect(await listed()).toEqual([expect.objectContaining({ user_id: household.userId, balance_paise: 100_000 })]);
  });
});
