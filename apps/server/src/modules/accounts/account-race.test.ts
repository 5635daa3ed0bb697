import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { balanceAndSum, chargeMeal, record, setTerms } from '../../../test/accounts.ts';
import { newCustomer } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * The ledger under a race (issue 26, D88): the credit limit is decided by the database, so charges sent
 * at once never take the balance below minus the limit, and the stored balance is always the sum of the
 * entries. Runs on SQLite and PostgreSQL (account-instances.postgres.test.ts: two instances).
 */
let t: TestApp;
let seller: string;

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
});
afterAll(async () => {
  await t.close();
});

describe('postings sent at once', () => {
  it('20 meal charges against a limit of 3 meals: 3 land, the rest are refused', async () => {
    const customer = await newCustomer(t);
    await setTerms(t, seller, customer.userId, { credit_limit_paise: 1_000 });
    const now = t.clock.now();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => chargeMeal(t, customer.userId, 300, '2026-04-01', now)),
    );
    expect(results.filter((result) => result.posted)).toHaveLength(3);
    for (const result of results.filter((result) => !result.posted))
      expect(result).toMatchObject({ reason: 'overLimit' });
    expect(await balanceAndSum(t, customer.userId)).toEqual({ balance: -900, sum: -900 });
  });

  it('adjustments through the route against the limit: never past it, balance = sum of entries', async () => {
    const customer = await newCustomer(t);
    await setTerms(t, seller, customer.userId, { credit_limit_paise: 2_500 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        record(t, seller, customer.userId, { kind: 'adjustment', amount_paise: -1_000, note: 'Meal' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(10);
    expect(await balanceAndSum(t, customer.userId)).toEqual({ balance: -2_000, sum: -2_000 });
  });

  it('a top-up racing charges: each charge lands only with room, and nothing is lost', async () => {
    const customer = await newCustomer(t);
    await setTerms(t, seller, customer.userId, { credit_limit_paise: 0 });
    const now = t.clock.now();
    const [topUp, ...charges] = await Promise.all([
      record(t, seller, customer.userId, { kind: 'payment', method: 'upi', amount_paise: 1_000 }),
      ...Array.from({ length: 8 }, () => chargeMeal(t, customer.userId, 300, '2026-04-01', now)),
    ]);
    expect(topUp.status).toBe(201);
    const landed = charges.filter((result) => result.posted).length;
    expect(landed).toBeLessThanOrEqual(3);
    const { balance, sum } = await balanceAndSum(t, customer.userId);
    expect(balance).toBe(1_000 - 300 * landed);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(sum).toBe(balance);
  });

  it('one Idempotency-Key sent many times at once posts once', async () => {
    const customer = await newCustomer(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        record(t, seller, customer.userId, { kind: 'payment', method: 'cash', amount_paise: 2_500 }, 'same-key'),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(7);
    const ids = new Set(answers.map((answer) => answer.body.data.entry.id));
    expect(ids.size).toBe(1);
    expect(await balanceAndSum(t, customer.userId)).toEqual({ balance: 2_500, sum: 2_500 });
  });

  it('a limit lowered while charges land never leaves the balance under the limit', async () => {
    const customer = await newCustomer(t);
    await setTerms(t, seller, customer.userId, { credit_limit_paise: 3_000 });
    const now = t.clock.now();
    const [lowered, ...charges] = await Promise.all([
      setTerms(t, seller, customer.userId, { credit_limit_paise: 1_000 }),
      ...Array.from({ length: 6 }, () => chargeMeal(t, customer.userId, 500, '2026-04-01', now)),
    ]);
    const account = await t.db
      .selectFrom('household_accounts')
      .selectAll()
      .where('user_id', '=', customer.userId)
      .executeTakeFirstOrThrow();
    expect(account.balance_paise).toBeGreaterThanOrEqual(-account.credit_limit_paise);
    expect(account.credit_limit_paise).toBe(lowered.status === 200 ? 1_000 : 3_000);
    expect(charges.filter((result) => result.posted).length * -500).toBe(account.balance_paise);
    expect((await balanceAndSum(t, customer.userId)).sum).toBe(account.balance_paise);
  });

  it('the CHECK refuses a balance below minus the limit even from a statement that skips the rule', async () => {
    const customer = await newCustomer(t);
    await setTerms(t, seller, customer.userId, { credit_limit_paise: 500 });
    const under = t.db
      .updateTable('household_accounts')
      .set({ balance_paise: -501 })
      .where('user_id', '=', customer.userId)
      .execute();
    await expect(under).rejects.toThrow(/check|constraint/i);
    expect(await balanceAndSum(t, customer.userId)).toEqual({ balance: 0, sum: 0 });
  });
});
