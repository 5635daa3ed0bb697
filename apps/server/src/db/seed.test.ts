import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { countRows } from '../../test/api-helpers.ts';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from '@rasoi/domain/catalogue';
import { seedDishes, seedMeals } from './seed-data.ts';
import { seedIfEmpty } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('seedIfEmpty', () => {
  it('filled the empty menu with the whole catalogue, kitchen open', async () => {
    expect(await countRows(t.db, 'dishes')).toBe(seedDishes.length);
    expect(await countRows(t.db, 'meals')).toBe(seedMeals.length);
    const links = seedMeals.reduce((sum, meal) => sum + meal.dishKeys.length, 0);
    expect(await countRows(t.db, 'meal_dishes')).toBe(links);
    const kitchen = await t.db.selectFrom('kitchen').selectAll().executeTakeFirstOrThrow();
    expect(kitchen.is_open).toBe(1);
  });

  it('gave every thali and dish its Hindi name and description, within the limits the seller is held to', async () => {
    const rows = [
      ...(await t.db.selectFrom('dishes').select(['name', 'name_hi', 'description_hi']).execute()),
      ...(await t.db.selectFrom('meals').select(['name', 'name_hi', 'description_hi']).execute()),
    ];
    expect(rows).toHaveLength(seedDishes.length + seedMeals.length);
    for (const row of rows) {
      // Devanagari, not the English copied over (issue 16, D62).
      expect(row.name_hi, row.name).toMatch(/^[\u0900-\u097F][\u0900-\u097F\s()0-9]*$/);
      expect(row.name_hi!.length, row.name).toBeLessThanOrEqual(MAX_NAME_LENGTH);
      expect(row.description_hi, row.name).toMatch(/[\u0900-\u097F]/);
      expect(row.description_hi!.length, row.name).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    }
    const names = rows.map((row) => row.name_hi);
    expect(names).toEqual(expect.arrayContaining(['दाल मखनी', 'जीरा राइस', 'तवा रोटी', 'पनीर बटर मसाला']));
    expect(new Set(names).size).toBe(names.length);
  });

  it('leaves a menu that has items alone', async () => {
    expect(await seedIfEmpty(t.db, new Date())).toBe(false);
    expect(await countRows(t.db, 'dishes')).toBe(seedDishes.length);
  });

  it('refuses a meal naming a dish the catalogue lacks', async () => {
    await t.db.deleteFrom('meal_dishes').execute();
    await t.db.deleteFrom('meals').execute();
    await t.db.deleteFrom('dishes').execute();
    const meal = { ...seedMeals[0]!, dishKeys: ['no-such-dish'] };
    await expect(seedIfEmpty(t.db, new Date(), { dishes: seedDishes, meals: [meal] })).rejects.toThrow(/no-such-dish/);
    // The failed seed rolled back as a whole.
    expect(await countRows(t.db, 'dishes')).toBe(0);
  });
});
