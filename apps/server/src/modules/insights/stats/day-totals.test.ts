import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Order } from '@rasoi/domain/api';
import type { SellerOrdersData, SellerUser, SellerUsersData, StatsData } from '@rasoi/domain/seller';
import { localDaysRange } from '@rasoi/domain/time-frame';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, logIn } from '../../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder, setClock, type TestCustomer } from '../../../../test/orders.ts';
import { generateHistory } from '../../../../test/seed-history.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';
import { incomeTotals } from './income-queries.ts';
import { countOrderStats } from './stats-queries.ts';
import { countOrders } from '../../ordering/orders/order-queries.ts';

/**
 * The per-day sums (issue 17, day-totals.ts) give the plain counts' answers: over a generated three-year
 * history, after old orders change (collected, cancelled, delivered), across the day boundary in the
 * kitchen's timezone (Asia/Kolkata), and when two instances fill the sums at once. Runs on both engines.
 */
let t: TestApp;
let seller: string;
let customer: TestCustomer;
const NOW = '2031-07-02T20:00:00+05:30';
/** A date range on the orders page reaching from summed days into live ones. */
const FROM = '2030-02-11';
const TO = '2031-07-03';

beforeAll(async () => {
  t = await buildTestApp();
  setClock(t, NOW);
  await generateHistory(t.db, {
    engine: t.engine,
    size: { orders: 3_000, days: 3 * 365, customers: 60 },
    now: t.clock.now(),
    timeZone: t.config.kitchenTimezone,
  });
  // Some delivered orders paid online through the gateway (D100), in their own figure (D112).
  const paidOnline = await t.db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'Delivered')
    .orderBy('created_at')
    .limit(40)
    .execute();
  await t.db
    .updateTable('orders')
    .set({ payment_method: 'ONLINE', collected_by: 'online' })
    .where(
      'id',
      'in',
      paidOnline.filter((_, i) => i % 4 === 0).map((order) => order.id),
    )
    .execute();
  seller = (await findOrCreateSeller(t)).token;
  customer = await newCustomer(t);
});
afterAll(async () => {
  await t.close();
});

const get = async (path: string, app?: FastifyInstance) => {
  const answer = app
    ? await app.inject({ method: 'GET', url: `/api/v1${path}`, headers: { authorization: `Bearer ${seller}` } })
    : null;
  if (answer) {
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { data: unknown }).data;
  }
  const called = await call(t, 'GET', path, { token: seller });
  expect(called.status).toBe(200);
  return called.body.data as unknown;
};

/** Every page of /users (issue 17: paged), followed by its cursors. */
async function everyCustomer(app?: FastifyInstance): Promise<SellerUser[]> {
  const users: SellerUser[] = [];
  let cursor: string | null = null;
  do {
    const answer = (await get(`/users?limit=100${cursor ? `&cursor=${cursor}` : ''}`, app)) as SellerUsersData;
    users.push(...answer.users);
    cursor = answer.nextCursor;
  } while (cursor);
  return users;
}

/** The plain answers, read from every order, for /stats?timeFrame=4, /income?timeFrame=4's figures and /users. */
async function plain() {
  const income = await incomeTotals(t.db, null);
  const counts = await t.db
    .selectFrom('users')
    .leftJoin('orders', 'orders.user_id', 'users.id')
    .select((eb) => ['users.id', eb.fn.count('orders.id').as('orders')])
    .where('users.role', '=', 'customer')
    .groupBy('users.id')
    .execute();
  const page = async (range: { start: Date | null; end: Date | null }) => {
    const [total, preparing, outForDelivery, cancelled] = await Promise.all([
      countOrders(t.db, range),
      countOrders(t.db, range, 'Preparing'),
      countOrders(t.db, range, 'Out For Delivery'),
      countOrders(t.db, range, 'Cancelled'),
    ]);
    return { preparing, outForDelivery, delivered: total - preparing - outForDelivery - cancelled, cancelled };
  };
  return {
    stats: await countOrderStats(t.db, null),
    income,
    orderCounts: Object.fromEntries(counts.map((row) => [row.id, Number(row.orders)])),
    pageCounts: await page({ start: null, end: null }),
    pageCountsBetween: await page(localDaysRange(FROM, TO, t.config.kitchenTimezone)),
  };
}

/** The same three answers through the API (the sums). */
async function fast(app?: FastifyInstance) {
  const stats = (await get('/stats?timeFrame=4', app)) as StatsData;
  const income = (await get('/income?timeFrame=4', app)) as Record<string, { count: number; amount: number }>;
  const users = { users: await everyCustomer(app) };
  const figure = (name: string) => ({ count: income[name]!.count, amount: income[name]!.amount });
  const pageCounts = ((await get('/order', app)) as SellerOrdersData).counts;
  const pageCountsBetween = ((await get(`/order?startDate=${FROM}&endDate=${TO}`, app)) as SellerOrdersData).counts;
  return {
    stats,
    pageCounts,
    pageCountsBetween,
    income: {
      cash: figure('cash'),
      upi: figure('upi'),
      online: figure('online'),
      to_collect: figure('to_collect'),
      account: figure('account'),
      cancelled: figure('cancelled'),
    },
    orderCounts: Object.fromEntries(users.users.map((user) => [user._id, user.orderCount])),
  };
}

/** The days the sums hold and their orders, against the orders counted by day from scratch. */
async function summedOrders() {
  const days = await t.db
    .selectFrom('order_day_totals')
    .select((eb) => [
      eb.fn.count<number | string>('day').as('days'),
      eb.fn
        .sum<number | string>(
          eb(
            'cash_count',
            '+',
            eb(
              'upi_count',
              '+',
              eb('online_count', '+', eb('to_collect_count', '+', eb('account_count', '+', eb.ref('cancelled_count')))),
            ),
          ),
        )
        .as('orders'),
    ])
    .executeTakeFirstOrThrow();
  const customers = await t.db
    .selectFrom('customer_order_totals')
    .select((eb) => eb.fn.sum<number | string>('orders').as('orders'))
    .executeTakeFirstOrThrow();
  const state = await t.db.selectFrom('order_day_totals_state').selectAll().executeTakeFirstOrThrow();
  const closed = await t.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('orders'))
    .where('created_at', '<', new Date(`${state.built_through!}T00:00:00+05:30`).toISOString())
    .executeTakeFirstOrThrow();
  return {
    byDay: Number(days.orders),
    byCustomer: Number(customers.orders),
    closed: Number(closed.orders),
  };
}

describe('the lifetime sums', () => {
  it('answer what the plain counts answer over three years of orders', async () => {
    const expected = await plain();
    expect(expected.stats.orders).toBeGreaterThan(2_500);
    expect(expected.stats.cancelled).toBeGreaterThan(0);
    expect(expected.income.online.count).toBe(10);
    expect(await fast()).toEqual(expected);
    const sums = await summedOrders();
    expect(sums.byDay).toBe(sums.closed);
    expect(sums.byCustomer).toBe(sums.closed);
    // A second read finds the sums ready and answers the same.
    expect(await fast()).toEqual(expected);
  });

  it('stay right when old orders change: collected, cancelled, delivered, by the API or any statement', async () => {
    await fast();
    const old = await t.db
      .selectFrom('orders')
      .select(['id', 'status', 'collected_by'])
      .where('created_at', '<', '2030-01-01')
      .orderBy('created_at')
      .limit(40)
      .execute();
    const toCollect = old.find((order) => order.status === 'Delivered' && order.collected_by === null)!;
    expect(toCollect).toBeDefined();
    const collected = await call(t, 'POST', `/order/${toCollect.id}/collect`, {
      token: seller,
      body: { method: 'upi' },
    });
    expect(collected.status).toBe(200);
    expect(await fast()).toEqual(await plain());

    const delivered = old.filter((order) => order.status === 'Delivered' && order.id !== toCollect.id);
    await t.db.updateTable('orders').set({ status: 'Cancelled' }).where('id', '=', delivered[0]!.id).execute();
    await t.db.updateTable('orders').set({ collected_by: 'cash' }).where('id', '=', delivered[1]!.id).execute();
    await t.db.updateTable('orders').set({ amount: 1 }).where('id', '=', delivered[2]!.id).execute();
    const cancelled = old.find((order) => order.status === 'Cancelled');
    if (cancelled) {
      await t.db.updateTable('orders').set({ status: 'Delivered' }).where('id', '=', cancelled.id).execute();
    }
    expect(await fast()).toEqual(await plain());
    const sums = await summedOrders();
    expect(sums.byDay).toBe(sums.closed);
  });

  it('count an order on the kitchen day it was placed, across midnight, once that day is summed', async () => {
    const placeAt = async (iso: string): Promise<Order> => {
      setClock(t, iso);
      return placeTestOrder(t, { ...customer, token: (await logIn(t, customer.mobile)).token });
    };
    const lateNight = await placeAt('2031-07-02T23:55:00+05:30');
    const afterMidnight = await placeAt('2031-07-03T00:05:00+05:30');
    // Within the closing margin 2 July is still read live; after it, summed.
    expect(await fast()).toEqual(await plain());
    setClock(t, '2031-07-03T01:00:00+05:30');
    expect(await fast()).toEqual(await plain());
    const day = (date: string) =>
      t.db.selectFrom('order_day_totals').selectAll().where('day', '=', date).executeTakeFirst();
    const second = await day('2031-07-02');
    expect(second).toBeDefined();
    expect(await day('2031-07-03')).toBeUndefined();
    const plainDay = await countOrderStats(t.db, {
      start: new Date('2031-07-02T00:00:00+05:30'),
      end: new Date('2031-07-03T00:00:00+05:30'),
    });
    expect(second!.cash_count + second!.upi_count + second!.to_collect_count + second!.account_count).toBe(
      plainDay.orders,
    );
    expect(lateNight.createdAt < afterMidnight.createdAt).toBe(true);
    // The order after midnight moves on and is collected on the next day: the summed day stays right.
    setClock(t, '2031-07-04T12:00:00+05:30');
    const collected = await call(t, 'POST', `/order/${lateNight._id}/collect`, {
      token: seller,
      body: { method: 'cash' },
    });
    expect(collected.status).toBe(200);
    expect(await fast()).toEqual(await plain());
  });

  // PostgreSQL: two instances on one database. SQLite is for one instance (docs/operations.md), and
  // better-sqlite3 is synchronous, so a second instance in this process would wait on the first's write
  // lock while blocking the thread the first needs to finish: there, two reads at once on the instance.
  it('are filled once when two readers fill them at the same time, again and again', async () => {
    const second = t.engine === 'postgres' ? await t.startInstance() : undefined;
    for (let round = 0; round < 6; round += 1) {
      // Forget the sums, as a fresh database or another timezone would, so both reads fill them.
      await t.db.updateTable('order_day_totals_state').set({ built_through: null, time_zone: null }).execute();
      const [one, two] = await Promise.all([fast(), fast(second)]);
      const expected = await plain();
      expect(one).toEqual(expected);
      expect(two).toEqual(expected);
      const sums = await summedOrders();
      expect(sums.byDay).toBe(sums.closed);
      expect(sums.byCustomer).toBe(sums.closed);
    }
  });
});
