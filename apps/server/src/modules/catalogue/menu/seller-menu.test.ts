import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dish, Meal } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, countRows, readMenu } from '../../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

let t: TestApp;
let seller: string;
let dishes: Dish[];

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  dishes = (await readMenu(t)).dishes;
});
afterAll(async () => {
  await t.close();
});

const dishBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Methi Malai Paneer',
  selling_price: '139',
  description: 'Paneer in a creamy fenugreek gravy.',
  category: 'sabzi-gravy',
  sub_category: 'regular',
  img_url: ['/images/uploads/65a1b2c3d4e5f60718293a4b-800.webp'],
  asset_aws_key: 'abc',
  ...overrides,
});
const mealBody = (overrides: Record<string, unknown> = {}) => ({
  img_url: ['/images/uploads/65a1b2c3d4e5f60718293a4c-800.webp'],
  category: 'Mini Thali',
  name: 'Sunday Mini Thali',
  cost_price: '80',
  selling_price: '149',
  actual_price: '199',
  description: 'Dal, sabzi, rice and two rotis.',
  dishes: [dishes[0]!._id, dishes[1]!._id],
  asset_aws_key: 'def',
  start_hour: 5,
  end_hour: 6,
  date: 1,
  rating: '1.0',
  ...overrides,
});
const post = (path: string, body: unknown) => call(t, 'POST', path, { token: seller, body });
const patch = (path: string, body: unknown) => call(t, 'PATCH', path, { token: seller, body });

describe('POST /dish', () => {
  it('creates a shown, active dish with whole-rupee prices given as text', async () => {
    const answer = await post('/dish', dishBody());
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      status: 'success',
      data: {
        dish: {
          _id: expect.stringMatching(/^[0-9a-f]{24}$/),
          name: 'Methi Malai Paneer',
          description: 'Paneer in a creamy fenugreek gravy.',
          img_url: ['/images/uploads/65a1b2c3d4e5f60718293a4b-800.webp'],
          asset_aws_key: 'abc',
          selling_price: 139,
          category: 'sabzi-gravy',
          sub_category: 'regular',
          is_active: true,
          is_show: true,
          is_scratched: false,
          name_hi: null,
          description_hi: null,
        },
      },
    });
    const menu = await readMenu(t);
    expect(menu.dishes.map((dish) => dish._id)).toContain(answer.body.data.dish._id);
  });

  it.each([
    ['a name of 81 characters', { name: 'x'.repeat(81) }, 'Name must be at most 80 characters'],
    ['a blank name', { name: '  ' }, 'Name is required'],
    ['a price of 1.5', { selling_price: 1.5 }, 'Price must be whole rupees'],
    ['a negative price', { selling_price: -1 }, 'Price must be between 0 and 100000'],
    ['a price of 100001', { selling_price: 100_001 }, 'Price must be between 0 and 100000'],
    ['an unknown category', { category: 'pizza' }, 'Choose a category'],
    ['an unknown sub-category', { sub_category: 'side' }, 'Choose a sub-category'],
    ['a foreign image address', { img_url: ['https://evil.example/x.png'] }, 'Upload the image first'],
    ['an image path with dot-segments', { img_url: ['/images/../../api/v1/kitchen'] }, 'Upload the image first'],
    ['an upload path with dot-segments', { img_url: ['/images/uploads/../seed/x.svg'] }, 'Upload the image first'],
    ['an upload name the server never gives', { img_url: ['/images/uploads/abc-800.webp'] }, 'Upload the image first'],
    [
      'a width the server never writes',
      { img_url: ['/images/uploads/65a1b2c3d4e5f60718293a4b-1200.webp'] },
      'Upload the image first',
    ],
    ['a query string', { img_url: ['/images/seed/dal.svg?x=1'] }, 'Upload the image first'],
    ['a field the spec does not name', { is_scratched: true }, `${m.unknownField()}: is_scratched`],
  ])('refuses %s with 400 and stores nothing', async (_case, overrides, message) => {
    const before = await countRows(t.db, 'dishes');
    const answer = await post('/dish', dishBody(overrides));
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: message } });
    expect(await countRows(t.db, 'dishes')).toBe(before);
  });
});

describe('PATCH /dish/:id', () => {
  it('changes the flags or a partial dish and answers the dish', async () => {
    const dish = (await post('/dish', dishBody())).body.data.dish as Dish;
    const hidden = await patch(`/dish/${dish._id}`, { is_show: false });
    expect(hidden).toMatchObject({ status: 200, body: { data: { dish: { _id: dish._id, is_show: false } } } });
    expect((await readMenu(t)).dishes.map((d) => d._id)).not.toContain(dish._id);
    const edited = await patch(`/dish/${dish._id}`, { name: 'Methi Paneer', selling_price: 149, is_active: false });
    expect(edited.body.data.dish).toMatchObject({
      name: 'Methi Paneer',
      selling_price: 149,
      is_active: false,
      is_show: false,
    });
  });

  it.each([
    ['a field the spec does not name', { is_scratched: true }, `${m.unknownField()}: is_scratched`],
    ['an empty change', {}, 'Nothing to change'],
    ['a price of 1.5', { selling_price: 1.5 }, 'Price must be whole rupees'],
  ])('refuses %s with 400', async (_case, body, message) => {
    const answer = await patch(`/dish/${dishes[0]!._id}`, body);
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: message } });
  });

  it('answers 404 for an unknown dish', async () => {
    const answer = await patch(`/dish/${'f'.repeat(24)}`, { is_active: true });
    expect(answer).toMatchObject({ status: 404, body: { status: 'error', data: m.dishNotFound() } });
  });
});

describe('POST /meal', () => {
  it('creates a thali with the fixed hours, no rating whatever is sent, the default tag, and its dishes in order', async () => {
    const before = Date.now();
    const answer = await post('/meal', mealBody());
    expect(answer.status).toBe(201);
    const meal = answer.body.data.meal as Meal;
    expect(meal).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      id: meal._id,
      name: 'Sunday Mini Thali',
      description: 'Dal, sabzi, rice and two rotis.',
      img_url: ['/images/uploads/65a1b2c3d4e5f60718293a4c-800.webp'],
      selling_price: 149,
      actual_price: 199,
      cost_price: 80,
      tag: 'best-seller',
      category: 'Mini Thali',
      sub_category: null,
      is_active: true,
      is_show: true,
      dishes: [dishes[0]!._id, dishes[1]!._id],
      asset_aws_key: 'def',
      start_hour: 0,
      end_hour: 23,
      date: expect.any(String),
      // A new thali has no ratings (issue 15, D56): the '1.0' sent is ignored.
      rating: null,
      rating_count: 0,
      name_hi: null,
      description_hi: null,
    });
    expect(Date.parse(meal.date)).toBeGreaterThanOrEqual(before - 1000);
    expect((await readMenu(t)).meals.map((m) => m._id)).toContain(meal._id);
  });

  it('refuses a thali naming one existing and one missing dish, storing nothing', async () => {
    const before = await countRows(t.db, 'meals');
    const answer = await post('/meal', mealBody({ dishes: [dishes[0]!._id, 'f'.repeat(24)] }));
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: m.thaliDishMissing() } });
    expect(await countRows(t.db, 'meals')).toBe(before);
  });

  it('keeps a given tag', async () => {
    expect((await post('/meal', mealBody({ tag: 'quick' }))).body.data.meal.tag).toBe('quick');
  });

  it.each([
    ['a thali with a missing dish id', { dishes: ['f'.repeat(24)] }, m.thaliDishMissing()],
    ['a name of 81 characters', { name: 'x'.repeat(81) }, 'Name must be at most 80 characters'],
    ['a price of 1.5', { selling_price: 1.5 }, 'Selling price must be whole rupees'],
    ['an unknown category', { category: 'Maxi Thali' }, 'Choose a category'],
    ['an unknown tag', { tag: 'spicy' }, expect.stringContaining('tag')],
  ])('refuses %s with 400 and stores nothing', async (_case, overrides, message) => {
    const before = { meals: await countRows(t.db, 'meals'), links: await countRows(t.db, 'meal_dishes') };
    const answer = await post('/meal', mealBody(overrides));
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: message } });
    expect({ meals: await countRows(t.db, 'meals'), links: await countRows(t.db, 'meal_dishes') }).toEqual(before);
  });
});

describe('PATCH /meal/:id', () => {
  it('sets the shown and active flags and the tag', async () => {
    const meal = (await post('/meal', mealBody())).body.data.meal as Meal;
    const answer = await patch(`/meal/${meal._id}`, { tag: 'mini', is_active: false });
    expect(answer).toMatchObject({
      status: 200,
      body: { data: { meal: { _id: meal._id, tag: 'mini', is_active: false } } },
    });
    await patch(`/meal/${meal._id}`, { is_show: false });
    expect((await readMenu(t)).meals.map((m) => m._id)).not.toContain(meal._id);
  });

  it.each([
    ['a field the spec does not name', { name: 'Cheaper Thali' }, `${m.unknownField()}: name`],
    ['a price', { selling_price: 1 }, `${m.unknownField()}: selling_price`],
    ['an empty change', {}, 'Nothing to change'],
    ['an unknown tag', { tag: 'spicy' }, expect.stringContaining('tag')],
  ])('refuses %s with 400', async (_case, body, message) => {
    const meal = (await readMenu(t)).meals[0]!;
    const answer = await patch(`/meal/${meal._id}`, body);
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: message } });
  });

  it('answers 404 for an unknown thali', async () => {
    const answer = await patch(`/meal/${'f'.repeat(24)}`, { is_show: true });
    expect(answer).toMatchObject({ status: 404, body: { status: 'error', data: m.mealNotFound() } });
  });
});

describe('DELETE /meal/:id', () => {
  it('deletes the thali while past orders keep showing it', async () => {
    const meal = (await post('/meal', mealBody({ tag: 'quick' }))).body.data.meal as Meal;
    // Hide every other meal so the test order takes this one.
    const others = (await readMenu(t)).meals.filter((m) => m._id !== meal._id);
    for (const other of others) await patch(`/meal/${other._id}`, { is_active: false });
    const customer = await newCustomer(t);
    const order = await placeTestOrder(t, customer);
    for (const other of others) await patch(`/meal/${other._id}`, { is_active: true });
    expect(order.meals[0]!.meal).toEqual({ _id: meal._id, name: meal.name, name_hi: null, selling_price: 149 });

    const answer = await call(t, 'DELETE', `/meal/${meal._id}`, { token: seller });
    expect(answer).toMatchObject({ status: 200, body: { status: 'success', data: { deleted: true } } });
    expect((await call(t, 'GET', '/meal', { token: seller })).body.data.meals.map((m: Meal) => m._id)).not.toContain(
      meal._id,
    );
    const links = await t.db.selectFrom('meal_dishes').selectAll().where('meal_id', '=', meal._id).execute();
    expect(links).toEqual([]);

    const after = await call(t, 'GET', `/order/${order._id}`, { token: customer.token });
    expect(after.body.data.order).toEqual(order);
    expect((await call(t, 'GET', '/order', { token: seller })).body.data.orders[0]).toEqual(order);
    expect(await call(t, 'DELETE', `/meal/${meal._id}`, { token: seller })).toMatchObject({
      status: 404,
      body: { data: m.mealNotFound() },
    });
  });
});
