import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call, countRows } from '../../../test/api-helpers.ts';
import { setClock } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * What a tiffin plan holds on to, raced (issue 26, docs/decisions/0089): a plan made in a slot while the
 * slot plan drops that slot, and a plan made with a thali while the thali is deleted. The foreign keys
 * decide: exactly one side wins, and the other is told why.
 */
let t: TestApp;
let seller: string;

const LUNCH = {
  name: 'Lunch',
  weekdays: [0, 1, 2, 3, 4],
  order_by: '10:30',
  delivery_from: '12:30',
  delivery_to: '14:00',
  capacity: 30,
};
const DINNER = { ...LUNCH, name: 'Dinner', order_by: '17:00', delivery_from: '19:30', delivery_to: '21:00' };

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  setClock(t, '2026-11-26T03:00:00.000Z');
});
afterAll(async () => {
  await t.close();
});

const plan = (name: string, changes: Record<string, unknown>) =>
  call(t, 'POST', '/plans', {
    token: seller,
    body: { name, meal_id: null, weekdays: [0, 1], meal_price_paise: 9_000, ...changes },
  });

describe('races over what a plan holds on to', () => {
  it('a plan made in a slot the slot plan drops at once: one of them wins', async () => {
    for (let round = 0; round < 5; round += 1) {
      const saved = await call(t, 'POST', '/slot-plan', { token: seller, body: { slots: [LUNCH, DINNER] } });
      const dinnerId = (saved.body.data.slots as { _id: string; name: string }[]).find((s) => s.name === 'Dinner')!._id;
      const [made, dropped] = await Promise.all([
        plan(`Dinner race ${round}`, { slot_id: dinnerId }),
        call(t, 'POST', '/slot-plan', { token: seller, body: { slots: [LUNCH] } }),
      ]);
      const entries = (await call(t, 'GET', '/slot-plan', { token: seller })).body.data.slots as { _id: string }[];
      if (made.status === 201) {
        expect(dropped).toMatchObject({
          status: 409,
          body: { data: m.slotUsedByPlan({ slot: 'Dinner', plan: `Dinner race ${round}` }) },
        });
        expect(entries.map((entry) => entry._id)).toContain(dinnerId);
        await t.db.deleteFrom('plans').execute();
      } else {
        expect(made).toMatchObject({ status: 400, body: { data: m.planSlotNotFound() } });
        expect(dropped.status).toBe(200);
        expect(entries.map((entry) => entry._id)).not.toContain(dinnerId);
      }
    }
    expect(await countRows(t.db, 'plans')).toBe(0);
  });

  it('a plan made with a thali being deleted at once: one of them wins', async () => {
    await call(t, 'POST', '/slot-plan', { token: seller, body: { slots: [LUNCH] } });
    const lunchId = (await call(t, 'GET', '/slot-plan', { token: seller })).body.data.slots[0]._id as string;
    for (let round = 0; round < 5; round += 1) {
      const made = await call(t, 'POST', '/meal', {
        token: seller,
        body: {
          category: 'Mini Thali',
          name: `Race thali ${round}`,
          cost_price: 50,
          selling_price: 90,
          actual_price: 100,
        },
      });
      const mealId = made.body.data.meal._id as string;
      const [created, deleted] = await Promise.all([
        plan(`Thali race ${round}`, { slot_id: lunchId, meal_id: mealId }),
        call(t, 'DELETE', `/meal/${mealId}`, { token: seller }),
      ]);
      const left = await t.db.selectFrom('meals').select('id').where('id', '=', mealId).executeTakeFirst();
      if (created.status === 201) {
        expect(deleted).toMatchObject({
          status: 409,
          body: { data: m.mealUsedByPlan({ plan: `Thali race ${round}` }) },
        });
        expect(left).toBeDefined();
      } else {
        expect(created).toMatchObject({ status: 400, body: { data: m.planMealNotFound() } });
        expect(deleted.status).toBe(200);
        expect(left).toBeUndefined();
      }
    }
  });
});
