import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dish, Meal } from '@rasoi/domain/api';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from '@rasoi/domain/catalogue';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, countRows, readMenu } from '../../../../test/api-helpers.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

/** The Hindi name and description of thalis and dishes (issue 16, D62), on whichever engine runs the suite. */
let t: TestApp;
let seller: string;
let dishIds: string[];

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  dishIds = (await readMenu(t)).dishes.map((dish) => dish._id);
});
afterAll(async () => {
  await t.close();
});

const dishBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Paneer Tikka',
  selling_price: 149,
  description: 'Paneer chargrilled with peppers and onion.',
  category: 'sabzi-dry',
  sub_category: 'regular',
  name_hi: 'पनीर टिक्का',
  description_hi: 'शिमला मिर्च और प्याज़ के साथ तंदूर में सिका पनीर।',
  ...overrides,
});
const mealBody = (overrides: Record<string, unknown> = {}) => ({
  category: 'Mini Thali',
  name: 'Tandoori Roti Thali',
  cost_price: 60,
  selling_price: 129,
  actual_price: 169,
  description: 'Two tandoori rotis with dal makhani.',
  dishes: dishIds.slice(0, 2),
  name_hi: 'तंदूरी रोटी थाली',
  description_hi: 'दाल मखनी के साथ दो तंदूरी रोटी।',
  ...overrides,
});
const sellerCall = (method: 'POST' | 'PATCH', path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(t, method, path, { token: seller, body, headers });
const storedDish = (id: string) =>
  t.db.selectFrom('dishes').select(['name_hi', 'description_hi']).where('id', '=', id).executeTakeFirstOrThrow();
const storedMeal = (id: string) =>
  t.db.selectFrom('meals').select(['name_hi', 'description_hi']).where('id', '=', id).executeTakeFirstOrThrow();

describe('a dish’s Hindi name and description', () => {
  it('are stored, answered to the seller and shown on the public menu', async () => {
    const answer = await sellerCall('POST', '/dish', dishBody());
    expect(answer.status).toBe(201);
    const dish = answer.body.data.dish as Dish;
    expect(dish).toMatchObject({
      name: 'Paneer Tikka',
      name_hi: 'पनीर टिक्का',
      description_hi: expect.stringContaining('पनीर'),
    });
    expect(await storedDish(dish._id)).toEqual({ name_hi: 'पनीर टिक्का', description_hi: dish.description_hi });
    const onMenu = (await readMenu(t)).dishes.find((item) => item._id === dish._id);
    expect(onMenu).toMatchObject({ name: 'Paneer Tikka', name_hi: 'पनीर टिक्का' });
  });

  it('are none (null) when left out or sent empty', async () => {
    const left = (await sellerCall('POST', '/dish', dishBody({ name_hi: undefined, description_hi: undefined }))).body
      .data.dish as Dish;
    expect(left).toMatchObject({ name_hi: null, description_hi: null });
    const empty = (await sellerCall('POST', '/dish', dishBody({ name_hi: '  ', description_hi: '' }))).body.data
      .dish as Dish;
    expect(empty).toMatchObject({ name_hi: null, description_hi: null });
    expect(await storedDish(empty._id)).toEqual({ name_hi: null, description_hi: null });
  });

  it('change alone, stay through other changes, and clear with empty or null', async () => {
    const dish = (await sellerCall('POST', '/dish', dishBody())).body.data.dish as Dish;
    const renamed = await sellerCall('PATCH', `/dish/${dish._id}`, { name_hi: 'तंदूरी पनीर टिक्का' });
    expect(renamed.body.data.dish).toMatchObject({
      name: 'Paneer Tikka',
      name_hi: 'तंदूरी पनीर टिक्का',
      description_hi: dish.description_hi,
    });
    const repriced = await sellerCall('PATCH', `/dish/${dish._id}`, { selling_price: 159, is_active: false });
    expect(repriced.body.data.dish).toMatchObject({ name_hi: 'तंदूरी पनीर टिक्का', description_hi: dish.description_hi });
    const cleared = await sellerCall('PATCH', `/dish/${dish._id}`, { name_hi: '', description_hi: null });
    expect(cleared.body.data.dish).toMatchObject({ name_hi: null, description_hi: null });
    expect(await storedDish(dish._id)).toEqual({ name_hi: null, description_hi: null });
  });

  it.each([
    [
      'a Hindi name too long',
      { name_hi: 'क'.repeat(MAX_NAME_LENGTH + 1) },
      m.hindiNameTooLong({ max: MAX_NAME_LENGTH }),
    ],
    [
      'a Hindi description too long',
      { description_hi: 'क'.repeat(MAX_DESCRIPTION_LENGTH + 1) },
      m.hindiDescriptionTooLong({ max: MAX_DESCRIPTION_LENGTH }),
    ],
    ['a Hindi name that is not text', { name_hi: 42 }, m.hindiTextInvalid()],
  ])('refuses %s with 400, storing and changing nothing', async (_case, overrides, message) => {
    const before = await countRows(t.db, 'dishes');
    const created = await sellerCall('POST', '/dish', dishBody(overrides));
    expect(created).toMatchObject({ status: 400, body: { status: 'error', data: message } });
    expect(await countRows(t.db, 'dishes')).toBe(before);
    const dish = (await sellerCall('POST', '/dish', dishBody())).body.data.dish as Dish;
    const changed = await sellerCall('PATCH', `/dish/${dish._id}`, overrides);
    expect(changed).toMatchObject({ status: 400, body: { status: 'error', data: message } });
    expect(await storedDish(dish._id)).toEqual({ name_hi: dish.name_hi, description_hi: dish.description_hi });
  });

  it('says what is wrong in the caller’s language', async () => {
    const answer = await sellerCall('POST', '/dish', dishBody({ name_hi: 'क'.repeat(MAX_NAME_LENGTH + 1) }), {
      'accept-language': 'hi',
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { data: m.hindiNameTooLong({ max: MAX_NAME_LENGTH }, { locale: 'hi' }) },
    });
  });
});

describe('a thali’s Hindi name and description', () => {
  it('are stored, answered to the seller and shown on the public menu', async () => {
    const answer = await sellerCall('POST', '/meal', mealBody());
    expect(answer.status).toBe(201);
    const meal = answer.body.data.meal as Meal;
    expect(meal).toMatchObject({ name_hi: 'तंदूरी रोटी थाली', description_hi: 'दाल मखनी के साथ दो तंदूरी रोटी।' });
    expect(await storedMeal(meal._id)).toEqual({
      name_hi: 'तंदूरी रोटी थाली',
      description_hi: 'दाल मखनी के साथ दो तंदूरी रोटी।',
    });
    const onMenu = (await readMenu(t)).meals.find((item) => item._id === meal._id);
    expect(onMenu).toMatchObject({ name: 'Tandoori Roti Thali', name_hi: 'तंदूरी रोटी थाली' });
    const sellerList = (await call(t, 'GET', '/meal', { token: seller })).body.data.meals as Meal[];
    expect(sellerList.find((item) => item._id === meal._id)).toMatchObject({ name_hi: 'तंदूरी रोटी थाली' });
  });

  it('are none (null) when left out', async () => {
    const meal = (await sellerCall('POST', '/meal', mealBody({ name_hi: undefined, description_hi: undefined }))).body
      .data.meal as Meal;
    expect(meal).toMatchObject({ name_hi: null, description_hi: null });
  });

  it('change alone through PATCH /meal, stay through a flag change, and clear with empty or null', async () => {
    const meal = (await sellerCall('POST', '/meal', mealBody({ name_hi: null }))).body.data.meal as Meal;
    const named = await sellerCall('PATCH', `/meal/${meal._id}`, { name_hi: 'रोटी दाल थाली' });
    expect(named).toMatchObject({
      status: 200,
      body: {
        data: { meal: { name: 'Tandoori Roti Thali', name_hi: 'रोटी दाल थाली', description_hi: meal.description_hi } },
      },
    });
    const tagged = await sellerCall('PATCH', `/meal/${meal._id}`, { tag: 'quick', is_show: true });
    expect(tagged.body.data.meal).toMatchObject({ tag: 'quick', name_hi: 'रोटी दाल थाली' });
    const cleared = await sellerCall('PATCH', `/meal/${meal._id}`, { name_hi: null, description_hi: '' });
    expect(cleared.body.data.meal).toMatchObject({ name_hi: null, description_hi: null });
    expect(await storedMeal(meal._id)).toEqual({ name_hi: null, description_hi: null });
  });

  it('refuse a Hindi name too long with 400, on adding and on changing', async () => {
    const message = m.hindiNameTooLong({ max: MAX_NAME_LENGTH });
    const before = await countRows(t.db, 'meals');
    const tooLong = { name_hi: 'थ'.repeat(MAX_NAME_LENGTH + 1) };
    expect(await sellerCall('POST', '/meal', mealBody(tooLong))).toMatchObject({
      status: 400,
      body: { data: message },
    });
    expect(await countRows(t.db, 'meals')).toBe(before);
    const meal = (await readMenu(t)).meals[0]!;
    expect(await sellerCall('PATCH', `/meal/${meal._id}`, tooLong)).toMatchObject({
      status: 400,
      body: { data: message },
    });
    expect((await storedMeal(meal._id)).name_hi).toBe(meal.name_hi);
  });

  it('still refuse other changes PATCH /meal never took', async () => {
    const meal = (await readMenu(t)).meals[0]!;
    const answer = await sellerCall('PATCH', `/meal/${meal._id}`, { name_hi: 'नई थाली', name: 'New Thali' });
    expect(answer).toMatchObject({ status: 400, body: { data: `${m.unknownField()}: name` } });
    expect((await storedMeal(meal._id)).name_hi).toBe(meal.name_hi);
  });
});

describe('the cached menu (issue 6)', () => {
  it('answers a new ETag and the new Hindi name once the seller changes it', async () => {
    const before = await call(t, 'GET', '/meal');
    const meal = (before.body.data.meals as Meal[])[0]!;
    expect(await sellerCall('PATCH', `/meal/${meal._id}`, { name_hi: 'आज की ख़ास थाली' })).toMatchObject({
      status: 200,
    });
    const after = await call(t, 'GET', '/meal', { headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((after.body.data.meals as Meal[]).find((item) => item._id === meal._id)?.name_hi).toBe('आज की ख़ास थाली');
  });

  it('is one answer for every language: the client picks the text', async () => {
    const english = await call(t, 'GET', '/dish', { headers: { 'accept-language': 'en' } });
    const hindi = await call(t, 'GET', '/dish', { headers: { 'accept-language': 'hi' } });
    expect(hindi.headers.etag).toBe(english.headers.etag);
    expect(hindi.body).toEqual(english.body);
  });
});
