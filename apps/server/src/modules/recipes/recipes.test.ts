import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import type { Ingredient, MarketListData, RecipeData } from '@rasoi/domain/recipes';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call, readMenu } from '../../../test/api-helpers.ts';
import { newCustomer, setClock } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { LUNCH_SLOT, subscribed } from '../../../test/subscriptions.ts';

/**
 * Ingredients, prices, recipes, plate costs and the market list through the API (issue 28 part 3,
 * docs/decisions/0109, 0110), on both engines.
 */
let t: TestApp;
let seller: string;
let thali: { id: string; price: number; dishes: string[] };
let names = 0;

/** Thursday 26 November 2026 in the kitchen (Asia/Kolkata); the market list's default day is Friday. */
const TODAY = '2026-11-26';
const TOMORROW = '2026-11-27';
const HINDI = { 'accept-language': 'hi' };

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  const meal = (await readMenu(t)).meals.find((each) => each.is_active)!;
  const dishes = await t.db
    .selectFrom('meal_dishes')
    .select('dish_id')
    .where('meal_id', '=', meal._id)
    .orderBy('position')
    .execute();
  thali = { id: meal._id, price: meal.selling_price, dishes: dishes.map((row) => row.dish_id) };
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  setClock(t, '2026-11-26T03:00:00.000Z');
  await t.db.deleteFrom('recipe_lines').execute();
  await t.db.deleteFrom('plate_estimates').execute();
});

/** Adds an ingredient of a name no other test uses; answers it. */
async function ingredient(body: Record<string, unknown> = {}): Promise<Ingredient> {
  names += 1;
  const saved = await call(t, 'POST', '/ingredients', {
    token: seller,
    body: { name: `Ingredient ${names}`, unit: 'kg', pack_milli: 1000, ...body },
  });
  expect(saved.status).toBe(201);
  return saved.body.data.ingredient as Ingredient;
}

const setPrice = (id: string, price_paise: number, from_day: string) =>
  call(t, 'POST', `/ingredients/${id}/prices`, { token: seller, body: { price_paise, from_day } });
const saveRecipe = (kind: string, id: string, lines: unknown[], headers: Record<string, string> = {}) =>
  call(t, 'POST', `/recipes/${kind}/${id}`, { token: seller, body: { lines }, headers });
const getRecipe = async (kind: string, id: string) => {
  const answer = await call(t, 'GET', `/recipes/${kind}/${id}`, { token: seller });
  expect(answer.status).toBe(200);
  return answer.body.data as RecipeData;
};

describe('ingredients', () => {
  it('are added, listed by name and changed, keeping their unit', async () => {
    const rice = await ingredient({ name: 'Basmati rice', pack_milli: 5000, diet_tags: [] });
    expect(rice).toMatchObject({ name: 'Basmati rice', unit: 'kg', pack_milli: 5000, price: null, next_price: null });
    const changed = await call(t, 'POST', '/ingredients', {
      token: seller,
      body: { _id: rice._id, name: 'Basmati rice', name_hi: 'बासमती चावल', unit: 'kg', pack_milli: 10000 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.ingredient).toMatchObject({ name_hi: 'बासमती चावल', pack_milli: 10000 });

    const otherUnit = await call(t, 'POST', '/ingredients', {
      token: seller,
      body: { _id: rice._id, name: 'Basmati rice', unit: 'litre', pack_milli: 1000 },
    });
    expect(otherUnit).toMatchObject({
      status: 409,
      body: { status: 'error', data: m.ingredientUnitFixed({ name: 'Basmati rice', unit: 'kg' }) },
    });
    const list = await call(t, 'GET', '/ingredients', { token: seller });
    const names = (list.body.data.ingredients as Ingredient[]).map((each) => each.name);
    expect(names).toEqual([...names].sort());
    expect((list.body.data.ingredients as Ingredient[]).find((each) => each._id === rice._id)).toMatchObject({
      unit: 'kg',
      pack_milli: 10000,
    });
  });

  it('refuses a name another has (409), an unknown id (404) and bad input in the caller language (400)', async () => {
    const salt = await ingredient({ name: 'Rock salt' });
    const again = await call(t, 'POST', '/ingredients', {
      token: seller,
      body: { name: 'Rock salt', unit: 'kg', pack_milli: 1000 },
    });
    expect(again).toMatchObject({ status: 409, body: { data: m.ingredientNameTaken({ name: 'Rock salt' }) } });
    const unknown = await call(t, 'POST', '/ingredients', {
      token: seller,
      body: { _id: '0123456789abcdef01234567', name: 'Jeera', unit: 'kg', pack_milli: 100 },
    });
    expect(unknown).toMatchObject({ status: 404, body: { data: m.ingredientNotFound() } });
    const badPack = await call(t, 'POST', '/ingredients', {
      token: seller,
      headers: HINDI,
      body: { _id: salt._id, name: 'Rock salt', unit: 'kg', pack_milli: -1 },
    });
    expect(badPack.status).toBe(400);
    expect(badPack.body.data).toBe(m.ingredientPackInvalid({}, { locale: 'hi' }));
    const stored = await t.db
      .selectFrom('ingredients')
      .select('pack_milli')
      .where('id', '=', salt._id)
      .executeTakeFirst();
    expect(stored?.pack_milli).toBe(1000);
  });
});

describe('prices', () => {
  it('apply from their day; a later price leaves earlier days as they were', async () => {
    const oil = await ingredient({ unit: 'litre' });
    expect((await setPrice(oil._id, 15_000, '2026-11-01')).status).toBe(200);
    const later = await setPrice(oil._id, 16_000, TOMORROW);
    expect(later.body.data.ingredient).toMatchObject({
      price: { price_paise: 15_000, from_day: '2026-11-01' },
      next_price: { price_paise: 16_000, from_day: TOMORROW },
    });
    // 20 ml a plate: ₹3.00 today at ₹150 a litre.
    const dish = thali.dishes[0]!;
    await saveRecipe('dish', dish, [{ ingredient_id: oil._id, quantity_milli: 20 }]);
    expect((await getRecipe('dish', dish)).lines[0]).toMatchObject({ quantity_milli: 20, cost_paise: 300 });
    // The next day, the new price; the rows stay (a history, never an edit).
    setClock(t, '2026-11-27T03:00:00.000Z');
    expect((await getRecipe('dish', dish)).lines[0]!.cost_paise).toBe(320);
    const rows = await t.db
      .selectFrom('ingredient_prices')
      .select('price_paise')
      .where('ingredient_id', '=', oil._id)
      .execute();
    expect(rows.map((row) => row.price_paise).sort()).toEqual([15_000, 16_000]);
  });

  it('refuses a price without a day, a day outside the calendar, a negative price or an unknown ingredient', async () => {
    const dal = await ingredient();
    const noDay = await call(t, 'POST', `/ingredients/${dal._id}/prices`, {
      token: seller,
      headers: HINDI,
      body: { price_paise: 100 },
    });
    expect(noDay).toMatchObject({ status: 400, body: { data: m.ingredientPriceDayRequired({}, { locale: 'hi' }) } });
    expect((await setPrice(dal._id, 100, '1999-12-31')).status).toBe(400);
    expect((await setPrice(dal._id, -1, TODAY)).body.data).toBe(m.ingredientPriceInvalid());
    expect((await setPrice('0123456789abcdef01234567', 100, TODAY)).status).toBe(404);
    expect(
      await t.db.selectFrom('ingredient_prices').selectAll().where('ingredient_id', '=', dal._id).execute(),
    ).toEqual([]);
  });
});

describe('recipes and plate costs', () => {
  it("cost a thali's plate as its own lines and its dishes', with the margin on its price", async () => {
    const atta = await ingredient({ pack_milli: 10_000 });
    const ghee = await ingredient();
    await setPrice(atta._id, 4_000, TODAY); // ₹40 a kg
    await setPrice(ghee._id, 60_000, TODAY); // ₹600 a kg
    const [firstDish] = thali.dishes;
    expect((await saveRecipe('dish', firstDish!, [{ ingredient_id: ghee._id, quantity_milli: 5 }])).status).toBe(200);
    // The thali's own: 120 g atta (480 paise); its dish: 5 g ghee (300 paise).
    const saved = await saveRecipe('meal', thali.id, [{ ingredient_id: atta._id, quantity_milli: 120 }]);
    expect(saved.status).toBe(200);
    const recipe = saved.body.data as RecipeData;
    expect(recipe.lines).toEqual([
      {
        ingredient_id: atta._id,
        name: atta.name,
        name_hi: null,
        unit: 'kg',
        quantity_milli: 120,
        cost_paise: 480,
      },
    ]);
    expect(recipe.dishes.find((dish) => dish._id === firstDish)!.lines).toHaveLength(1);
    const price = thali.price * 100;
    expect(recipe.cost).toEqual({
      cost_paise: 780,
      unpriced: 0,
      price_paise: price,
      margin_paise: price - 780,
      margin_percent: Math.round(((price - 780) * 1000) / price) / 10,
    });
    const costs = await call(t, 'GET', '/plate-costs', { token: seller });
    expect(costs.body.data.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'meal', item_id: thali.id, cost_paise: 780 }),
        expect.objectContaining({ kind: 'dish', item_id: firstDish, cost_paise: 300 }),
      ]),
    );
  });

  it('refuses a negative quantity or an unknown ingredient and keeps the recipe as it was', async () => {
    const jeera = await ingredient();
    const dish = thali.dishes[0]!;
    await saveRecipe('dish', dish, [{ ingredient_id: jeera._id, quantity_milli: 2 }]);
    const negative = await saveRecipe('dish', dish, [{ ingredient_id: jeera._id, quantity_milli: -2 }], HINDI);
    expect(negative).toMatchObject({ status: 400, body: { data: m.recipeQuantityInvalid({}, { locale: 'hi' }) } });
    const unknown = await saveRecipe('dish', dish, [
      { ingredient_id: jeera._id, quantity_milli: 3 },
      { ingredient_id: '0123456789abcdef01234567', quantity_milli: 3 },
    ]);
    expect(unknown).toMatchObject({ status: 400, body: { data: m.recipeIngredientUnknown() } });
    expect((await getRecipe('dish', dish)).lines.map((line) => line.quantity_milli)).toEqual([2]);
    expect((await saveRecipe('dish', '0123456789abcdef01234567', [])).status).toBe(404);
    expect((await call(t, 'GET', `/recipes/thali/${dish}`, { token: seller })).status).toBe(404);
  });

  it('replaces a recipe whole when two saves race', async () => {
    const [a, b, c] = [await ingredient(), await ingredient(), await ingredient()];
    const dish = thali.dishes[1] ?? thali.dishes[0]!;
    const first = [
      { ingredient_id: a._id, quantity_milli: 1 },
      { ingredient_id: b._id, quantity_milli: 1 },
    ];
    const second = [
      { ingredient_id: b._id, quantity_milli: 2 },
      { ingredient_id: c._id, quantity_milli: 2 },
    ];
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => saveRecipe('dish', dish, index % 2 === 0 ? first : second)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const lines = (await getRecipe('dish', dish)).lines.map(({ ingredient_id, quantity_milli }) => ({
      ingredient_id,
      quantity_milli,
    }));
    expect([first, second]).toContainEqual(lines);
  });

  it('names the tagged ingredients of each plate, a thali through its dishes', async () => {
    const garlic = await ingredient({ name: 'Garlic', diet_tags: ['garlic'] });
    const plain = await ingredient();
    const dish = thali.dishes[0]!;
    await saveRecipe('dish', dish, [
      { ingredient_id: plain._id, quantity_milli: 10 },
      { ingredient_id: garlic._id, quantity_milli: 4 },
    ]);
    const tags = await call(t, 'GET', '/recipes/diet-tags', { token: seller });
    expect(tags.body.data.items).toEqual(
      expect.arrayContaining([
        { kind: 'dish', item_id: dish, ingredients: [{ name: 'Garlic', diet_tags: ['garlic'] }] },
        { kind: 'meal', item_id: thali.id, ingredients: [{ name: 'Garlic', diet_tags: ['garlic'] }] },
      ]),
    );
  });
});

describe('the market list', () => {
  it("buys for tomorrow's orders, plan meals and the seller's estimate, in whole packs at the day's price", async () => {
    const rice = await ingredient({ pack_milli: 5000 });
    await setPrice(rice._id, 5_000, TODAY);
    await setPrice(rice._id, 6_000, TOMORROW);
    await saveRecipe('meal', thali.id, [{ ingredient_id: rice._id, quantity_milli: 150 }]);
    const dish = thali.dishes[0]!;
    await saveRecipe('dish', dish, [{ ingredient_id: rice._id, quantity_milli: 100 }]);

    const saved = await call(t, 'POST', '/slot-plan', { token: seller, body: { slots: [LUNCH_SLOT] } });
    const slotPlanId = (saved.body.data.slots as { _id: string }[])[0]!._id;
    const friday = await call(t, 'GET', `/slots?date=${TOMORROW}`);
    const lunch = (friday.body.data.slots as { _id: string }[])[0]!;
    // Two orders for later: 3 thalis in all.
    for (const plates of [2, 1]) {
      const customer = await newCustomer(t);
      const order = await call(t, 'POST', '/order/create-cod-order', {
        token: customer.token,
        body: { meals: [{ meal_id: thali.id, quantity: plates }], address: customer.addressId, slot_id: lunch._id },
      });
      expect(order.status).toBe(201);
    }
    // A plan of this thali with a household of 2 tiffins from Friday.
    const plan = await call(t, 'POST', '/plans', {
      token: seller,
      body: {
        name: 'Market lunch',
        meal_id: thali.id,
        slot_id: slotPlanId,
        weekdays: [0, 1, 2, 3, 4],
        meal_price_paise: 9_000,
      },
    });
    expect(plan.status).toBe(201);
    const household = await newCustomer(t);
    await subscribed(t, household.token, {
      plan_id: plan.body.data.plan._id,
      start_day: TOMORROW,
      tiffins: 2,
      address_id: household.addressId,
      pay: 'prepaid',
    });
    // And the seller expects 4 more plates of the dish alone.
    const estimate = await call(t, 'POST', '/market-list/estimates', {
      token: seller,
      body: { date: TOMORROW, items: [{ kind: 'dish', item_id: dish, plates: 4 }] },
    });
    expect(estimate.status).toBe(200);

    const answer = await call(t, 'GET', '/market-list', { token: seller });
    expect(answer.status).toBe(200);
    const list = answer.body.data as MarketListData;
    expect(list.date).toBe(TOMORROW);
    expect(list.items.find((item) => item.kind === 'meal' && item.item_id === thali.id)).toMatchObject({
      ordered: 3,
      plan_meals: 2,
      estimate: 0,
      has_recipe: true,
    });
    expect(list.items.find((item) => item.kind === 'dish' && item.item_id === dish)).toMatchObject({ estimate: 4 });
    // 5 thalis x (150 g + 100 g of its dish) + 4 dishes x 100 g = 1,650 g: one 5 kg bag at ₹60 a kg (Friday's).
    expect(list.lines).toEqual([
      expect.objectContaining({
        ingredient_id: rice._id,
        needed_milli: 1650,
        packs: 1,
        buy_milli: 5000,
        price_paise: 6_000,
        cost_paise: 30_000,
      }),
    ]);
    expect(list).toMatchObject({ cost_paise: 30_000, unpriced: 0, unknown_plan_meals: 0 });

    // The estimate is replaced whole: none for the dish now.
    await call(t, 'POST', '/market-list/estimates', { token: seller, body: { date: TOMORROW, items: [] } });
    const after = (await call(t, 'GET', `/market-list?date=${TOMORROW}`, { token: seller })).body
      .data as MarketListData;
    expect(after.lines[0]!.needed_milli).toBe(1250);
  });

  it('refuses a day outside the calendar and an estimate for an unknown item', async () => {
    expect((await call(t, 'GET', '/market-list?date=2100-01-01', { token: seller })).status).toBe(400);
    const unknown = await call(t, 'POST', '/market-list/estimates', {
      token: seller,
      body: { date: TOMORROW, items: [{ kind: 'meal', item_id: '0123456789abcdef01234567', plates: 2 }] },
    });
    expect(unknown).toMatchObject({ status: 400, body: { data: m.recipeItemNotFound() } });
    expect(await t.db.selectFrom('plate_estimates').selectAll().execute()).toEqual([]);
  });
});

describe('the cost of food sold', () => {
  it("counts the Income page's orders for the same day and costs them at that day's prices", async () => {
    const SATURDAY = '2026-11-28';
    const dal = await ingredient({ pack_milli: 1000 });
    await setPrice(dal._id, 10_000, TODAY); // ₹100 a kg
    await setPrice(dal._id, 20_000, '2026-11-29'); // a later price: Saturday keeps ₹100
    await saveRecipe('meal', thali.id, [{ ingredient_id: dal._id, quantity_milli: 75 }]);
    await call(t, 'POST', '/slot-plan', { token: seller, body: { slots: [LUNCH_SLOT] } });
    const lunch = ((await call(t, 'GET', `/slots?date=${SATURDAY}`)).body.data.slots as { _id: string }[])[0]!;
    const orderIds: string[] = [];
    for (const plates of [1, 2, 4]) {
      const customer = await newCustomer(t);
      const order = await call(t, 'POST', '/order/create-cod-order', {
        token: customer.token,
        body: { meals: [{ meal_id: thali.id, quantity: plates }], address: customer.addressId, slot_id: lunch._id },
      });
      expect(order.status).toBe(201);
      orderIds.push(order.body.data.order._id);
      if (plates === 4) {
        const cancelled = await call(t, 'POST', `/order/${order.body.data.order._id}/cancel`, {
          token: customer.token,
          body: { reason: 'Plans changed' },
        });
        expect(cancelled.status).toBe(200);
      }
    }
    await call(t, 'POST', `/order/${orderIds[0]}/collect`, { token: seller, body: { method: 'cash' } });

    const income = (await call(t, 'GET', `/income?date=${SATURDAY}`, { token: seller })).body.data;
    const food = await call(t, 'GET', `/income/food-cost?date=${SATURDAY}`, { token: seller });
    expect(food.status).toBe(200);
    const counted = ['cash', 'upi', 'to_collect', 'account'] as const;
    expect(food.body.data).toEqual({
      from: SATURDAY,
      to: SATURDAY,
      orders: counted.reduce((sum, figure) => sum + income[figure].count, 0),
      amount: counted.reduce((sum, figure) => sum + income[figure].amount, 0),
      // 3 thalis (the cancelled 4 left out, as Income leaves them) x 75 g at ₹100 a kg = ₹22.50 ...
      plates: 3,
      // ... plus whatever the thali's dishes' recipes add: none in this test (cleared before each).
      cost_paise: 2_250,
      plates_without_recipe: 0,
      unpriced: 0,
    });
    expect(food.body.data.orders).toBe(2);
  });
});

describe("the prep sheet's diet clashes (D110)", () => {
  it("names a Jain order's item that has a forbidden ingredient, once per clash with its orders", async () => {
    const SUNDAY = '2026-11-29';
    setClock(t, '2026-11-27T03:00:00.000Z');
    const garlic = await ingredient({ name: 'Lehsun', diet_tags: ['garlic'] });
    const dish = thali.dishes[0]!;
    await saveRecipe('dish', dish, [{ ingredient_id: garlic._id, quantity_milli: 3 }]);
    await call(t, 'POST', '/slot-plan', {
      token: seller,
      body: { slots: [{ ...LUNCH_SLOT, weekdays: [0, 1, 2, 3, 4, 5, 6] }] },
    });
    const lunch = ((await call(t, 'GET', `/slots?date=${SUNDAY}`)).body.data.slots as { _id: string }[])[0]!;
    for (const diet of [{ jain: true }, { jain: true, no_onion_garlic: true }, { no_onion_garlic: true }, {}]) {
      const customer = await newCustomer(t);
      const order = await call(t, 'POST', '/order/create-cod-order', {
        token: customer.token,
        body: { meals: [{ meal_id: thali.id, quantity: 1 }], address: customer.addressId, slot_id: lunch._id, diet },
      });
      expect(order.status).toBe(201);
    }
    const sheet = await call(t, 'GET', `/prep-sheet?date=${SUNDAY}`, { token: seller });
    const thaliName = (await readMenu(t)).meals.find((meal) => meal._id === thali.id)!.name;
    expect(sheet.body.data.diet_clashes).toEqual([
      { note: 'jain', item: thaliName, ingredient: 'Lehsun', orders: 2 },
      { note: 'no_onion_garlic', item: thaliName, ingredient: 'Lehsun', orders: 1 },
    ]);
  });
});
