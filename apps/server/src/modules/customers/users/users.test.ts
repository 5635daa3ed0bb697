import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, logIn } from '../../../../test/api-helpers.ts';
import { insertCoupon } from '../../ordering/coupons/coupon-queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /users/profile', () => {
  it('answers the caller with their own coupons only', async () => {
    const me = await logIn(t);
    const other = await logIn(t);
    const coupon = {
      name: 'SCRATCH10',
      off: 10,
      expires_at: '2999-01-01T00:00:00.000Z',
      is_used: 0,
      is_scratched: 1,
      description_text: 'Upto 20% Off',
      won_with_order_id: null,
      used_by_order_id: null,
      created_at: new Date().toISOString(),
    } as const;
    await insertCoupon(t.db, { id: 'a'.repeat(24), user_id: me.userId, ...coupon });
    await insertCoupon(t.db, { id: 'b'.repeat(24), user_id: other.userId, ...coupon });

    const answer = await call(t, 'GET', '/users/profile', { token: me.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'success',
      data: {
        user: {
          _id: me.userId,
          mobile: me.mobile,
          role: 'customer',
          coupons: [
            {
              _id: 'a'.repeat(24),
              name: 'SCRATCH10',
              off: 10,
              expiryTime: '2999-01-01T00:00:00.000Z',
              is_used: false,
              is_scratched: true,
              description_text: 'Upto 20% Off',
            },
          ],
        },
      },
    });
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'A'.repeat(43)],
  ])('answers 401 with %s', async (_case, token) => {
    const answer = await call(t, 'GET', '/users/profile', token ? { token } : {});
    expect(answer).toMatchObject({ status: 401, body: { status: 'error', data: m.unauthorized() } });
  });

  it('answers 401 for a malformed Authorization header', async () => {
    const answer = await call(t, 'GET', '/users/profile', { headers: { authorization: 'Basic abc' } });
    expect(answer.status).toBe(401);
  });
});
