import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Dish, Meal, Slot } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, readMenu } from '../../../../test/api-helpers.ts';
import { newCustomer, setClock, type TestCustomer } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

/**
 * The day's menu (issue 14): the seller says which thalis and dishes each slot of a day offers; an order
 * for the slot may name only those; a day's menus copy onto another day, e.g. last week's same weekday.
 * Runs on SQLite and PostgreSQL.
 */
let t: TestApp;
let seller: string;
let dal: Meal;
let paneer: Meal;
let lassi: Dish;
let customer: TestCustomer;

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const LUNCH = {
  name: 'Lunch',
  weekdays: EVERY_DAY,
  order_by: '10:30',
  delivery_from: '12:30',
  delivery_to: '14:00',
  capacity: 20,
};
const DINNER = {
  name: 'Dinner',
  weekdays: EVERY_DAY,
  order_by: '17:00',
  delivery_from: '19:30',
  delivery_to: '21:00',
  capacity: 20,
};

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  const menu = await readMenu(t);
  [dal, paneer] = menu.meals.filter((meal) => meal.is_active && meal.is_show) as [Meal, Meal];
  lassi = menu.dishes.find((dish) => dish.is_active && dish.is_show)!;
  customer = await newCustomer(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('orders').execute();
  await t.db.deleteFrom('slots').execute();
  await t.db.deleteFrom('slot_plan').execute();
  // Thursday 26 November 2026, 08:30 in the kitchen (Asia/Kolkata).
  setClock(t, '2026-11-26T03:00:00.000Z');
  expect((await call(t, 'POST', '/slot-plan', { token: seller, body: { slots: [LUNCH, DINNER] } })).status).toBe(200);
});

async function slotsOf(date: string): Promise<Slot[]> {
  return (await call(t, 'GET', `/slots?date=${date}`)).body.data.slots as Slot[];
}
const saveMenu = (slotId: string, body: unknown, token = seller) =>
  call(t, 'POST', `/slots/${slotId}/menu`, { token, body });
const menuOf = async (slotId: string) => (await call(t, 'GET', `/slots/${slotId}/menu`)).body.data.menu;
const order = (slotId: string, meals: Meal[], dishes: Dish[] = []) =>
  call(t, 'POST', '/order/create-cod-order', {
    token: customer.token,
    body: {
      meals: meals.map((meal) => ({ meal_id: meal._id, quantity: 1 })),
      dishes: dishes.map((dish) => ({ dish_id: dish._id, quantity: 1 })),
      address: customer.addressId,
      slot_id: slotId,
    },
  });
const copy = (from: string, to: string, token = seller) =>
  call(t, 'POST', '/day-menu/copy', { token, body: { from, to } });
const platesTaken = async (slotId: string) =>
  (await t.db.selectFrom('slots').select('taken').where('id', '=', slotId).executeTakeFirstOrThrow()).taken;

describe("a slot's menu", () => {
  it('offers the whole catalogue until the seller names items', async () => {
    const [lunch] = await slotsOf('2026-11-26');
    expect(await menuOf(lunch!._id)).toEqual({ slot_id: lunch!._id, all: true, meal_ids: [], dish_ids: [] });
    expect((await order(lunch!._id, [paneer], [lassi])).status).toBe(201);
  });

  it('limits an order to the items named, refusing another day’s item with a sentence', async () => {
    const [lunch] = await slotsOf('2026-11-27');
    const saved = await saveMenu(lunch!._id, { meal_ids: [dal._id, dal._id], dish_ids: [] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.menu).toEqual({ slot_id: lunch!._id, all: false, meal_ids: [dal._id], dish_ids: [] });
    expect(await menuOf(lunch!._id)).toEqual(saved.body.data.menu);

    const refused = await order(lunch!._id, [paneer]);
    expect(refused).toMatchObject({
      status: 400,
      body: { status: 'error', data: `${paneer.name} is not on the menu for Lunch on Fri, 27 Nov` },
    });
    // A dish the menu does not name is refused too; the refused orders took no plates.
    expect((await order(lunch!._id, [dal], [lassi])).body.data).toBe(
      `${lassi.name} is not on the menu for Lunch on Fri, 27 Nov`,
    );
    expect(await platesTaken(lunch!._id)).toBe(0);

    expect((await order(lunch!._id, [dal])).status).toBe(201);
    expect(await platesTaken(lunch!._id)).toBe(1);
    // Today's lunch has no menu of its own: it still offers everything.
    const [todaysLunch] = await slotsOf('2026-11-26');
    expect((await order(todaysLunch!._id, [paneer])).status).toBe(201);
  });

  it('offers an item on the menu only while it is shown and active', async () => {
    const [lunch] = await slotsOf('2026-11-27');
    await saveMenu(lunch!._id, { meal_ids: [dal._id], dish_ids: [] });
    await call(t, 'PATCH', `/meal/${dal._id}`, { token: seller, body: { is_active: false } });
    expect((await order(lunch!._id, [dal])).body.data).toBe(m.itemUnavailable());
    await call(t, 'PATCH', `/meal/${dal._id}`, { token: seller, body: { is_active: true } });
  });

  it('goes back to the whole catalogue with two empty lists', async () => {
    const [lunch] = await slotsOf('2026-11-27');
    await saveMenu(lunch!._id, { meal_ids: [dal._id], dish_ids: [] });
    const cleared = await saveMenu(lunch!._id, { meal_ids: [], dish_ids: [] });
    expect(cleared.body.data.menu).toMatchObject({ all: true });
    expect((await order(lunch!._id, [paneer])).status).toBe(201);
  });

  it('refuses unknown ids, naming them, and changes nothing', async () => {
    const [lunch] = await slotsOf('2026-11-27');
    await saveMenu(lunch!._id, { meal_ids: [dal._id], dish_ids: [] });
    const unknown = 'ffffffffffffffffffffffff';
    expect(await saveMenu(lunch!._id, { meal_ids: [paneer._id, unknown], dish_ids: [] })).toMatchObject({
      status: 400,
      body: { status: 'error', data: `Not in the catalogue: ${unknown}. Reload the page and choose again.` },
    });
    // A thali's id is no dish.
    expect((await saveMenu(lunch!._id, { meal_ids: [], dish_ids: [dal._id] })).status).toBe(400);
    expect((await saveMenu(lunch!._id, { meals: [] })).body.data).toBe(m.dayMenuInvalid());
    expect(await saveMenu('0123456789abcdef01234567', { meal_ids: [], dish_ids: [] })).toMatchObject({
      status: 404,
      body: { data: m.slotNotFound() },
    });
    expect((await menuOf(lunch!._id)).meal_ids).toEqual([dal._id]);
  });

  it("refuses a past day's menu like a past day's slot", async () => {
    const [lunch] = await slotsOf('2026-11-26');
    setClock(t, '2026-11-27T03:00:00.000Z');
    expect(await saveMenu(lunch!._id, { meal_ids: [dal._id], dish_ids: [] })).toMatchObject({
      status: 400,
      body: { data: m.slotDayPast() },
    });
  });

  it('keeps the menu when the seller saves a new weekly plan', async () => {
    const [lunch] = await slotsOf('2026-11-27');
    await saveMenu(lunch!._id, { meal_ids: [dal._id], dish_ids: [lassi._id] });
    await call(t, 'POST', '/slot-plan', { token: seller, body: { slots: [{ ...LUNCH, capacity: 30 }, DINNER] } });
    const [after] = await slotsOf('2026-11-27');
    expect(await menuOf(after!._id)).toMatchObject({ all: false, meal_ids: [dal._id], dish_ids: [lassi._id] });
  });

  it('is the seller’s to change: a customer gets 403, a visitor 401', async () => {
    const [lunch] = await slotsOf('2026-11-27');
    const body = { meal_ids: [dal._id], dish_ids: [] };
    expect((await saveMenu(lunch!._id, body, customer.token)).status).toBe(403);
    expect((await call(t, 'POST', `/slots/${lunch!._id}/menu`, { body })).status).toBe(401);
    expect((await copy('2026-11-26', '2026-11-27', customer.token)).status).toBe(403);
    expect((await menuOf(lunch!._id)).all).toBe(true);
  });
});

describe("copying a day's menus", () => {
  it('copies slot by slot onto another day, which then refuses what it does not offer', async () => {
    const [lunch, dinner] = await slotsOf('2026-11-26');
    await saveMenu(lunch!._id, { meal_ids: [dal._id], dish_ids: [lassi._id] });
    await saveMenu(dinner!._id, { meal_ids: [paneer._id], dish_ids: [] });
    const copied = await copy('2026-11-26', '2026-11-27');
    expect(copied.status).toBe(200);
    const [friLunch, friDinner] = await slotsOf('2026-11-27');
    expect(copied.body.data).toEqual({
      date: '2026-11-27',
      menus: [
        { slot_id: friLunch!._id, all: false, meal_ids: [dal._id], dish_ids: [lassi._id] },
        { slot_id: friDinner!._id, all: false, meal_ids: [paneer._id], dish_ids: [] },
      ],
    });
    expect((await order(friDinner!._id, [dal])).body.data).toBe(
      `${dal.name} is not on the menu for Dinner on Fri, 27 Nov`,
    );
    // A slot whose source offers everything goes back to everything.
    await saveMenu(dinner!._id, { meal_ids: [], dish_ids: [] });
    await copy('2026-11-26', '2026-11-27');
    expect((await menuOf(friDinner!._id)).all).toBe(true);
  });

  it("copies last week's same weekday (from = to - 7), even though that day has passed", async () => {
    const [lunch] = await slotsOf('2026-11-26');
    await saveMenu(lunch!._id, { meal_ids: [paneer._id], dish_ids: [] });
    setClock(t, '2026-12-03T03:00:00.000Z'); // the next Thursday
    const copied = await copy('2026-11-26', '2026-12-03');
    expect(copied.status).toBe(200);
    const [thisLunch] = await slotsOf('2026-12-03');
    expect(await menuOf(thisLunch!._id)).toMatchObject({ all: false, meal_ids: [paneer._id] });
    expect((await order(thisLunch!._id, [dal])).status).toBe(400);
  });

  it('refuses a past day, the same day twice, and a day with no matching slot', async () => {
    expect(await copy('2026-11-26', '2026-11-25')).toMatchObject({
      status: 400,
      body: { data: m.slotDayPast() },
    });
    expect((await copy('2026-11-26', '2026-11-26')).body.data).toBe(m.dayMenuCopySameDay());
    expect((await copy('2026-11-26', 'tomorrow')).body.data).toBe(m.invalidDate());
    // Before the plan there were no slots: 19 November was never made.
    expect(await copy('2026-11-19', '2026-11-27')).toMatchObject({
      status: 400,
      body: { data: 'No slot of Thu, 19 Nov matches a slot of Fri, 27 Nov: nothing was copied.' },
    });
  });
});
