import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { readMenu } from '../../../test/api-helpers.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * Two instances on one PostgreSQL saving one recipe and adding one ingredient at once (issue 28 part 3,
 * D109): each has its own pool, so only the database keeps a recipe whole (the item's row lock) and an
 * ingredient's name once (its unique index).
 */
describe('recipes and ingredients saved on two instances at once', () => {
  let t: TestApp;
  let b: FastifyInstance;
  let seller: string;

  beforeAll(async () => {
    t = await buildTestApp();
    b = await t.startInstance();
    seller = (await findOrCreateSeller(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (app: FastifyInstance, url: string, body: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${seller}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('stores one ingredient of a name, and leaves one whole recipe', async () => {
    const adds = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        post(index % 2 === 0 ? t.app : b, '/ingredients', { name: 'Hing', unit: 'kg', pack_milli: 50 }),
      ),
    );
    expect(adds.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);

    const names = ['Jeera', 'Rai', 'Methi'];
    const ids: string[] = [];
    for (const name of names) {
      const answer = await post(t.app, '/ingredients', { name, unit: 'kg', pack_milli: 100 });
      ids.push(answer.json().data.ingredient._id);
    }
    const dish = (await readMenu(t)).dishes[0]!._id;
    const first = [
      { ingredient_id: ids[0], quantity_milli: 1 },
      { ingredient_id: ids[1], quantity_milli: 1 },
    ];
    const second = [
      { ingredient_id: ids[1], quantity_milli: 2 },
      { ingredient_id: ids[2], quantity_milli: 2 },
    ];
    const saves = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post(index % 2 === 0 ? t.app : b, `/recipes/dish/${dish}`, { lines: index % 4 < 2 ? first : second }),
      ),
    );
    expect(saves.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const stored = await t.db
      .selectFrom('recipe_lines')
      .select(['ingredient_id', 'quantity_milli'])
      .where('kind', '=', 'dish')
      .where('item_id', '=', dish)
      .orderBy('position')
      .execute();
    expect([first, second]).toContainEqual(stored);
  });
});
