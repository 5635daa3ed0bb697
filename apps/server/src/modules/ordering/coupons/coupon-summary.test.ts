import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@rasoi/domain/api';
import { call } from '../../../../test/api-helpers.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { newCustomer, placeTestOrder } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /coupon/summary (issue 4, seller Active Coupons)', () => {
  it('counts coupons issued, scratched and used, and the discount they gave', async () => {
    const seller = await findOrCreateSeller(t);
    const summary = async () => (await call(t, 'GET', '/coupon/summary', { token: seller.token })).body.data;
    const before = await summary();

    const customer = await newCustomer(t);
    await placeTestOrder(t, customer);
    await placeTestOrder(t, customer);
    const coupons: Coupon[] = (await call(t, 'GET', '/coupon', { token: customer.token })).body.data.coupons;
    const coupon = coupons[0]!;
    await call(t, 'PATCH', `/coupon/${coupon._id}`, { token: customer.token, body: { is_scratched: true } });
    const meals = (await call(t, 'GET', '/meal')).body.data.meals;
    const meal = meals.find((m: { is_active: boolean }) => m.is_active);
    const used = await call(t, 'POST', '/order/create-cod-order', {
      token: customer.token,
      body: { meals: [{ meal_id: meal._id, quantity: 2 }], address: customer.addressId, couponId: coupon._id },
    });
    expect(used.status).toBe(201);

    const after = await summary();
    expect(after.issued - before.issued).toBe(3);
    expect(after.scratched - before.scratched).toBe(1);
    expect(after.used - before.used).toBe(1);
    expect(after.active - before.active).toBe(2);
    expect(after.discountGiven - before.discountGiven).toBe(used.body.data.order.discount);
    expect(used.body.data.order.discount).toBeGreaterThan(0);
  });
});
