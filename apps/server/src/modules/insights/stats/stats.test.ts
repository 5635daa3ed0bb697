import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, logIn } from '../../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder, setClock } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

// The kitchen's calendar is Asia/Kolkata (UTC+05:30). 'Now' is Wednesday 2 July 2031, 20:00 there;
// that week runs Monday 30 June to Sunday 6 July.
let t: TestApp;
let seller: string;
const placed: Record<'may' | 'monday' | 'tuesdayLate' | 'wednesdayEarly', Order> = {} as never;
let customerA: { userId: string; mobile: string };
let customerB: { userId: string; mobile: string };

beforeAll(async () => {
  t = await buildTestApp();
  setClock(t, '2031-05-15T12:00:00+05:30');
  const a = await newCustomer(t);
  customerA = a;
  placed.may = await placeTestOrder(t, a);
  setClock(t, '2031-06-30T12:00:00+05:30');
  placed.monday = await placeTestOrder(t, { ...a, token: (await logIn(t, a.mobile)).token });
  setClock(t, '2031-07-01T23:50:00+05:30');
  const b = await newCustomer(t);
  customerB = b;
  placed.tuesdayLate = await placeTestOrder(t, b);
  setClock(t, '2031-07-02T00:10:00+05:30');
  placed.wednesdayEarly = await placeTestOrder(t, { ...a, token: (await logIn(t, a.mobile)).token });
  setClock(t, '2031-07-02T20:00:00+05:30');
  seller = (await findOrCreateSeller(t)).token;
});
afterAll(async () => {
  await t.close();
});

const stats = (query: string) => call(t, 'GET', `/stats${query}`, { token: seller });
const revenue = (...orders: Order[]) => orders.reduce((sum, order) => sum + order.amount, 0);

describe('GET /stats', () => {
  it('counts today on the kitchen calendar (an order at 00:10 IST is today, 23:50 the day before is not)', async () => {
    const answer = await stats('?timeFrame=1');
    expect(answer).toEqual({
      status: 200,
      headers: expect.anything(),
      body: {
        status: 'success',
        data: { orders: 1, revenue: revenue(placed.wednesdayEarly), users: 1, cancelled: 0, upi: 0, online: 0 },
      },
    });
  });

  it('counts Monday to Sunday of this week', async () => {
    expect((await stats('?timeFrame=2')).body.data).toEqual({
      orders: 3,
      revenue: revenue(placed.monday, placed.tuesdayLate, placed.wednesdayEarly),
      users: 2,
      cancelled: 0,
      upi: 0,
      online: 0,
    });
  });

  it('counts this calendar month', async () => {
    expect((await stats('?timeFrame=3')).body.data).toEqual({
      orders: 2,
      revenue: revenue(placed.tuesdayLate, placed.wednesdayEarly),
      users: 2,
      cancelled: 0,
      upi: 0,
      online: 0,
    });
  });

  it('counts everything for lifetime', async () => {
    expect((await stats('?timeFrame=4')).body.data).toEqual({
      orders: 4,
      revenue: revenue(placed.may, placed.monday, placed.tuesdayLate, placed.wednesdayEarly),
      users: 2,
      cancelled: 0,
      upi: 0,
      online: 0,
    });
  });

  // After the figures above, which it changes: it cancels an order (issue 15, D54).
  it('counts a cancelled order on its own: not in the orders nor the revenue, still a customer who ordered', async () => {
    const cancelled = await call(t, 'POST', `/order/${placed.wednesdayEarly._id}/cancel`, {
      token: seller,
      body: { reason: 'Kitchen closed early' },
    });
    expect(cancelled.status).toBe(200);
    expect((await stats('?timeFrame=1')).body.data).toEqual({
      orders: 0,
      revenue: 0,
      users: 1,
      cancelled: 1,
      upi: 0,
      online: 0,
    });
    expect((await stats('?timeFrame=4')).body.data).toEqual({
      orders: 3,
      revenue: revenue(placed.may, placed.monday, placed.tuesdayLate),
      users: 2,
      cancelled: 1,
      upi: 0,
      online: 0,
    });
  });

  it.each(['', '?timeFrame=0', '?timeFrame=5', '?timeFrame=abc', '?timeFrame=1.5', '?timeFrame='])(
    "refuses '%s' with 'Invalid time frame provided'",
    async (query) => {
      expect(await stats(query)).toMatchObject({
        status: 400,
        body: { status: 'error', data: m.invalidTimeFrame() },
      });
    },
  );
});

describe('GET /order (seller)', () => {
  const orders = async (query = '') => {
    const answer = await call(t, 'GET', `/order${query}`, { token: seller });
    expect(answer.status).toBe(200);
    return (answer.body.data.orders as Order[]).map((order) => order._id);
  };

  it("lists every customer's orders, newest first, in the customer's Order shape", async () => {
    expect(await orders()).toEqual([
      placed.wednesdayEarly._id,
      placed.tuesdayLate._id,
      placed.monday._id,
      placed.may._id,
    ]);
    const answer = await call(t, 'GET', '/order', { token: seller });
    expect(answer.body.data.orders[1]).toEqual(placed.tuesdayLate);
  });

  it('takes startDate and endDate as kitchen-calendar days, both included', async () => {
    expect(await orders('?startDate=2031-07-01&endDate=2031-07-01')).toEqual([placed.tuesdayLate._id]);
    expect(await orders('?startDate=2031-06-30')).toEqual([
      placed.wednesdayEarly._id,
      placed.tuesdayLate._id,
      placed.monday._id,
    ]);
    expect(await orders('?endDate=2031-06-30')).toEqual([placed.monday._id, placed.may._id]);
    expect(await orders('?startDate=2031-08-01')).toEqual([]);
  });

  it.each([
    ['?startDate=2031-02-30', m.invalidDate()],
    ['?startDate=2031-7-1', m.invalidDate()],
    ['?endDate=yesterday', m.invalidDate()],
    ['?startDate=2031-07-02&endDate=2031-07-01', m.dateRangeReversed()],
    ['?from=2031-07-01', `${m.unknownField()}: from`],
  ])('refuses %s with 400', async (query, message) => {
    const answer = await call(t, 'GET', `/order${query}`, { token: seller });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: message } });
  });
});

describe('GET /users (seller)', () => {
  it('lists customers who registered in the range, newest first, with their order counts', async () => {
    const all = await call(t, 'GET', '/users', { token: seller });
    expect(all.status).toBe(200);
    expect(all.body.data.users).toEqual([
      { _id: customerB.userId, mobile: customerB.mobile, createdAt: expect.any(String), orderCount: 1 },
      { _id: customerA.userId, mobile: customerA.mobile, createdAt: expect.any(String), orderCount: 3 },
    ]);
    const july = await call(t, 'GET', '/users?startDate=2031-07-01&endDate=2031-07-31', { token: seller });
    expect(july.body.data.users.map((user: { _id: string }) => user._id)).toEqual([customerB.userId]);
    const bad = await call(t, 'GET', '/users?startDate=01-07-2031', { token: seller });
    expect(bad).toMatchObject({ status: 400, body: { data: m.invalidDate() } });
  });
});
