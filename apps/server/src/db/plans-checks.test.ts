import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newId } from '../lib/crypto.ts';

/**
 * The plans table's own bounds (migration 0031, docs/decisions/0089): the database refuses what the
 * domain's schemas refuse, so a write that skips them (a script, a later step's bug) cannot store it.
 */
let t: TestApp;
let slotId: string;

beforeAll(async () => {
  t = await buildTestApp();
  slotId = newId();
  await t.db
    .insertInto('slot_plan')
    .values({
      id: slotId,
      name: 'Checks lunch',
      weekdays: '[0,1,2,3,4]',
      order_by: '10:30',
      delivery_from: '12:30',
      delivery_to: '14:00',
      capacity: 10,
      position: 0,
      created_at: '2026-11-26T03:00:00.000Z',
    })
    .execute();
});
afterAll(async () => {
  await t.close();
});

let names = 0;
const insert = (changes: Record<string, unknown>) => {
  names += 1;
  return t.db
    .insertInto('plans')
    .values({
      id: newId(),
      name: `Checked plan ${names}`,
      meal_id: null,
      slot_id: slotId,
      weekdays: 31,
      meal_price_paise: 9_000,
      week_price_paise: null,
      month_price_paise: null,
      skip_cutoff_minutes: null,
      retired_at: null,
      created_at: '2026-11-26T03:00:00.000Z',
      updated_at: '2026-11-26T03:00:00.000Z',
      ...changes,
    })
    .execute();
};

describe('the plans table', () => {
  it('stores a plan within its bounds', async () => {
    await expect(
      insert({ weekdays: 127, meal_price_paise: 1_000_000, skip_cutoff_minutes: 2_880 }),
    ).resolves.toBeDefined();
  });

  it.each([
    ['no weekday', { weekdays: 0 }],
    ['a bit past Sunday', { weekdays: 128 }],
    ['a free meal', { meal_price_paise: 0 }],
    ['a meal over ₹10,000', { meal_price_paise: 1_000_001 }],
    ['a free week', { week_price_paise: 0 }],
    ['a month over ₹1,00,000', { month_price_paise: 10_000_001 }],
    ['a skip cut-off of 0 minutes', { skip_cutoff_minutes: 0 }],
    ['a skip cut-off over 48 hours', { skip_cutoff_minutes: 2_881 }],
    ['a lead of 31 days', { start_lead_days: 31 }],
    ['an empty name', { name: '' }],
    ['a name of 61 characters', { name: 'x'.repeat(61) }],
    ['an unknown thali', { meal_id: newId() }],
    ['an unknown slot', { slot_id: newId() }],
  ])('refuses %s', async (_what, changes) => {
    await expect(insert(changes)).rejects.toThrow();
  });
});
