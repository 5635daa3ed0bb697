import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { INCOME_FIGURE_NAMES, type IncomeFigureName } from '@rasoi/domain/constants';
import type { IncomeData, IncomeOrder, IncomeOrdersData } from '@rasoi/domain/seller';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, logIn } from '../../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder, setClock, type TestCustomer } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

/**
 * The Income page's figures (issue 15, D53) and the dashboard's UPI total, over a small set of orders
 * across days. The kitchen's calendar is Asia/Kolkata; 'now' is Wednesday 2 July 2031, 20:00 there. The
 * test kitchen has no slot plan, so every order is on demand and belongs to the day it was placed. Two
 * orders are made tiffin plan meals in the database (as the plan generation stores them, issue 26 D92):
 * placed by the plan, paid from the household account.
 */
let t: TestApp;
let seller: string;
let customer: TestCustomer;
const o = {} as Record<
  | 'mayCash'
  | 'mondayUpi'
  | 'mondayOpen'
  | 'mondayAccount'
  | 'mondayOnline'
  | 'todayCash'
  | 'todayUpi'
  | 'todayOpen'
  | 'todayAccount'
  | 'todayOnline'
  | 'todayCancelled',
  Order
>;

const collect = async (order: Order, method: 'cash' | 'upi') => {
  expect((await call(t, 'POST', `/order/${order._id}/collect`, { token: seller, body: { method } })).status).toBe(200);
};
const placeAt = async (iso: string) => {
  setClock(t, iso);
  return placeTestOrder(t, { ...customer, token: (await logIn(t, customer.mobile)).token });
};
/** An order as a plan meal is stored: placed by the plan, paid from the account when it was made. */
const planMealAt = async (iso: string) => {
  const order = await placeAt(iso);
  await t.db
    .updateTable('orders')
    .set({ placed_by: 'plan', payment_method: 'ACCOUNT', collected_by: 'account', collected_at: order.createdAt })
    .where('id', '=', order._id)
    .execute();
  return order;
};
/** An order as a gateway payment leaves it (D100): paid online before cooking. */
const paidOnlineAt = async (iso: string) => {
  const order = await placeAt(iso);
  await t.db
    .updateTable('orders')
    .set({ payment_method: 'ONLINE', collected_by: 'online', collected_at: order.createdAt })
    .where('id', '=', order._id)
    .execute();
  return order;
};

beforeAll(async () => {
  t = await buildTestApp();
  setClock(t, '2031-05-15T12:00:00+05:30');
  customer = await newCustomer(t);
  o.mayCash = await placeAt('2031-05-15T12:00:00+05:30');
  o.mondayUpi = await placeAt('2031-06-30T12:00:00+05:30');
  o.mondayOpen = await placeAt('2031-06-30T13:00:00+05:30');
  o.mondayAccount = await planMealAt('2031-06-30T14:00:00+05:30');
  o.mondayOnline = await paidOnlineAt('2031-06-30T15:00:00+05:30');
  o.todayCash = await placeAt('2031-07-02T00:10:00+05:30');
  o.todayUpi = await placeAt('2031-07-02T12:00:00+05:30');
  o.todayOpen = await placeAt('2031-07-02T12:30:00+05:30');
  o.todayCancelled = await placeAt('2031-07-02T13:00:00+05:30');
  o.todayAccount = await planMealAt('2031-07-02T13:30:00+05:30');
  o.todayOnline = await paidOnlineAt('2031-07-02T14:00:00+05:30');
  setClock(t, '2031-07-02T20:00:00+05:30');
  seller = (await findOrCreateSeller(t)).token;
  await collect(o.mayCash, 'cash');
  await collect(o.mondayUpi, 'upi');
  await collect(o.todayCash, 'cash');
  // A wrong tap corrected: counted once, under UPI.
  await collect(o.todayUpi, 'cash');
  await collect(o.todayUpi, 'upi');
  await t.db.updateTable('orders').set({ status: 'Cancelled' }).where('id', '=', o.todayCancelled._id).execute();
});
afterAll(async () => {
  await t.close();
});

const income = async (query: string): Promise<IncomeData> => {
  const answer = await call(t, 'GET', `/income${query}`, { token: seller });
  expect(answer.status).toBe(200);
  return answer.body.data as IncomeData;
};
const sum = (...orders: Order[]) => orders.reduce((total, order) => total + order.amount, 0);
/** A figure as the page reads it: count, amount and which orders, newest first. */
const figure = (...orders: Order[]) => ({
  count: orders.length,
  amount: sum(...orders),
  ids: orders.map((x) => x._id),
});
/**
 * Every order of a figure over the query's scope, through GET /income/orders one order a page (D114), each
 * page's cursor followed to the last.
 */
const figureOrders = async (query: string, name: IncomeFigureName): Promise<IncomeOrder[]> => {
  const orders: IncomeOrder[] = [];
  let cursor: string | null = null;
  const joiner = query === '' ? '?' : '&';
  do {
    const page = await call(
      t,
      'GET',
      `/income/orders${query}${joiner}figure=${name}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      { token: seller },
    );
    expect(page.status).toBe(200);
    const data = page.body.data as IncomeOrdersData;
    expect(data.orders.length).toBeLessThanOrEqual(1);
    orders.push(...data.orders);
    cursor = data.nextCursor;
  } while (cursor);
  return orders;
};
/** The page as the seller reads it: each figure's totals (GET /income), and its orders when opened. */
const read = async (query: string) => {
  const data = await income(query);
  const figures = await Promise.all(
    INCOME_FIGURE_NAMES.map(async (name) => {
      const orders = await figureOrders(query, name);
      return [name, { count: data[name].count, amount: data[name].amount, ids: orders.map((x) => x._id) }] as const;
    }),
  );
  return { from: data.from, to: data.to, ...Object.fromEntries(figures) };
};

describe('GET /income', () => {
  it("answers today's cash, UPI, online, still to collect, paid from accounts and cancelled, with the orders behind each", async () => {
    const expected = {
      from: '2031-07-02',
      to: '2031-07-02',
      cash: figure(o.todayCash),
      upi: figure(o.todayUpi),
      online: figure(o.todayOnline),
      to_collect: figure(o.todayOpen),
      account: figure(o.todayAccount),
      cancelled: figure(o.todayCancelled),
    };
    expect(await read('')).toEqual(expected);
    expect(await read('?timeFrame=1')).toEqual(expected);
    expect(await read('?date=2031-07-02')).toEqual(expected);
    const upi = (await figureOrders('', 'upi'))[0]!;
    expect(upi).toMatchObject({ collected_by: 'upi', payment_method: 'COD', amount: o.todayUpi.amount });
    const online = (await figureOrders('', 'online'))[0]!;
    expect(online).toMatchObject({ collected_by: 'online', payment_method: 'ONLINE', amount: o.todayOnline.amount });
    const account = (await figureOrders('', 'account'))[0]!;
    expect(account).toMatchObject({
      collected_by: 'account',
      payment_method: 'ACCOUNT',
      amount: o.todayAccount.amount,
    });
  });

  it('answers another day, this week, this month and lifetime', async () => {
    expect(await read('?date=2031-06-30')).toMatchObject({
      cash: figure(),
      upi: figure(o.mondayUpi),
      online: figure(o.mondayOnline),
      to_collect: figure(o.mondayOpen),
      account: figure(o.mondayAccount),
      cancelled: figure(),
    });
    expect(await read('?timeFrame=2')).toEqual({
      from: '2031-06-30',
      to: '2031-07-06',
      cash: figure(o.todayCash),
      upi: figure(o.todayUpi, o.mondayUpi),
      online: figure(o.todayOnline, o.mondayOnline),
      to_collect: figure(o.todayOpen, o.mondayOpen),
      account: figure(o.todayAccount, o.mondayAccount),
      cancelled: figure(o.todayCancelled),
    });
    expect(await read('?timeFrame=3')).toMatchObject({
      from: '2031-07-01',
      to: '2031-07-31',
      upi: figure(o.todayUpi),
    });
    expect(await read('?timeFrame=4')).toEqual({
      from: null,
      to: null,
      cash: figure(o.todayCash, o.mayCash),
      upi: figure(o.todayUpi, o.mondayUpi),
      online: figure(o.todayOnline, o.mondayOnline),
      to_collect: figure(o.todayOpen, o.mondayOpen),
      account: figure(o.todayAccount, o.mondayAccount),
      cancelled: figure(o.todayCancelled),
    });
  });

  it("sums a closed day's plan meals into the account figure of the day totals", async () => {
    // Lifetime reads the closed days from their sums, built by this call (the line above's already).
    await income('?timeFrame=4');
    const monday = await t.db
      .selectFrom('order_day_totals')
      .selectAll()
      .where('day', '=', '2031-06-30')
      .executeTakeFirstOrThrow();
    expect({
      account: [Number(monday.account_count), Number(monday.account_amount)],
      online: [Number(monday.online_count), Number(monday.online_amount)],
      upi: [Number(monday.upi_count), Number(monday.upi_amount)],
      to_collect: [Number(monday.to_collect_count), Number(monday.to_collect_amount)],
    }).toEqual({
      account: [1, o.mondayAccount.amount],
      online: [1, o.mondayOnline.amount],
      upi: [1, o.mondayUpi.amount],
      to_collect: [1, o.mondayOpen.amount],
    });
    // The orders page counts a summed day's orders from the same sums: all four Monday orders, none delivered.
    const page = await call(t, 'GET', '/order?startDate=2031-06-30&endDate=2031-06-30', { token: seller });
    expect(page.body.data.counts).toEqual({ preparing: 4, outForDelivery: 0, delivered: 0, cancelled: 0 });
  });

  it.each([
    ['?timeFrame=5', m.invalidTimeFrame()],
    ['?date=2031-02-30', m.invalidDate()],
    ['?timeFrame=1&date=2031-07-02', m.incomeQueryInvalid()],
  ])("refuses '%s' with a clear message", async (query, message) => {
    expect(await call(t, 'GET', `/income${query}`, { token: seller })).toMatchObject({
      status: 400,
      body: { status: 'error', data: message },
    });
  });
});

describe('GET /income/orders (D114)', () => {
  it.each([
    ['?figure=card', m.incomeFigureInvalid()],
    ['?timeFrame=2', m.incomeFigureInvalid()],
    ['?figure=cash&timeFrame=1&date=2031-07-02', m.incomeQueryInvalid()],
    ['?figure=cash&cursor=zz', m.pageCursorInvalid()],
    ['?figure=cash&limit=0', m.pageSizeInvalid()],
  ])("refuses '%s' with a clear message", async (query, message) => {
    expect(await call(t, 'GET', `/income/orders${query}`, { token: seller })).toMatchObject({
      status: 400,
      body: { status: 'error', data: message },
    });
  });

  it('pages a figure newest first, 30 orders a page by default, the last page naming no next', async () => {
    const week = await call(t, 'GET', '/income/orders?figure=upi&timeFrame=2', { token: seller });
    expect(week.body.data).toMatchObject({ nextCursor: null });
    expect((week.body.data as IncomeOrdersData).orders.map((x) => x._id)).toEqual([o.todayUpi._id, o.mondayUpi._id]);
  });
});

describe("the dashboard's figures (GET /stats)", () => {
  it('count UPI received apart from online payments and leave cancelled orders out of revenue', async () => {
    const today = (await call(t, 'GET', '/stats?timeFrame=1', { token: seller })).body.data;
    // The cancelled order is counted on its own, in neither the orders nor the revenue (D54); the plan
    // meal paid from its account stands among them (D92).
    expect(today).toEqual({
      orders: 5,
      revenue: sum(o.todayCash, o.todayUpi, o.todayOnline, o.todayOpen, o.todayAccount),
      users: 1,
      cancelled: 1,
      upi: o.todayUpi.amount,
      online: o.todayOnline.amount,
    });
    const week = (await call(t, 'GET', '/stats?timeFrame=2', { token: seller })).body.data;
    expect(week.upi).toBe(sum(o.todayUpi, o.mondayUpi));
    expect(week.online).toBe(sum(o.todayOnline, o.mondayOnline));
  });
});

describe('a tiffin plan meal at the door (D92)', () => {
  it("refuses to record cash or UPI for it, in the caller's language, and leaves it paid from the account", async () => {
    for (const method of ['cash', 'upi'] as const) {
      expect(
        await call(t, 'POST', `/order/${o.todayAccount._id}/collect`, {
          token: seller,
          body: { method },
          headers: { 'accept-language': 'hi' },
        }),
      ).toMatchObject({ status: 409, body: { status: 'error', data: m.collectPaidFromAccount({}, { locale: 'hi' }) } });
    }
    expect(
      await call(t, 'POST', `/order/${o.todayAccount._id}/collect`, { token: seller, body: { method: 'cash' } }),
    ).toMatchObject({ status: 409, body: { data: m.collectPaidFromAccount() } });
    expect((await income('')).account).toMatchObject({ count: 1, amount: o.todayAccount.amount });
  });

  it("refuses the customer's 'I have paid' for it", async () => {
    const token = (await logIn(t, customer.mobile)).token;
    expect(await call(t, 'POST', `/order/${o.todayAccount._id}/paid`, { token })).toMatchObject({
      status: 409,
      body: { data: m.paidClaimAccount() },
    });
    const row = await t.db
      .selectFrom('orders')
      .select(['paid_claimed_at', 'collected_by'])
      .where('id', '=', o.todayAccount._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ paid_claimed_at: null, collected_by: 'account' });
  });
});
