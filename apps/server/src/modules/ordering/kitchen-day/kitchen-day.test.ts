import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, Order, Slot } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import type { DeliveryRunData, PrepSheetData } from '@rasoi/domain/seller';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { addressBody, call, logIn } from '../../../../test/api-helpers.ts';
import { setClock } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

/**
 * The kitchen's day (issue 14): the prep sheet counts a slot's thalis and dishes, add-ons included; the
 * delivery run lists the undelivered orders by society, tower and flat with the cash to collect.
 */
let t: TestApp;
let seller: string;
let customer: string;
const menu = { full: '', mini: '', roti: '', dal: '', rice: '', jamun: '', lassi: '' };
let lunch: Slot;
let dinner: Slot;
const placed: Record<string, Order> = {};

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const LUNCH = { name: 'Lunch', weekdays: EVERY_DAY, order_by: '10:30', delivery_from: '12:30', delivery_to: '14:00' };
const DINNER = { name: 'Dinner', weekdays: EVERY_DAY, order_by: '17:00', delivery_from: '19:30', delivery_to: '21:00' };

async function created(path: string, body: unknown, field: 'dish' | 'meal'): Promise<string> {
  const answer = await call(t, 'POST', path, { token: seller, body });
  expect(answer.status).toBe(201);
  return answer.body.data[field]._id as string;
}

const dish = (name: string, category: string, selling_price: number, sub_category = 'regular') =>
  created('/dish', { name, category, selling_price, sub_category }, 'dish');
const thali = (name: string, selling_price: number, dishes: string[]) =>
  created(
    '/meal',
    { category: 'All In one thali', name, cost_price: 40, selling_price, actual_price: selling_price + 40, dishes },
    'meal',
  );

/** A customer at an address of their own orders `meals` and `dishes` for a slot; remembered under `name`. */
async function orderAt(
  name: string,
  address: Partial<Omit<Address, '_id'>>,
  slot: Slot | null,
  meals: [string, number][],
  dishes: [string, number][] = [],
): Promise<Order> {
  const session = await logIn(t);
  const saved = await call(t, 'POST', '/address', {
    token: session.token,
    body: addressBody({ reciever_name: name, ...address }),
  });
  expect(saved.status).toBe(201);
  const answer = await call(t, 'POST', '/order/create-cod-order', {
    token: session.token,
    body: {
      meals: meals.map(([meal_id, quantity]) => ({ meal_id, quantity })),
      dishes: dishes.map(([dish_id, quantity]) => ({ dish_id, quantity })),
      address: saved.body.data.address._id,
      ...(slot ? { slot_id: slot._id } : {}),
    },
  });
  expect(answer.status).toBe(201);
  placed[name] = answer.body.data.order as Order;
  customer = session.token;
  return placed[name];
}

const moveTo = async (order: Order, status: string) =>
  expect((await call(t, 'PATCH', `/order/${order._id}`, { token: seller, body: { status } })).status).toBe(200);

async function prep(query: string): Promise<PrepSheetData> {
  const answer = await call(t, 'GET', `/prep-sheet${query}`, { token: seller });
  expect(answer.status).toBe(200);
  return answer.body.data as PrepSheetData;
}

async function run(query: string): Promise<DeliveryRunData> {
  const answer = await call(t, 'GET', `/delivery-run${query}`, { token: seller });
  expect(answer.status).toBe(200);
  return answer.body.data as DeliveryRunData;
}

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  // Thursday 26 November 2026, 08:30 in the kitchen (Asia/Kolkata): before lunch's cut-off.
  setClock(t, '2026-11-26T03:00:00.000Z');
  menu.roti = await dish('Phulka', 'chapati', 10);
  menu.dal = await dish('Dal tadka', 'sabzi-gravy', 60);
  menu.rice = await dish('Jeera rice', 'rice', 50);
  menu.jamun = await dish('Gulab jamun', 'deserts', 40, 'addon');
  menu.lassi = await dish('Lassi', 'beverages', 30, 'addon');
  menu.full = await thali('Full thali', 150, [menu.roti, menu.dal, menu.rice]);
  menu.mini = await thali('Mini thali', 90, [menu.roti, menu.dal]);
  const plan = await call(t, 'POST', '/slot-plan', {
    token: seller,
    body: {
      slots: [
        { ...LUNCH, capacity: 40 },
        { ...DINNER, capacity: 40 },
      ],
    },
  });
  expect(plan.status).toBe(200);
  const slots = (await call(t, 'GET', '/slots?date=2026-11-26')).body.data.slots as Slot[];
  lunch = slots[0]!;
  dinner = slots[1]!;

  const meadows = { society: 'Green Meadows' };
  await orderAt(
    'Asha',
    { ...meadows, tower_number: 'T10', flat_number: '101' },
    lunch,
    [[menu.full, 2]],
    [[menu.jamun, 1]],
  );
  await orderAt('Bela', { ...meadows, tower_number: 'T2', flat_number: '1203' }, lunch, [
    [menu.mini, 1],
    [menu.full, 1],
  ]);
  await orderAt(
    'Chitra',
    { ...meadows, tower_number: 'T2', flat_number: '302' },
    lunch,
    [[menu.mini, 1]],
    [[menu.lassi, 2]],
  );
  await orderAt(
    'Dev',
    { society: 'Aster Heights', tower_number: 'A', flat_number: '5' },
    lunch,
    [[menu.full, 1]],
    [[menu.roti, 3]],
  );
  await orderAt('Esha', { ...meadows, tower_number: 'T10', flat_number: '9' }, lunch, [[menu.full, 1]]);
  await orderAt('Farid', { ...meadows, tower_number: 'T1', flat_number: '1' }, dinner, [[menu.mini, 2]]);
  // Esha's order is already handed over; Bela's is on its way.
  await moveTo(placed.Esha!, 'Out For Delivery');
  await moveTo(placed.Esha!, 'Delivered');
  await moveTo(placed.Bela!, 'Out For Delivery');
});
afterAll(async () => {
  await t.close();
});

describe('the prep sheet', () => {
  it("counts a slot's thalis and each dish inside them and as add-ons, delivered orders included", async () => {
    const sheet = await prep(`?date=2026-11-26&slot_id=${lunch._id}`);
    expect(sheet).toMatchObject({ date: '2026-11-26', orders: 5, plates: 7 });
    expect(sheet.slot).toEqual({
      _id: lunch._id,
      name: 'Lunch',
      date: '2026-11-26',
      delivery_from: lunch.delivery_from,
      delivery_to: lunch.delivery_to,
      order_by: lunch.order_by,
    });
    expect(sheet.thalis).toEqual([
      { _id: menu.full, name: 'Full thali', name_hi: null, quantity: 5 },
      { _id: menu.mini, name: 'Mini thali', name_hi: null, quantity: 2 },
    ]);
    // By catalogue category (gravy, rice, chapati, desserts, beverages), each thali's dishes times its count.
    expect(sheet.dishes).toEqual([
      { _id: menu.dal, name: 'Dal tadka', name_hi: null, category: 'sabzi-gravy', in_thalis: 7, add_ons: 0, total: 7 },
      { _id: menu.rice, name: 'Jeera rice', name_hi: null, category: 'rice', in_thalis: 5, add_ons: 0, total: 5 },
      { _id: menu.roti, name: 'Phulka', name_hi: null, category: 'chapati', in_thalis: 7, add_ons: 3, total: 10 },
      { _id: menu.jamun, name: 'Gulab jamun', name_hi: null, category: 'deserts', in_thalis: 0, add_ons: 1, total: 1 },
      { _id: menu.lassi, name: 'Lassi', name_hi: null, category: 'beverages', in_thalis: 0, add_ons: 2, total: 2 },
    ]);
  });

  it('counts the other slot apart, and the whole day (the date alone, or no query: today) as both', async () => {
    const evening = await prep(`?slot_id=${dinner._id}`);
    expect(evening).toMatchObject({ date: '2026-11-26', orders: 1, plates: 2 });
    expect(evening.dishes.map((line) => [line.name, line.total])).toEqual([
      ['Dal tadka', 2],
      ['Phulka', 2],
    ]);
    const day = await prep('?date=2026-11-26');
    expect(day).toMatchObject({ slot: null, orders: 6, plates: 9 });
    expect(day.thalis.map((line) => line.quantity)).toEqual([5, 4]);
    expect(await prep('')).toEqual(day);
  });

  it("covers a day's orders taken on demand, and another day is empty", async () => {
    const other = await prep('?date=2026-11-27');
    expect(other).toMatchObject({ orders: 0, plates: 0, thalis: [], dishes: [] });
    // Without a plan the kitchen takes orders on demand; they belong to the day they were placed.
    await call(t, 'POST', '/slot-plan', { token: seller, body: { slots: [] } });
    setClock(t, '2026-11-27T04:00:00.000Z');
    await orderAt('Gita', { tower_number: 'T3', flat_number: '7' }, null, [[menu.mini, 3]]);
    expect(await prep('?date=2026-11-27')).toMatchObject({ slot: null, orders: 1, plates: 3 });
    expect((await prep('?date=2026-11-26')).orders).toBe(6);
    setClock(t, '2026-11-26T03:00:00.000Z');
  });
});

describe('the delivery run', () => {
  it("lists a slot's undelivered orders by society, tower and flat in natural order, with the cash to collect", async () => {
    const lunchRun = await run(`?date=2026-11-26&slot_id=${lunch._id}`);
    const places = lunchRun.societies.map((society) => [
      society.society,
      society.towers.map((tower) => [tower.tower, tower.orders.map((order) => order.address.reciever_name)]),
    ]);
    expect(places).toEqual([
      ['Aster Heights', [['A', ['Dev']]]],
      [
        'Green Meadows',
        [
          ['T2', ['Chitra', 'Bela']],
          ['T10', ['Asha']],
        ],
      ],
    ]);
    const amount = (...names: string[]) => names.reduce((sum, name) => sum + placed[name]!.amount, 0);
    expect(lunchRun.societies.map((society) => [society.orders, society.to_collect])).toEqual([
      [1, amount('Dev')],
      [3, amount('Chitra', 'Bela', 'Asha')],
    ]);
    expect(lunchRun).toMatchObject({
      orders: 4,
      to_collect: amount('Dev', 'Chitra', 'Bela', 'Asha'),
      delivered: { orders: 1, collected: amount('Esha') },
    });
    // What to hand over and the state of each: Bela's is already on its way.
    const bela = lunchRun.societies[1]!.towers[0]!.orders[1]!;
    expect(bela).toMatchObject({ status: 'Out For Delivery', amount: placed.Bela!.amount });
    expect(bela.address).toMatchObject({ flat_number: '1203', reciever_mobile: '9811122233' });
    expect(bela.meals.map((line) => [line.meal.name, line.quantity])).toEqual([
      ['Full thali', 1],
      ['Mini thali', 1],
    ]);
    expect(lunchRun.societies[0]!.towers[0]!.orders[0]!.dishes.map((line) => [line.dish.name, line.quantity])).toEqual([
      ['Phulka', 3],
    ]);
  });

  it('lets an order go once it is delivered', async () => {
    await moveTo(placed.Dev!, 'Out For Delivery');
    await moveTo(placed.Dev!, 'Delivered');
    const lunchRun = await run(`?slot_id=${lunch._id}`);
    expect(lunchRun.societies.map((society) => society.society)).toEqual(['Green Meadows']);
    expect(lunchRun).toMatchObject({
      orders: 3,
      delivered: { orders: 2, collected: placed.Esha!.amount + placed.Dev!.amount },
    });
    const day = await run('?date=2026-11-26');
    expect(day.orders).toBe(4);
    expect(day.societies[0]!.towers.map((tower) => tower.tower)).toEqual(['T1', 'T2', 'T10']);
  });

  it('stops counting an order as still to collect once the seller records its money (issue 15, D53)', async () => {
    const before = await run(`?slot_id=${lunch._id}`);
    const collected = await call(t, 'POST', `/order/${placed.Chitra!._id}/collect`, {
      token: seller,
      body: { method: 'cash' },
    });
    expect(collected.status).toBe(200);
    const after = await run(`?slot_id=${lunch._id}`);
    expect(after.orders).toBe(before.orders);
    expect(after.to_collect).toBe(before.to_collect - placed.Chitra!.amount);
    expect(after.societies[0]!.to_collect).toBe(before.societies[0]!.to_collect - placed.Chitra!.amount);
  });
});

describe('who may ask, and what', () => {
  it('refuses a customer and an anonymous caller', async () => {
    for (const path of ['/prep-sheet', '/delivery-run']) {
      expect((await call(t, 'GET', path, { token: customer })).status).toBe(403);
      expect((await call(t, 'GET', path)).status).toBe(401);
    }
  });

  it('answers a bad date or slot id with 400, an unknown slot or one of another day with 404', async () => {
    for (const path of ['/prep-sheet', '/delivery-run']) {
      expect(await call(t, 'GET', `${path}?date=2026-02-30`, { token: seller })).toMatchObject({
        status: 400,
        body: { status: 'error', data: m.invalidDate() },
      });
      expect(await call(t, 'GET', `${path}?slot_id=${encodeURIComponent('x y')}`, { token: seller })).toMatchObject({
        status: 400,
        body: { data: m.slotIdInvalid() },
      });
      expect(await call(t, 'GET', `${path}?slot_id=0123456789abcdef01234567`, { token: seller })).toMatchObject({
        status: 404,
        body: { data: m.slotNotFound() },
      });
      expect(await call(t, 'GET', `${path}?date=2026-11-27&slot_id=${lunch._id}`, { token: seller })).toMatchObject({
        status: 404,
        body: { data: 'This meal slot is not on 2026-11-27' },
      });
      expect(await call(t, 'GET', `${path}?day=today`, { token: seller })).toMatchObject({ status: 400 });
    }
  });
});

describe('tiffin plan meals (issue 26, D92)', () => {
  it('are counted on the prep sheet and marked on the run, paid from the account: nothing to collect', async () => {
    // Farid's dinner as the plan generation stores a plan meal: placed by the plan, paid from the account.
    await t.db
      .updateTable('orders')
      .set({
        placed_by: 'plan',
        payment_method: 'ACCOUNT',
        collected_by: 'account',
        collected_at: placed.Farid!.createdAt,
      })
      .where('id', '=', placed.Farid!._id)
      .execute();
    expect((await prep(`?slot_id=${dinner._id}`)).plan_meals).toBe(1);
    expect((await prep(`?slot_id=${lunch._id}`)).plan_meals).toBe(0);
    expect((await prep('?date=2026-11-26')).plan_meals).toBe(1);

    const dinnerRun = await run(`?slot_id=${dinner._id}`);
    expect(dinnerRun).toMatchObject({ orders: 1, to_collect: 0, societies: [{ orders: 1, to_collect: 0 }] });
    expect(dinnerRun.societies[0]!.towers[0]!.orders[0]).toMatchObject({
      _id: placed.Farid!._id,
      placed_by: 'plan',
      payment_method: 'ACCOUNT',
      collected_by: 'account',
    });
    const lunchRun = await run(`?slot_id=${lunch._id}`);
    expect(lunchRun.societies.flatMap((society) => society.towers.flatMap((tower) => tower.orders))).toSatisfy(
      (orders: Order[]) => orders.length > 0 && orders.every((order) => order.placed_by === 'customer'),
    );

    // Handed over, it counts as delivered but brought no money to the door.
    await moveTo(placed.Farid!, 'Out For Delivery');
    await moveTo(placed.Farid!, 'Delivered');
    expect((await run(`?slot_id=${dinner._id}`)).delivered).toEqual({ orders: 1, collected: 0 });
  });
});
