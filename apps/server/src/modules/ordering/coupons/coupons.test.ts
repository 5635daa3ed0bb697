import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import type { Coupon, Meal } from '@rasoi/domain/api';
import { COUPON_VALID_DAYS, DEFAULT_COUPON_OFFERS } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { newId } from '../../../lib/crypto.ts';
import { addAddress, call, countRows, logIn, readMenu } from '../../../../test/api-helpers.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { findUserCoupon, markCouponUsed } from './coupon-queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let meal: Meal;

beforeAll(async () => {
  t = await buildTestApp();
  const menu = await readMenu(t);
  meal = menu.meals.find((m) => m.is_active)!;
});
afterAll(async () => {
  await t.close();
});

type Customer = { token: string; userId: string; addressId: string };

/** A new customer with a saved address, ready to order. */
async function newCustomer(): Promise<Customer> {
  const login = await logIn(t);
  return { ...login, addressId: await addAddress(t, login.token) };
}

/** Places an order of two thalis (well above the minimum, whatever the coupon) for the customer. */
function placeOrder(customer: Customer, couponId?: string, idempotencyKey?: string) {
  return call(t, 'POST', '/order/create-cod-order', {
    token: customer.token,
    body: {
      meals: [{ meal_id: meal._id, quantity: 2 }],
      address: customer.addressId,
      payment_method: 'COD',
      ...(couponId ? { couponId } : {}),
    },
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  });
}

async function listCoupons(customer: Pick<Customer, 'token'>): Promise<Coupon[]> {
  const answer = await call(t, 'GET', '/coupon', { token: customer.token });
  expect(answer.status).toBe(200);
  return answer.body.data.coupons;
}

const scratch = (customer: Pick<Customer, 'token'>, id: string, body: unknown = { is_scratched: true }) =>
  call(t, 'PATCH', `/coupon/${id}`, { token: customer.token, body });

/** Places an order and answers the coupon it won (the newest of the customer's coupons). */
async function winCoupon(customer: Customer): Promise<Coupon> {
  t.clock.advance(1000); // so the new coupon is strictly the newest
  const placed = await placeOrder(customer);
  expect(placed.status).toBe(201);
  return (await listCoupons(customer))[0]!;
}

/** Wins a coupon and scratches it, ready to use. */
async function winScratchedCoupon(customer: Customer): Promise<Coupon> {
  const coupon = await winCoupon(customer);
  expect((await scratch(customer, coupon._id)).status).toBe(200);
  return { ...coupon, is_scratched: true };
}

describe('winning a coupon with an order (docs/decisions/p08)', () => {
  it('gives one new unscratched coupon, drawn from the offers, valid two days', async () => {
    const customer = await newCustomer();
    expect(await listCoupons(customer)).toEqual([]);

    const placed = await placeOrder(customer);
    expect(placed.status).toBe(201);
    const coupons = await listCoupons(customer);
    expect(coupons).toHaveLength(1);
    const [coupon] = coupons as [Coupon];
    expect(DEFAULT_COUPON_OFFERS).toContain(coupon.off);
    expect(coupon).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: `RASOI${coupon.off}`,
      off: coupon.off,
      expiryTime: new Date(Date.parse(placed.body.data.order.createdAt) + COUPON_VALID_DAYS * DAY_MS).toISOString(),
      is_used: false,
      is_scratched: false,
      description_text: `Get ${coupon.off}% off on your next order`,
    });
    const row = await findUserCoupon(t.db, customer.userId, coupon._id);
    expect(row?.won_with_order_id).toBe(placed.body.data.order._id);

    const profile = await call(t, 'GET', '/users/profile', { token: customer.token });
    expect(profile.body.data.user.coupons).toEqual(coupons);
  });

  it('stores the description in English for a customer whose app speaks Hindi (issue 16, D62)', async () => {
    const customer = await newCustomer();
    const placed = await call(t, 'POST', '/order/create-cod-order', {
      token: customer.token,
      body: { meals: [{ meal_id: meal._id, quantity: 2 }], address: customer.addressId, payment_method: 'COD' },
      headers: { 'accept-language': 'hi' },
    });
    expect(placed.status).toBe(201);
    const [coupon] = (await listCoupons(customer)) as [Coupon];
    expect(coupon.description_text).toBe(`Get ${coupon.off}% off on your next order`);
  });

  it('gives one per order, newest first', async () => {
    const customer = await newCustomer();
    const first = await winCoupon(customer);
    const second = await winCoupon(customer);
    expect((await listCoupons(customer)).map((c) => c._id)).toEqual([second._id, first._id]);
  });

  it('gives nothing more when an Idempotency-Key repeat answers the same order', async () => {
    const customer = await newCustomer();
    const key = `coupon-${newId()}`;
    const first = await placeOrder(customer, undefined, key);
    const again = await placeOrder(customer, undefined, key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(await listCoupons(customer)).toHaveLength(1);
  });

  it('gives nothing for a refused order', async () => {
    const customer = await newCustomer();
    const refused = await placeOrder(customer, 'c'.repeat(24));
    expect(refused.status).toBe(400);
    expect(await listCoupons(customer)).toEqual([]);
  });
});

describe('GET /coupon', () => {
  it("answers only the caller's coupons", async () => {
    const me = await newCustomer();
    const other = await newCustomer();
    const mine = await winCoupon(me);
    await winCoupon(other);
    expect(await listCoupons(me)).toEqual([mine]);
  });

  it('needs a login', async () => {
    const answer = await call(t, 'GET', '/coupon');
    expect(answer).toMatchObject({ status: 401, body: { status: 'error', data: m.unauthorized() } });
  });
});

describe('PATCH /coupon/:id', () => {
  it('scratches the caller’s coupon, and a second scratch changes nothing', async () => {
    const customer = await newCustomer();
    const coupon = await winCoupon(customer);
    const first = await scratch(customer, coupon._id);
    expect(first).toMatchObject({
      status: 200,
      body: { status: 'success', data: { coupon: { ...coupon, is_scratched: true } } },
    });
    const second = await scratch(customer, coupon._id);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await listCoupons(customer)).toEqual([{ ...coupon, is_scratched: true }]);
  });

  it("answers 404 for another customer's coupon or an unknown one, changing nothing", async () => {
    const owner = await newCustomer();
    const intruder = await newCustomer();
    const theirs = await winCoupon(owner);
    for (const id of [theirs._id, 'd'.repeat(24)]) {
      const answer = await scratch(intruder, id);
      expect(answer).toMatchObject({ status: 404, body: { status: 'error', data: m.couponNotFound() } });
    }
    expect(await listCoupons(owner)).toEqual([theirs]);
  });

  it.each([
    ['is_scratched false', { is_scratched: false }, m.couponScratchOnly()],
    ['another field beside it', { is_scratched: true, is_used: false }, `${m.unknownField()}: is_used`],
    ['only other fields', { off: 100, expiryTime: '2999-01-01T00:00:00.000Z' }, expect.any(String)],
    ['an empty body', {}, m.couponScratchOnly()],
  ])('refuses %s with 400, changing nothing', async (_case, body, message) => {
    const customer = await newCustomer();
    const coupon = await winCoupon(customer);
    const answer = await scratch(customer, coupon._id, body);
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: message } });
    expect(await listCoupons(customer)).toEqual([coupon]);
  });

  it('needs a login', async () => {
    const answer = await call(t, 'PATCH', `/coupon/${'d'.repeat(24)}`, { body: { is_scratched: true } });
    expect(answer.status).toBe(401);
  });
});

describe('paying with a coupon', () => {
  it('takes ceil(item total x off / 100) off, marks the coupon used and wins a new one', async () => {
    const customer = await newCustomer();
    const coupon = await winScratchedCoupon(customer);
    t.clock.advance(1000);
    const answer = await placeOrder(customer, coupon._id);
    expect(answer.status).toBe(201);
    const itemTotal = meal.selling_price * 2;
    const discount = Math.ceil((itemTotal * coupon.off) / 100);
    expect(answer.body.data.order).toMatchObject({
      price: itemTotal,
      discount,
      amount: itemTotal - discount + 2,
      couponId: coupon._id,
    });
    const row = await findUserCoupon(t.db, customer.userId, coupon._id);
    expect(row).toMatchObject({ is_used: 1, used_by_order_id: answer.body.data.order._id });

    const [won, used] = (await listCoupons(customer)) as [Coupon, Coupon];
    expect(used).toEqual({ ...coupon, is_used: true });
    expect(won).toMatchObject({ is_used: false, is_scratched: false });
    expect(won._id).not.toBe(coupon._id);
  });

  describe('refuses with a clear message and stores no order', () => {
    async function expectRefused(customer: Customer, couponId: string, message: string) {
      const before = { orders: await countRows(t.db, 'orders'), coupons: await countRows(t.db, 'coupons') };
      const answer = await placeOrder(customer, couponId);
      expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: message } });
      expect({ orders: await countRows(t.db, 'orders'), coupons: await countRows(t.db, 'coupons') }).toEqual(before);
    }

    it('an unscratched coupon', async () => {
      const customer = await newCustomer();
      const coupon = await winCoupon(customer);
      await expectRefused(customer, coupon._id, m.couponNotScratched());
    });

    it('a used coupon', async () => {
      const customer = await newCustomer();
      const coupon = await winScratchedCoupon(customer);
      expect((await placeOrder(customer, coupon._id)).status).toBe(201);
      await expectRefused(customer, coupon._id, m.couponUsed());
    });

    it('an expired coupon', async () => {
      const customer = await newCustomer();
      const coupon = await winScratchedCoupon(customer);
      t.clock.advance(COUPON_VALID_DAYS * DAY_MS);
      await expectRefused(customer, coupon._id, m.couponExpired());
      const [listed] = await listCoupons(customer);
      expect(listed).toEqual({ ...coupon, is_used: false });
    });

    it("another customer's coupon", async () => {
      const owner = await newCustomer();
      const other = await newCustomer();
      const theirs = await winScratchedCoupon(owner);
      await expectRefused(other, theirs._id, m.couponNotFound());
      expect(await listCoupons(owner)).toEqual([theirs]);
    });
  });

  it('lets exactly one of two orders sent at the same moment use the same coupon', async () => {
    for (let round = 0; round < 3; round += 1) {
      const customer = await newCustomer();
      const coupon = await winScratchedCoupon(customer);
      const ordersBefore = await countRows(t.db, 'orders');
      const couponsBefore = (await listCoupons(customer)).length;

      const answers = await Promise.all([
        placeOrder(customer, coupon._id, `race-a-${newId()}`),
        placeOrder(customer, coupon._id, `race-b-${newId()}`),
      ]);

      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, 400]);
      const winner = answers.find((answer) => answer.status === 201)!;
      const loser = answers.find((answer) => answer.status === 400)!;
      expect(loser.body).toEqual({ status: 'error', data: m.couponUsed() });
      expect(await countRows(t.db, 'orders')).toBe(ordersBefore + 1);
      const row = await findUserCoupon(t.db, customer.userId, coupon._id);
      expect(row).toMatchObject({ is_used: 1, used_by_order_id: winner.body.data.order._id });
      // Only the winning order won a coupon: the loser's award was rolled back with it.
      expect(await listCoupons(customer)).toHaveLength(couponsBefore + 1);
    }
  });

  /** Connections of this test's own database waiting for a lock another transaction holds (PostgreSQL). */
  const lockWaits = async () => {
    const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
    return rows[0]!.waiting;
  };

  it('marks a coupon used only once even when two transactions try at the same time', async () => {
    const customer = await newCustomer();
    const coupon = await winScratchedCoupon(customer);
    let second: Promise<boolean> | undefined;
    const first = await t.db.transaction().execute(async (trx) => {
      const marked = await markCouponUsed(trx, coupon._id, 'order-a');
      // The second transaction starts while the first holds its change uncommitted; on PostgreSQL
      // its conditional update waits for the first to commit, then finds the coupon used.
      second = t.db.transaction().execute((other) => markCouponUsed(other, coupon._id, 'order-b'));
      // On PostgreSQL, until it waits on the first's row lock; SQLite runs one transaction at a time, so
      // the second is already queued behind this one.
      if (t.engine === 'postgres') await vi.waitFor(async () => expect(await lockWaits()).toBeGreaterThan(0));
      return marked;
    });
    expect(first).toBe(true);
    expect(await second).toBe(false);
    const row = await findUserCoupon(t.db, customer.userId, coupon._id);
    expect(row).toMatchObject({ is_used: 1, used_by_order_id: 'order-a' });
  });
});
