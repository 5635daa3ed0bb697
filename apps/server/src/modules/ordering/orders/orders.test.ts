import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Dish, Meal } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { newId } from '../../../lib/crypto.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { addAddress, addressBody, call, countRows, logIn, readMenu } from '../../../../test/api-helpers.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';
import { insertCoupon } from '../coupons/coupon-queries.ts';
import { setKitchenOpen } from '../../kitchen/kitchen/kitchen-queries.ts';
import { updateDishFlags, updateMealFlags } from '../../catalogue/menu/menu-queries.ts';

let t: TestApp;
let meal: Meal;
let otherMeal: Meal;
let addon: Dish;
let customer: { token: string; userId: string };
let addressId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const menu = await readMenu(t);
  [meal, otherMeal] = menu.meals.filter((m) => m.is_active) as [Meal, Meal];
  addon = menu.dishes.find((d) => d.is_active && d.sub_category === 'addon')!;
  customer = await logIn(t);
  addressId = await addAddress(t, customer.token);
});
afterAll(async () => {
  await t.close();
});

const place = (body: unknown, token = customer.token, headers: Record<string, string> = {}) =>
  call(t, 'POST', '/order/create-cod-order', { token, body, headers });
const orderBody = (overrides: Record<string, unknown> = {}) => ({
  meals: [{ meal_id: meal._id, quantity: 2 }],
  dishes: [{ dish_id: addon._id, quantity: 1, sub_category: 'addon' }],
  address: addressId,
  payment_method: 'COD',
  ...overrides,
});
const written = async () => ({
  orders: await countRows(t.db, 'orders'),
  meals: await countRows(t.db, 'order_meals'),
  dishes: await countRows(t.db, 'order_dishes'),
  coupons: await t.db.selectFrom('coupons').select('id').where('is_used', '=', 1).execute(),
});

async function giveCoupon(
  userId: string,
  overrides: { off?: number; is_scratched?: 0 | 1; is_used?: 0 | 1; expires_at?: string } = {},
) {
  const id = newId();
  await insertCoupon(t.db, {
    id,
    user_id: userId,
    name: 'RASOI',
    off: overrides.off ?? 10,
    expires_at: overrides.expires_at ?? new Date(Date.now() + 365 * 86_400_000).toISOString(),
    is_used: overrides.is_used ?? 0,
    is_scratched: overrides.is_scratched ?? 1,
    description_text: 'Upto 20% Off',
    won_with_order_id: null,
    used_by_order_id: null,
    created_at: new Date().toISOString(),
  });
  return id;
}

describe('POST /order/create-cod-order', () => {
  it("places an old client's order at the server's own prices: price, amount, status, currency ignored (D86)", async () => {
    const before = await written();
    const legacy = { price: 1, amount: 1, status: 'Delivered', currency: 'INR' };
    const answer = await place(orderBody({ ...legacy, receipt: 'r-1' }));
    expect(answer.status).toBe(201);
    const itemTotal = meal.selling_price * 2 + addon.selling_price;
    expect(answer.body).toEqual({
      status: 'success',
      totalTime: 30,
      data: {
        order: {
          _id: expect.stringMatching(/^[0-9a-f]{24}$/),
          status: 'Preparing',
          price: itemTotal,
          discount: 0,
          platform_fee: 2,
          delivery_charge: 0,
          amount: itemTotal + 2,
          address: { _id: addressId, ...addressBody() },
          meals: [
            {
              meal: { _id: meal._id, name: meal.name, name_hi: meal.name_hi, selling_price: meal.selling_price },
              quantity: 2,
            },
          ],
          dishes: [
            {
              dish: {
                _id: addon._id,
                name: addon.name,
                name_hi: addon.name_hi,
                selling_price: addon.selling_price,
                sub_category: 'addon',
              },
              quantity: 1,
            },
          ],
          payment_method: 'COD',
          currency: 'INR',
          couponId: null,
          timstamp: expect.any(String),
          total_time: 30,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          slot: null,
          // Not yet seen by the seller: the new-order alarm rings until a device acknowledges it.
          acknowledged_at: null,
          placed_by: 'customer',
          // No diet notes given: none (issue 15, D55).
          diet: { jain: false, no_onion_garlic: false, spice: null, less_oil: false, note: null },
          paid_claimed_at: null,
          collected_by: null,
          collected_at: null,
          rating: null,
          // Not cancelled (issue 15).
          cancel_reason: null,
          cancelled_by: null,
          cancelled_at: null,
        },
      },
    });
    const order = answer.body.data.order;
    expect(order.timstamp).toBe(order.createdAt);
    expect(new Date(order.createdAt).toISOString()).toBe(order.createdAt);
    const after = await written();
    expect(after.orders).toBe(before.orders + 1);
    expect(after.meals).toBe(before.meals + 1);
    expect(after.dishes).toBe(before.dishes + 1);
  });

  it('merges repeated lines of the same item', async () => {
    const answer = await place(
      orderBody({
        meals: [
          { meal_id: meal._id, quantity: 1 },
          { meal_id: meal._id, quantity: 2 },
        ],
        dishes: [],
      }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data.order.meals).toEqual([expect.objectContaining({ quantity: 3 })]);
  });

  it('lists the lines by name, in the answer and when the order is read again', async () => {
    const menu = await readMenu(t);
    const dishes = menu.dishes.filter((dish) => dish.is_active && dish.is_show).slice(0, 3);
    const byNameDescending = dishes.toSorted((a, b) => b.name.localeCompare(a.name));
    // A customer of its own: the file's customer is close to the 10-a-minute order limit.
    const buyer = await logIn(t);
    const address = await addAddress(t, buyer.token);
    const answer = await place(
      orderBody({ address, dishes: byNameDescending.map((dish) => ({ dish_id: dish._id, quantity: 1 })) }),
      buyer.token,
    );
    expect(answer.status).toBe(201);
    const names = answer.body.data.order.dishes.map((line: { dish: { name: string } }) => line.dish.name);
    expect(names).toEqual(byNameDescending.map((dish) => dish.name).toReversed());
    const again = await call(t, 'GET', `/order/${answer.body.data.order._id}`, { token: buyer.token });
    expect(again.body.data.order).toEqual(answer.body.data.order);
  });

  describe('refuses, writing nothing,', () => {
    let before: Awaited<ReturnType<typeof written>>;
    beforeEach(async () => {
      before = await written();
    });
    const expectNothingWritten = async () => expect(await written()).toEqual(before);

    it.each([
      ['quantity 0', { meals: [{ meal_id: 'x'.repeat(24), quantity: 0 }] }, m.minQuantity()],
      ['quantity 1000', { meals: [{ meal_id: 'x'.repeat(24), quantity: 1000 }] }, m.maxQuantity()],
      ['quantity 1.5', { meals: [{ meal_id: 'x'.repeat(24), quantity: 1.5 }] }, m.minQuantity()],
      ['a quantity as text', { meals: [{ meal_id: 'x'.repeat(24), quantity: '2' }] }, m.minQuantity()],
      ['a missing address', { address: undefined }, m.fieldInvalid({ field: 'address' })],
      ['an extra field', { tip: 10 }, `${m.unknownField()}: tip`],
      [
        'an extra field in a line',
        { meals: [{ meal_id: 'x'.repeat(24), quantity: 1, price: 1 }] },
        `${m.unknownField()}: meals.0.price`,
      ],
      ['meals that are not a list', { meals: 'thali' }, m.fieldInvalid({ field: 'meals' })],
      ['an unknown payment method', { payment_method: 'BITCOIN' }, expect.stringContaining('payment_method')],
    ])('%s with 400', async (_case, overrides, message) => {
      const answer = await place(orderBody(overrides));
      expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: message } });
      await expectNothingWritten();
    });

    it('an over-20 total after merging lines with 400', async () => {
      const answer = await place(
        orderBody({
          meals: [
            { meal_id: meal._id, quantity: 15 },
            { meal_id: meal._id, quantity: 6 },
          ],
          dishes: [],
        }),
      );
      expect(answer).toMatchObject({ status: 400, body: { data: m.maxQuantity() } });
      await expectNothingWritten();
    });

    it('malformed JSON with 400', async () => {
      const answer = await call(t, 'POST', '/order/create-cod-order', {
        token: customer.token,
        rawBody: '{"meals": [',
      });
      expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: m.malformedJson() } });
      await expectNothingWritten();
    });

    it('an empty order with 400', async () => {
      const answer = await place(orderBody({ meals: [], dishes: [] }));
      expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: m.emptyOrder() } });
      await expectNothingWritten();
    });

    it('an unknown meal or dish with 400', async () => {
      for (const body of [
        orderBody({ meals: [{ meal_id: 'f'.repeat(24), quantity: 1 }] }),
        orderBody({ dishes: [{ dish_id: 'f'.repeat(24), quantity: 1 }] }),
      ]) {
        const answer = await place(body);
        expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: m.itemNotFound() } });
      }
      await expectNothingWritten();
    });

    it('a hidden meal or dish with 400', async () => {
      await updateMealFlags(t.db, otherMeal._id, { is_show: false });
      await updateDishFlags(t.db, addon._id, { is_show: false });
      try {
        const byMeal = await place(orderBody({ meals: [{ meal_id: otherMeal._id, quantity: 1 }], dishes: [] }));
        expect(byMeal).toMatchObject({ status: 400, body: { data: m.itemNotFound() } });
        const byDish = await place(orderBody());
        expect(byDish).toMatchObject({ status: 400, body: { data: m.itemNotFound() } });
      } finally {
        await updateMealFlags(t.db, otherMeal._id, { is_show: true });
        await updateDishFlags(t.db, addon._id, { is_show: true });
      }
      await expectNothingWritten();
    });

    it('an inactive (sold out) meal or dish with 400', async () => {
      await updateMealFlags(t.db, otherMeal._id, { is_active: false });
      await updateDishFlags(t.db, addon._id, { is_active: false });
      try {
        const byMeal = await place(orderBody({ meals: [{ meal_id: otherMeal._id, quantity: 1 }], dishes: [] }));
        expect(byMeal).toMatchObject({ status: 400, body: { data: m.itemUnavailable() } });
        const byDish = await place(orderBody());
        expect(byDish).toMatchObject({ status: 400, body: { data: m.itemUnavailable() } });
      } finally {
        await updateMealFlags(t.db, otherMeal._id, { is_active: true });
        await updateDishFlags(t.db, addon._id, { is_active: true });
      }
      await expectNothingWritten();
    });

    it("another customer's address with 404", async () => {
      const other = await logIn(t);
      const theirs = await addAddress(t, other.token);
      before = await written();
      const answer = await place(orderBody({ address: theirs }));
      expect(answer).toMatchObject({ status: 404, body: { status: 'error', data: m.addressNotFound() } });
      const unknown = await place(orderBody({ address: 'e'.repeat(24) }));
      expect(unknown).toMatchObject({ status: 404, body: { data: m.addressNotFound() } });
      await expectNothingWritten();
    });

    it('an address outside the serviceable pincodes with 400', async () => {
      const id = newId();
      await t.db
        .insertInto('addresses')
        .values({
          id,
          user_id: customer.userId,
          ...addressBody({ pincode: '110001' }),
          created_at: new Date().toISOString(),
        })
        .execute();
      const answer = await place(orderBody({ address: id }));
      expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: m.notServiceable() } });
      await expectNothingWritten();
    });

    it("an old client's card payment with 400, in the caller's language (no card payment yet, D86)", async () => {
      const answer = await place(orderBody({ payment_method: 'CARD' }));
      expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: m.paymentSoon() } });
      const inHindi = await place(orderBody({ payment_method: 'CARD' }), customer.token, { 'accept-language': 'hi' });
      expect(inHindi).toMatchObject({ status: 400, body: { data: m.paymentSoon({}, { locale: 'hi' }) } });
      expect(inHindi.body.data).not.toBe(m.paymentSoon());
      await expectNothingWritten();
    });

    it('a key the contract does not know with 400; only the four legacy keys are let through (D86)', async () => {
      expect((await place(orderBody({ tip: 10 }))).status).toBe(400);
      expect((await place(orderBody({ total: 1 }))).status).toBe(400);
      await expectNothingWritten();
    });

    it('while the kitchen is closed with 409', async () => {
      await setKitchenOpen(t.db, false, new Date());
      try {
        const answer = await place(orderBody());
        expect(answer).toMatchObject({ status: 409, body: { status: 'error', data: m.kitchenClosed() } });
      } finally {
        await setKitchenOpen(t.db, true, new Date());
      }
      await expectNothingWritten();
    });

    it('without a login with 401', async () => {
      const answer = await call(t, 'POST', '/order/create-cod-order', { body: orderBody() });
      expect(answer).toMatchObject({ status: 401, body: { status: 'error', data: m.unauthorized() } });
      await expectNothingWritten();
    });

    it('an Idempotency-Key over 100 characters with 400', async () => {
      const answer = await place(orderBody(), customer.token, { 'idempotency-key': 'k'.repeat(101) });
      expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: m.invalidIdempotencyKey() } });
      await expectNothingWritten();
    });
  });

  describe('minimum order', () => {
    const priceAddonAt = (price: number) =>
      t.db.updateTable('dishes').set({ selling_price: price }).where('id', '=', addon._id).execute();
    afterAll(async () => {
      await priceAddonAt(addon.selling_price);
    });

    it('refuses a bill of 74 (72 + fee 2) and accepts 75', async () => {
      await priceAddonAt(72);
      const before = await countRows(t.db, 'orders');
      const low = await place(orderBody({ meals: [] }));
      expect(low).toMatchObject({ status: 400, body: { status: 'error', data: m.minimumOrder() } });
      expect(await countRows(t.db, 'orders')).toBe(before);

      await priceAddonAt(73);
      const enough = await place(orderBody({ meals: [] }));
      expect(enough.status).toBe(201);
      expect(enough.body.data.order.amount).toBe(75);
    });

    it('applies after the coupon discount', async () => {
      await priceAddonAt(80);
      const coupon = await giveCoupon(customer.userId, { off: 10 });
      const answer = await place(orderBody({ meals: [], couponId: coupon }));
      // 80 - ceil(8) + 2 = 74
      expect(answer).toMatchObject({ status: 400, body: { data: m.minimumOrder() } });
      const row = await t.db.selectFrom('coupons').select('is_used').where('id', '=', coupon).executeTakeFirstOrThrow();
      expect(row.is_used).toBe(0);
    });
  });

  describe('coupons', () => {
    it('discounts ceil(total x off / 100) and marks the coupon used by the order', async () => {
      const coupon = await giveCoupon(customer.userId, { off: 15 });
      const answer = await place(orderBody({ couponId: coupon }));
      expect(answer.status).toBe(201);
      const itemTotal = meal.selling_price * 2 + addon.selling_price;
      const discount = Math.ceil((itemTotal * 15) / 100);
      expect(answer.body.data.order).toMatchObject({
        price: itemTotal,
        discount,
        amount: itemTotal - discount + 2,
        couponId: coupon,
      });
      const row = await t.db.selectFrom('coupons').selectAll().where('id', '=', coupon).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ is_used: 1, used_by_order_id: answer.body.data.order._id });

      const again = await place(orderBody({ couponId: coupon }));
      expect(again).toMatchObject({ status: 400, body: { status: 'error', data: m.couponUsed() } });
    });

    it.each([
      ['unscratched', { is_scratched: 0 as const }, m.couponNotScratched()],
      ['expired', { expires_at: new Date(Date.now() - 1000).toISOString() }, m.couponExpired()],
      ['used', { is_used: 1 as const }, m.couponUsed()],
    ])('refuses an %s coupon with 400', async (_case, overrides, message) => {
      const coupon = await giveCoupon(customer.userId, overrides);
      const before = await countRows(t.db, 'orders');
      const answer = await place(orderBody({ couponId: coupon }));
      expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: message } });
      expect(await countRows(t.db, 'orders')).toBe(before);
    });

    it("refuses another customer's coupon or an unknown one with 400", async () => {
      const other = await logIn(t);
      const theirs = await giveCoupon(other.userId);
      for (const couponId of [theirs, 'c'.repeat(24)]) {
        const answer = await place(orderBody({ couponId }));
        expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: m.couponNotFound() } });
      }
      const row = await t.db.selectFrom('coupons').select('is_used').where('id', '=', theirs).executeTakeFirstOrThrow();
      expect(row.is_used).toBe(0);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers a repeat with the first order and stores one', async () => {
      const key = `checkout-${newId()}`;
      const first = await place(orderBody(), customer.token, { 'idempotency-key': key });
      expect(first.status).toBe(201);
      const before = await written();
      const again = await place(orderBody({ meals: [{ meal_id: otherMeal._id, quantity: 5 }] }), customer.token, {
        'idempotency-key': key,
      });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(await written()).toEqual(before);
      const rows = await t.db.selectFrom('orders').select('id').where('idempotency_key', '=', key).execute();
      expect(rows).toHaveLength(1);
    });

    it('is race-safe: concurrent repeats store one order', async () => {
      const key = `race-${newId()}`;
      const answers = await Promise.all(
        [1, 2, 3].map(() => place(orderBody(), customer.token, { 'idempotency-key': key })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
      const ids = new Set(answers.map((answer) => answer.body.data.order._id));
      expect(ids.size).toBe(1);
      const rows = await t.db.selectFrom('orders').select('id').where('idempotency_key', '=', key).execute();
      expect(rows).toHaveLength(1);
    });

    it("keeps one user's key apart from another's", async () => {
      const other = await logIn(t);
      const otherAddress = await addAddress(t, other.token);
      const key = `shared-${newId()}`;
      const mine = await place(orderBody(), customer.token, { 'idempotency-key': key });
      const theirs = await place(orderBody({ address: otherAddress }), other.token, { 'idempotency-key': key });
      expect([mine.status, theirs.status]).toEqual([201, 201]);
      expect(mine.body.data.order._id).not.toBe(theirs.body.data.order._id);
    });
  });
});

describe('GET /order/user-orders', () => {
  it("answers the caller's orders only, newest first, with lines", async () => {
    const me = await logIn(t);
    const myAddress = await addAddress(t, me.token);
    const first = await place(orderBody({ address: myAddress }), me.token);
    t.clock.advance(1000);
    const second = await place(orderBody({ address: myAddress, dishes: [] }), me.token);

    const answer = await call(t, 'GET', '/order/user-orders', { token: me.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.orders).toEqual([second.body.data.order, first.body.data.order]);
    expect(answer.body.data.orders[1].dishes).toHaveLength(1);
  });

  it('answers an empty list to a new customer and 401 without login', async () => {
    const fresh = await logIn(t);
    expect((await call(t, 'GET', '/order/user-orders', { token: fresh.token })).body).toEqual({
      status: 'success',
      data: { orders: [], nextCursor: null },
    });
    expect((await call(t, 'GET', '/order/user-orders')).status).toBe(401);
  });
});

describe('GET /order/:id', () => {
  it('answers the caller their own order', async () => {
    const placed = await place(orderBody());
    const answer = await call(t, 'GET', `/order/${placed.body.data.order._id}`, { token: customer.token });
    expect(answer).toEqual({
      status: 200,
      headers: expect.anything(),
      body: { status: 'success', data: placed.body.data },
    });
  });

  it("answers 404 for another customer's order, an unknown id or a malformed one", async () => {
    const placed = await place(orderBody());
    const other = await logIn(t);
    const theirs = await call(t, 'GET', `/order/${placed.body.data.order._id}`, { token: other.token });
    expect(theirs).toMatchObject({ status: 404, body: { status: 'error', data: m.orderNotFound() } });
    const unknown = await call(t, 'GET', `/order/${'d'.repeat(24)}`, { token: other.token });
    expect(unknown).toMatchObject({ status: 404, body: { status: 'error', data: m.orderNotFound() } });
    const malformed = await call(t, 'GET', '/order/not%20an%20id', { token: other.token });
    expect(malformed).toMatchObject({ status: 404, body: { status: 'error' } });
  });

  it('lets a seller read any order', async () => {
    const placed = await place(orderBody());
    const seller = await findOrCreateSeller(t);
    const answer = await call(t, 'GET', `/order/${placed.body.data.order._id}`, { token: seller.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.order._id).toBe(placed.body.data.order._id);
  });

  it('needs a login', async () => {
    expect((await call(t, 'GET', `/order/${'d'.repeat(24)}`)).status).toBe(401);
  });
});
