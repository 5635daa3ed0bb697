import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { balanceAndSum, record } from '../../../test/accounts.ts';
import { newCustomer, setClock } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { subscribed, weekdayLunchPlan } from '../../../test/subscriptions.ts';
import { newId } from '../../lib/crypto.ts';

/**
 * Two instances on one PostgreSQL making the same plan meals at the cut-off (issue 26, D92): each has its
 * own pool, so only the database can make each meal once. Every household gets one order and one charge.
 */
describe('plan meals made by two instances at once', () => {
  let t: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    t = await buildTestApp();
    b = await t.startInstance();
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes each meal once and charges it once', async () => {
    setClock(t, '2026-11-26T03:00:00.000Z');
    const seller = (await findOrCreateSeller(t)).token;
    const planId = await weekdayLunchPlan(t, seller);
    const households = [];
    for (let i = 0; i < 8; i += 1) {
      const household = await newCustomer(t);
      await subscribed(t, household.token, {
        plan_id: planId,
        start_day: '2026-11-27',
        tiffins: 1,
        address_id: household.addressId,
        pay: 'prepaid',
      });
      await record(t, seller, household.userId, { kind: 'payment', method: 'upi', amount_paise: 9_000 }, newId());
      households.push(household);
    }
    setClock(t, '2026-11-27T05:00:00.000Z');
    const reports = await Promise.all([
      t.app.planMeals.runDue(),
      b.planMeals.runDue(),
      t.app.planMeals.runDue(),
      b.planMeals.runDue(),
    ]);
    expect(reports.reduce((sum, report) => sum + report.cooked, 0)).toBe(households.length);
    const slot = await t.db.selectFrom('slots').select('taken').where('date', '=', '2026-11-27').executeTakeFirst();
    expect(slot?.taken).toBe(households.length);
    for (const household of households) {
      const orders = await t.db.selectFrom('orders').select('id').where('user_id', '=', household.userId).execute();
      expect(orders).toHaveLength(1);
      expect(await balanceAndSum(t, household.userId)).toEqual({ balance: 0, sum: 0 });
    }
  });
});
