import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDishes, seedMeals } from '../../../db/seed-data.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, logIn } from '../../../../test/api-helpers.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /meal', () => {
  it('answers the shown meals to a visitor, with id = _id and dish ids in order', async () => {
    const answer = await call(t, 'GET', '/meal');
    expect(answer.status).toBe(200);
    const meals = answer.body.data.meals;
    expect(meals.length).toBe(seedMeals.filter((meal) => meal.is_show).length);
    const first = meals[0];
    expect(first).toMatchObject({
      _id: first.id,
      name: seedMeals[0]!.name,
      img_url: [`/images/seed/${seedMeals[0]!.image}`],
      start_hour: 0,
      end_hour: 23,
      // No order rated it yet: no average, never the old fixed '4.8' (issue 15, D56).
      rating: null,
      rating_count: 0,
      sub_category: null,
      is_show: true,
    });
    const dishes = (await call(t, 'GET', '/dish')).body.data.dishes as { _id: string; name: string }[];
    const names = first.dishes.map((id: string) => dishes.find((dish) => dish._id === id)?.name);
    const expected = seedMeals[0]!.dishKeys.map((key) => seedDishes.find((dish) => dish.key === key)!.name);
    expect(names).toEqual(expected);
  });

  it('shows hidden meals to a seller only', async () => {
    const visitor = (await call(t, 'GET', '/meal')).body.data.meals.length;
    const customer = await logIn(t);
    expect((await call(t, 'GET', '/meal', { token: customer.token })).body.data.meals.length).toBe(visitor);
    const seller = await findOrCreateSeller(t);
    const all = (await call(t, 'GET', '/meal', { token: seller.token })).body.data.meals.length;
    expect(all).toBe(seedMeals.length);
  });
});

describe("the kitchen's cost prices (issue 11)", () => {
  it('go to the seller only, while the public answer keeps its ETag', async () => {
    const customer = await logIn(t);
    for (const token of [undefined, customer.token]) {
      const meals = (await call(t, 'GET', '/meal', { token })).body.data.meals as Record<string, unknown>[];
      expect(meals.length).toBeGreaterThan(0);
      expect(meals.filter((meal) => 'cost_price' in meal)).toEqual([]);
    }
    const seller = await findOrCreateSeller(t);
    const sellers = (await call(t, 'GET', '/meal', { token: seller.token })).body.data.meals as {
      name: string;
      cost_price: number;
    }[];
    const seedCost = (name: string) => seedMeals.find((meal) => meal.name === name)!.cost_price;
    expect(sellers.map((meal) => meal.cost_price)).toEqual(sellers.map((meal) => seedCost(meal.name)));

    const first = await t.app.inject({ method: 'GET', url: '/api/v1/meal' });
    expect(first.body).not.toContain('cost_price');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/meal',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /dish', () => {
  it('answers the shown dishes with the spec fields', async () => {
    const answer = await call(t, 'GET', '/dish');
    expect(answer.status).toBe(200);
    const dishes = answer.body.data.dishes;
    expect(dishes.length).toBe(seedDishes.filter((dish) => dish.is_show).length);
    expect(Object.keys(dishes[0]).sort()).toEqual(
      [
        '_id',
        'asset_aws_key',
        'category',
        'description',
        'img_url',
        'is_active',
        'is_scratched',
        'is_show',
        'name',
        // The seller's Hindi texts (issue 16, D62).
        'name_hi',
        'description_hi',
        'selling_price',
        'sub_category',
      ].sort(),
    );
  });

  it('shows hidden dishes to a seller', async () => {
    const seller = await findOrCreateSeller(t);
    const all = (await call(t, 'GET', '/dish', { token: seller.token })).body.data.dishes.length;
    expect(all).toBe(seedDishes.length);
  });
});
