import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call } from '../../../../test/api-helpers.ts';
import { newCustomer } from '../../../../test/orders.ts';
import { deliveredOrder } from '../../../../test/ratings.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

/**
 * Once per order under a race (issue 15, D56): ratings of one order sent at once store one; the others
 * are told it is rated, and the thali's running sums count it once. Runs on SQLite and PostgreSQL.
 */
let t: TestApp;
let seller: string;

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
});
afterAll(async () => {
  await t.close();
});

describe('ratings of one order sent at once', () => {
  it('store one; the rest answer 409 and the totals count one rating', async () => {
    const customer = await newCustomer(t);
    const orderId = await deliveredOrder(t, customer, seller);
    const lines = await t.db.selectFrom('order_meals').select('meal_id').where('order_id', '=', orderId).execute();
    const mealId = lines[0]!.meal_id;
    const before = await t.db
      .selectFrom('meal_rating_totals')
      .selectAll()
      .where('meal_id', '=', mealId)
      .executeTakeFirst();

    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 1, 2, 3, 4, 5].map((stars) =>
        call(t, 'POST', `/order/${orderId}/rating`, { token: customer.token, body: { stars } }),
      ),
    );
    const stored = answers.filter((answer) => answer.status === 201);
    expect(stored).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ status: 'error', data: m.ratingAlready() });
    }
    const rows = await t.db.selectFrom('order_ratings').selectAll().where('order_id', '=', orderId).execute();
    expect(rows).toHaveLength(1);
    const stars = rows[0]!.stars;
    expect(stored[0]!.body.data.order.rating.stars).toBe(stars);
    const after = await t.db
      .selectFrom('meal_rating_totals')
      .selectAll()
      .where('meal_id', '=', mealId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({
      meal_id: mealId,
      stars_sum: (before?.stars_sum ?? 0) + stars,
      ratings: (before?.ratings ?? 0) + 1,
    });
  });

  it('of different orders holding one thali, all count in its sums', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => newCustomer(t)));
    const orders = await Promise.all(customers.map((customer) => deliveredOrder(t, customer, seller)));
    const [line] = await t.db.selectFrom('order_meals').select('meal_id').where('order_id', '=', orders[0]!).execute();
    const totals = () =>
      t.db.selectFrom('meal_rating_totals').selectAll().where('meal_id', '=', line!.meal_id).executeTakeFirst();
    const before = await totals();
    const answers = await Promise.all(
      customers.map((customer, index) =>
        call(t, 'POST', `/order/${orders[index]!}/rating`, { token: customer.token, body: { stars: 4 } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(await totals()).toMatchObject({
      stars_sum: (before?.stars_sum ?? 0) + 24,
      ratings: (before?.ratings ?? 0) + 6,
    });
  });
});
