import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import type { Subscription } from '@rasoi/domain/subscriptions';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/api-helpers.ts';
import { newCustomer, setClock, type TestCustomer } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { skip, subscribed, weekdayLunchPlan } from '../../../test/subscriptions.ts';
import { claimPlanMeal, type PlanMealClaim } from './claim-plan-meal.ts';

/**
 * The races a subscription's day must survive (issue 26, docs/decisions/0091), on both engines: a skip
 * against the generation's claim at the cut-off (exactly one outcome: skipped and not cooked, or cooked and
 * the skip refused), a skip against itself, two claims of one day, a pause against a claim.
 */
let t: TestApp;
let a: TestCustomer;
let planId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const seller = (await findOrCreateSeller(t)).token;
  planId = await weekdayLunchPlan(t, seller);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // Thursday 26 November 2026, 08:30 in the kitchen (Asia/Kolkata).
  setClock(t, '2026-11-26T03:00:00.000Z');
  // A household of its own per test: each stays below the per-customer write limit (D36).
  a = await newCustomer(t);
});

/** The plan's meal days from Friday 27 November, and each one's skip cut-off (10:30 kitchen time). */
const DAYS = ['2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07'];
const cutoffOf = (day: string) => new Date(`${day}T05:00:00.000Z`);

const newSubscription = () =>
  subscribed(t, a.token, { plan_id: planId, start_day: DAYS[0], tiffins: 1, address_id: a.addressId, pay: 'prepaid' });
const claim = (id: string, day: string) =>
  t.db.transaction().execute((trx) => claimPlanMeal(trx, id, day, cutoffOf(day), t.config.kitchenTimezone));
const dayRow = (id: string, day: string) =>
  t.db
    .selectFrom('subscription_days')
    .select(['skipped', 'outcome'])
    .where('subscription_id', '=', id)
    .where('day', '=', day)
    .executeTakeFirst();

describe('a skip against the generation at the cut-off', () => {
  it('has exactly one outcome each time: skipped and not cooked, or cooked and the skip refused', async () => {
    const subscription = await newSubscription();
    const outcomes = new Set<string>();
    for (const day of DAYS) {
      // Just before the cut-off the skip is allowed (the test clock runs on from where it is set: half a
      // minute's margin); the generation claims at the cut-off itself.
      setClock(t, new Date(cutoffOf(day).getTime() - 30_000).toISOString());
      const [skipped, claimed] = await Promise.all([
        skip(t, a.token, subscription._id, day),
        claim(subscription._id, day),
      ]);
      const row = await dayRow(subscription._id, day);
      if (claimed.result === 'claimed') {
        expect(skipped).toMatchObject({ status: 409, body: { data: m.subscriptionDayCooked({ day }) } });
        expect(row).toMatchObject({ skipped: 0, outcome: 'cooked' });
        outcomes.add('cooked');
      } else {
        expect(claimed).toEqual<PlanMealClaim>({ result: 'skipped', why: 'skipped' });
        expect(skipped.status).toBe(200);
        expect(row).toMatchObject({ skipped: 1, outcome: 'skipped' });
        outcomes.add('skipped');
      }
      // Decided once: a second claim makes nothing.
      expect((await claim(subscription._id, day)).result).toBe('decided');
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('each order of the two, forced, gives its one outcome', async () => {
    const subscription = await newSubscription();
    const [first, second] = DAYS;
    setClock(t, '2026-11-27T04:00:00.000Z');
    expect((await skip(t, a.token, subscription._id, first!)).status).toBe(200);
    expect(await claim(subscription._id, first!)).toEqual({ result: 'skipped', why: 'skipped' });
    expect(await claim(subscription._id, second!)).toEqual({ result: 'claimed' });
    setClock(t, '2026-11-27T04:30:00.000Z');
    // Monday's meal was claimed (an instance whose clock ran ahead): the skip is refused, not lost.
    expect(await skip(t, a.token, subscription._id, second!)).toMatchObject({
      status: 409,
      body: { data: m.subscriptionDayCooked({ day: second! }) },
    });
  });

  it('refuses a claim before the cut-off: the household may still change the day', async () => {
    const subscription = await newSubscription();
    await expect(
      t.db
        .transaction()
        .execute((trx) =>
          claimPlanMeal(
            trx,
            subscription._id,
            DAYS[1]!,
            new Date('2026-11-30T04:59:59.999Z'),
            t.config.kitchenTimezone,
          ),
        ),
    ).rejects.toThrow(/can still change/);
  });
});

describe('races of one kind', () => {
  it('ten skips and undos of one day at once all answer and leave one row; repeats of a skip keep it', async () => {
    const subscription = await newSubscription();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => skip(t, a.token, subscription._id, DAYS[2]!, i % 2 === 0)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const rows = await t.db
      .selectFrom('subscription_days')
      .select('skipped')
      .where('subscription_id', '=', subscription._id)
      .execute();
    expect(rows).toHaveLength(1);
    const repeats = await Promise.all(Array.from({ length: 6 }, () => skip(t, a.token, subscription._id, DAYS[2]!)));
    expect(repeats.every((answer) => answer.status === 200)).toBe(true);
    expect((await dayRow(subscription._id, DAYS[2]!))?.skipped).toBe(1);
  });

  it('two claims of one day at once: one claims it, the other finds it decided', async () => {
    const subscription = await newSubscription();
    for (const day of DAYS.slice(0, 4)) {
      const claims = await Promise.all([claim(subscription._id, day), claim(subscription._id, day)]);
      expect(claims.map((one) => one.result).sort()).toEqual(['claimed', 'decided']);
    }
  });

  it('a pause against a claim: the day is paused and not cooked, or cooked and left out of the pause', async () => {
    for (let round = 0; round < 4; round += 1) {
      setClock(t, '2026-11-26T03:00:00.000Z');
      const subscription = await newSubscription();
      const day = DAYS[1]!;
      setClock(t, new Date(cutoffOf(day).getTime() - 30_000).toISOString());
      const [paused, claimed] = await Promise.all([
        call(t, 'POST', `/subscriptions/${subscription._id}/pause`, {
          token: a.token,
          body: { from: day, until: DAYS[3] },
        }),
        claim(subscription._id, day),
      ]);
      expect(paused.status).toBe(200);
      const calendar = paused.body.data.subscription as Subscription;
      const row = await dayRow(subscription._id, day);
      if (claimed.result === 'claimed') {
        expect(row?.outcome).toBe('cooked');
        expect(calendar.meals.find((meal) => meal.date === day)?.state).toBe('made');
      } else {
        expect(claimed).toEqual({ result: 'skipped', why: 'paused' });
        expect(row?.outcome).toBe('paused');
        expect(calendar.meals.find((meal) => meal.date === day)?.state).toBe('paused');
      }
    }
  });
});

describe("the tables' own rules (migration 0032)", () => {
  it('refuse a cooked day skipped, an outcome without its time, and tiffins out of 1-4, from any write', async () => {
    const subscription = await newSubscription();
    expect(await claim(subscription._id, DAYS[0]!)).toEqual({ result: 'claimed' });
    const days = () => t.db.updateTable('subscription_days').where('subscription_id', '=', subscription._id);
    await expect(days().set({ skipped: 1 }).execute()).rejects.toThrow();
    await expect(days().set({ decided_at: null }).execute()).rejects.toThrow();
    const subscriptions = () => t.db.updateTable('subscriptions').where('id', '=', subscription._id);
    await expect(subscriptions().set({ tiffins: 5 }).execute()).rejects.toThrow();
    await expect(subscriptions().set({ tiffins: 0 }).execute()).rejects.toThrow();
    expect(await dayRow(subscription._id, DAYS[0]!)).toEqual({ skipped: 0, outcome: 'cooked' });
  });
});
