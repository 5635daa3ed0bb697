import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call, readMenu, type Answer } from '../../../test/api-helpers.ts';
import { newCustomer, type TestCustomer } from '../../../test/orders.ts';
import { askUpiAmount, placeUpiOrder, upiRequestOf } from '../../../test/upi-orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * The exact UPI amount of a UPI-on-delivery order (issue 27, docs/decisions/0098): the bill less the fewest
 * paise no other open request asks, decided by the database, so orders of one bill asked at once (on
 * PostgreSQL through two instances) each get an amount of their own; asking again answers the same; an
 * expired request frees its amount; a cancel racing the request never leaves it open; and the refusals, in
 * the caller's language. Runs on both engines.
 */
let t: TestApp;
let instanceB: FastifyInstance;
let seller: string;
let mealId: string;
let billPaise: number;

beforeAll(async () => {
  t = await buildTestApp();
  if (t.engine === 'postgres') instanceB = await t.startInstance();
  seller = (await findOrCreateSeller(t)).token;
  mealId = (await readMenu(t)).meals.find((meal) => meal.is_active)!._id;
  expect((await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { upi_id: 'asha@okaxis' } })).status).toBe(
    200,
  );
});
afterAll(async () => {
  await t.close();
});

/** A UPI order (or `payment_method`'s) of one meal for `customer`; its bill in paise goes to `billPaise`. */
async function order(customer: TestCustomer, payment_method = 'UPI'): Promise<Order> {
  const placed = await placeUpiOrder(t, customer, mealId, payment_method);
  billPaise = placed.amount * 100;
  return placed;
}
const ask = (customer: TestCustomer, orderId: string, options: { app?: FastifyInstance; locale?: string } = {}) =>
  askUpiAmount(t, customer, orderId, options);
const closeAll = () =>
  t.db.updateTable('upi_requests').set({ status: 'cancelled' }).where('status', '=', 'open').execute();

describe('the exact UPI amount of an order', () => {
  it('is the bill for the first order, a paisa less for the next of the same bill, and the same when asked again', async () => {
    await closeAll();
    const [asha, ravi] = [await newCustomer(t), await newCustomer(t)];
    const first = await order(asha);
    const second = await order(ravi);
    const a = await ask(asha, first._id);
    expect(a.status).toBe(200);
    expect(upiRequestOf(a)).toMatchObject({ bill_paise: billPaise, amount_paise: billPaise, status: 'open' });
    const b = upiRequestOf(await ask(ravi, second._id));
    expect(b.amount_paise).toBe(billPaise - 1);
    expect(upiRequestOf(await ask(asha, first._id))).toEqual(upiRequestOf(a));
  });

  // PostgreSQL through two instances on one database; SQLite, which one process serves, through one.
  it('gives orders of one bill asked at once an amount each (PostgreSQL: through two instances)', async () => {
    await closeAll();
    const customers = await Promise.all(Array.from({ length: 12 }, () => newCustomer(t)));
    const orders: Order[] = [];
    for (const customer of customers) orders.push(await order(customer));
    const answers = await Promise.all(
      customers.map((customer, i) =>
        ask(customer, orders[i]!._id, { app: i % 2 === 1 && t.engine === 'postgres' ? instanceB : t.app }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(customers.map(() => 200));
    const amounts = answers.map((answer) => upiRequestOf(answer).amount_paise);
    expect(new Set(amounts).size).toBe(12);
    for (const amount of amounts) {
      expect(amount).toBeLessThanOrEqual(billPaise);
      expect(amount).toBeGreaterThan(billPaise - 100);
    }
  });

  it('frees its amount once it has expired', async () => {
    await closeAll();
    const [asha, ravi] = [await newCustomer(t), await newCustomer(t)];
    const first = await order(asha);
    expect(upiRequestOf(await ask(asha, first._id)).amount_paise).toBe(billPaise);
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    const second = await order(ravi);
    expect(upiRequestOf(await ask(ravi, second._id)).amount_paise).toBe(billPaise);
    const expired = await t.db.selectFrom('upi_requests').select('status').where('order_id', '=', first._id).execute();
    expect(expired).toEqual([{ status: 'expired' }]);
  });
});

describe('asking for a UPI amount', () => {
  it("refuses a cash order, another's order, a cancelled or collected one, in the caller's language, opening nothing", async () => {
    const [asha, ravi] = [await newCustomer(t), await newCustomer(t)];
    const cash = await order(asha, 'COD');
    expect(await ask(asha, cash._id, { locale: 'hi' })).toMatchObject({
      status: 400,
      body: { status: 'error', data: m.upiRequestNotUpi({}, { locale: 'hi' }) },
    });
    const upi = await order(asha);
    expect((await ask(ravi, upi._id)).status).toBe(404);
    await t.db.updateTable('orders').set({ status: 'Cancelled' }).where('id', '=', upi._id).execute();
    expect(await ask(asha, upi._id)).toMatchObject({ status: 409, body: { data: m.paidClaimCancelled() } });
    const collected = await order(asha);
    expect(
      (await call(t, 'POST', `/order/${collected._id}/collect`, { token: seller, body: { method: 'cash' } })).status,
    ).toBe(200);
    expect(await ask(asha, collected._id)).toMatchObject({ status: 409, body: { data: m.upiRequestCollected() } });
    const opened = await t.db
      .selectFrom('upi_requests')

      .where('order_id', 'in', [cash._id, upi._id, collected._id])
      .select('id')
      .execute();
    expect(opened).toEqual([]);
  });
});

describe('a cancel racing the request for the amount', () => {
  /** Connections of this test's own database waiting for a lock another transaction holds (PostgreSQL). */
  const lockWaits = async () => {
    const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
    return rows[0]!.waiting;
  };

  it('committing while the request is on its way leaves no open request on the cancelled order', async () => {
    const asha = await newCustomer(t);
    const placed = await order(asha);
    let asked: Promise<Answer> | undefined;
    let settled = false;
    await t.db.transaction().execute(async (trx) => {
      // What the cancel writes (cancel-order.ts), held uncommitted: the order cancelled, its open requests
      // closed (none yet).
      await trx.updateTable('orders').set({ status: 'Cancelled' }).where('id', '=', placed._id).execute();
      await trx
        .updateTable('upi_requests')
        .set({ status: 'cancelled' })
        .where('order_id', '=', placed._id)
        .where('status', '=', 'open')
        .execute();
      asked = ask(asha, placed._id).finally(() => (settled = true));
      // PostgreSQL: until the request answers or waits for the cancel's lock on the order; SQLite runs one
      // transaction at a time, so the request is already queued behind this one.
      if (t.engine === 'postgres') await vi.waitFor(async () => expect(settled || (await lockWaits()) > 0).toBe(true));
    });
    expect(await asked).toMatchObject({ status: 409, body: { data: m.paidClaimCancelled() } });
    const open = await t.db
      .selectFrom('upi_requests')
      .select('id')
      .where('order_id', '=', placed._id)
      .where('status', '=', 'open')
      .execute();
    expect(open).toEqual([]);
  });
});
