import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call, readMenu } from '../../../test/api-helpers.ts';
import { upiOrder } from '../../../test/upi-orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { matchBankCredit, type BankCredit } from './match-bank-credit.ts';

/**
 * A bank credit paying the UPI request of exactly its amount (issue 27, docs/decisions/0098): the order
 * turns collected by UPI once; the same credit again, a near amount, a request the seller closed by
 * collecting cash or a cancelled order's pay nothing; the same credit matched twice at once pays once.
 * Runs on both engines.
 */
let t: TestApp;
let seller: string;
let mealId: string;
let rrnSeq = 100_000_000_000;

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  mealId = (await readMenu(t)).meals.find((meal) => meal.is_active)!._id;
  await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { upi_id: 'asha@okaxis' } });
});
afterAll(async () => {
  await t.close();
});

const credit = (amountPaise: number): BankCredit => ({
  amountPaise,
  rrn: String((rrnSeq += 1)),
  receivedAt: t.clock.now(),
  kitchenDay: t.clock.now().toISOString().slice(0, 10),
});
const match = (paid: BankCredit) => t.db.transaction().execute((trx) => matchBankCredit(trx, paid, t.clock.now()));
const collected = async (orderId: string) =>
  (await t.db.selectFrom('orders').select('collected_by').where('id', '=', orderId).executeTakeFirstOrThrow())
    .collected_by;

describe('a bank credit', () => {
  it('of exactly the amount asked marks the order collected by UPI, once', async () => {
    const { order, request } = await upiOrder(t, mealId);
    const paid = credit(request.amount_paise);
    const result = await match(paid);
    expect(result).toMatchObject({ matched: true, requestId: request._id, orderId: order._id });
    expect(result.matched && result.event?.order).toMatchObject({ _id: order._id, collected_by: 'upi' });
    expect(await collected(order._id)).toBe('upi');
    expect(await match(paid)).toEqual({ matched: false });
    expect(await match(credit(request.amount_paise))).toEqual({ matched: false });
  });

  it('of a near amount, or for an order collected in cash or cancelled, pays nothing', async () => {
    const near = await upiOrder(t, mealId);
    expect(await match(credit(near.request.amount_paise + 1))).toEqual({ matched: false });
    expect(await collected(near.order._id)).toBeNull();

    const cash = await upiOrder(t, mealId);
    await call(t, 'POST', `/order/${cash.order._id}/collect`, { token: seller, body: { method: 'cash' } });
    expect(await match(credit(cash.request.amount_paise))).toEqual({ matched: false });
    expect(await collected(cash.order._id)).toBe('cash');

    const gone = await upiOrder(t, mealId);
    const cancelled = await call(t, 'POST', `/order/${gone.order._id}/cancel`, {
      token: seller,
      body: { reason: 'Out of stock' },
    });
    expect(cancelled.status).toBe(200);
    expect(await match(credit(gone.request.amount_paise))).toEqual({ matched: false });
  });

  it('delivered twice at once pays its request once', async () => {
    const { order, request } = await upiOrder(t, mealId);
    const paid = credit(request.amount_paise);
    const results = await Promise.all([match(paid), match(paid), match(paid)]);
    expect(results.filter((result) => result.matched)).toHaveLength(1);
    expect(await collected(order._id)).toBe('upi');
    const requests = await t.db
      .selectFrom('upi_requests')
      .select(['status', 'rrn'])
      .where('id', '=', request._id)
      .execute();
    expect(requests).toEqual([{ status: 'paid', rrn: paid.rrn }]);
  });
});

describe('a bank credit racing a cancel of its order', () => {
  /** Connections of this test's own database waiting for a lock another transaction holds (PostgreSQL). */
  const lockWaits = async () => {
    const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
    return rows[0]!.waiting;
  };

  it('waits for the cancel and pays nothing, without a deadlock', async () => {
    const { order, request } = await upiOrder(t, mealId);
    let matched: ReturnType<typeof match> | undefined;
    await t.db.transaction().execute(async (trx) => {
      // The cancel's writes in its order (cancel-order.ts): the order first, then its request.
      await trx.updateTable('orders').set({ status: 'Cancelled' }).where('id', '=', order._id).execute();
      matched = match(credit(request.amount_paise));
      // PostgreSQL: until the credit waits for a lock the cancel holds; SQLite runs one transaction at a
      // time, so the credit is already queued behind this one.
      if (t.engine === 'postgres') await vi.waitFor(async () => expect(await lockWaits()).toBeGreaterThan(0));
      await trx
        .updateTable('upi_requests')
        .set({ status: 'cancelled' })
        .where('id', '=', request._id)
        .where('status', '=', 'open')
        .execute();
    });
    expect(await matched).toEqual({ matched: false });
    expect(await collected(order._id)).toBeNull();
  });
});
