import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { connectDatabase } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { balanceAndSum, chargeMeal, setTerms } from '../../../test/accounts.ts';
import { newCustomer } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * The ledger across two instances on one PostgreSQL (issue 26, D88): each has its own pool, so only the
 * database can keep the credit limit. Adjustments through both, charges on both pools and a top-up at
 * once never take the balance below minus the limit, and the balance stays the sum of the entries.
 */
describe('household accounts across two instances', () => {
  let t: TestApp;
  let b: FastifyInstance;
  /** A pool of its own, as instance B's flows would post through. */
  let poolOfB: Kysely<Database>;

  beforeAll(async () => {
    t = await buildTestApp();
    b = await t.startInstance();
    poolOfB = connectDatabase(t.config);
  });
  afterAll(async () => {
    await poolOfB.destroy();
    await t.close();
  });

  /** The seller's adjustment through one instance's own app and pool. */
  const adjust = (app: FastifyInstance, token: string, userId: string, amount: number, key: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${userId}/entries`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
      payload: JSON.stringify({ kind: 'adjustment', amount_paise: amount, note: 'Meal' }),
    });

  it('charges through A and B against one limit: never past it', async () => {
    const seller = (await findOrCreateSeller(t)).token;
    const customer = await newCustomer(t);
    await setTerms(t, seller, customer.userId, { credit_limit_paise: 4_000 });
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        adjust(index % 2 === 0 ? t.app : b, seller, customer.userId, -1_000, `charge-${index}`),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(4);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(12);
    expect(await balanceAndSum(t, customer.userId)).toEqual({ balance: -4_000, sum: -4_000 });
  });

  it('one key through both instances posts once; a top-up on A races charges on both pools', async () => {
    const seller = (await findOrCreateSeller(t)).token;
    const customer = await newCustomer(t);
    await setTerms(t, seller, customer.userId, { credit_limit_paise: 1_000 });
    const twice = await Promise.all([
      adjust(t.app, seller, customer.userId, 5_000, 'top-up'),
      adjust(b, seller, customer.userId, 5_000, 'top-up'),
    ]);
    expect(twice.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);

    const now = t.clock.now();
    const results = await Promise.all([
      adjust(t.app, seller, customer.userId, 2_000, 'top-up-2'),
      ...Array.from({ length: 10 }, (_, index) =>
        chargeMeal(index % 2 === 0 ? t : { db: poolOfB }, customer.userId, 1_000, '2026-04-01', now),
      ),
    ]);
    const landed = results.slice(1).filter((result) => 'posted' in result && result.posted).length;
    const { balance, sum } = await balanceAndSum(t, customer.userId);
    expect(balance).toBe(7_000 - 1_000 * landed);
    expect(balance).toBeGreaterThanOrEqual(-1_000);
    expect(sum).toBe(balance);
  });
});
