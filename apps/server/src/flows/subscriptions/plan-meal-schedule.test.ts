import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { record } from '../../../test/accounts.ts';
import { newCustomer, setClock } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { subscribed, weekdayLunchPlan } from '../../../test/subscriptions.ts';
import { newId } from '../../lib/crypto.ts';

/**
 * A server that was down at a plan meal's cut-off makes it when it starts, and says so in its log (issue 26,
 * D92); closing the app stops the schedule.
 */
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await t.close();
});

describe('the plan meal schedule', () => {
  it('catches up at start what passed its cut-off while it was down, and logs it', async () => {
    setClock(t, '2026-11-26T03:00:00.000Z');
    const seller = (await findOrCreateSeller(t)).token;
    const planId = await weekdayLunchPlan(t, seller);
    const household = await newCustomer(t);
    await subscribed(t, household.token, {
      plan_id: planId,
      start_day: '2026-11-27',
      tiffins: 1,
      address_id: household.addressId,
      pay: 'prepaid',
    });
    await record(t, seller, household.userId, { kind: 'payment', method: 'cash', amount_paise: 9_000 }, newId());
    // Friday 11:00 in the kitchen: half an hour past lunch's cut-off, before its delivery.
    setClock(t, '2026-11-27T05:30:00.000Z');
    lines.length = 0;
    await t.app.planMeals.start();
    const caughtUp = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.cooked);
    expect(caughtUp).toMatchObject({ msg: 'plan meals caught up at start', cooked: 1, days: ['2026-11-27'] });
    const orders = await t.db
      .selectFrom('orders')
      .select('placed_by')
      .where('user_id', '=', household.userId)
      .execute();
    expect(orders).toEqual([{ placed_by: 'plan' }]);
  });
});
