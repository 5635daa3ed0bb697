import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@rasoi/domain/api';
import type { DeliveryRunData, PrepSheetData } from '@rasoi/domain/seller';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { addressBody, call, newMobile } from '../../../../test/api-helpers.ts';
import { newCustomer, setClock } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

/**
 * Order lines keep the item's Hindi name beside the English one (issue 16, D62): copied when the order
 * is placed (by the customer or by the kitchen for a phone order), answered on every order read, carried
 * by the prep sheet and the delivery run; null for an item without one. Runs on SQLite and PostgreSQL.
 */
let t: TestApp;
let seller: string;
const item = { thali: '', paneer: '', papad: '', roti: '' };

async function created(path: string, body: Record<string, unknown>, field: 'dish' | 'meal'): Promise<string> {
  const answer = await call(t, 'POST', path, { token: seller, body });
  expect(answer.status).toBe(201);
  return answer.body.data[field]._id as string;
}

let lastCustomer = '';

/** A new customer orders the thali and both add-ons; answers the placed order (their token: lastCustomer). */
async function placeOrder(): Promise<Order> {
  const customer = await newCustomer(t);
  const answer = await call(t, 'POST', '/order/create-cod-order', {
    token: customer.token,
    body: {
      meals: [{ meal_id: item.thali, quantity: 2 }],
      dishes: [
        { dish_id: item.paneer, quantity: 1 },
        { dish_id: item.papad, quantity: 3 },
      ],
      address: customer.addressId,
      payment_method: 'COD',
    },
  });
  expect(answer.status).toBe(201);
  lastCustomer = customer.token;
  return answer.body.data.order as Order;
}

/** The order's lines as `[id, name, name_hi]`, thalis then dishes. */
const names = (order: Order) => [
  ...order.meals.map((line) => [line.meal._id, line.meal.name, line.meal.name_hi]),
  ...order.dishes.map((line) => [line.dish._id, line.dish.name, line.dish.name_hi]),
];

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  // On demand (no slot plan), Thursday 26 November 2026, 08:30 in the kitchen.
  await t.db.deleteFrom('slots').execute();
  await t.db.deleteFrom('slot_plan').execute();
  setClock(t, '2026-11-26T03:00:00.000Z');
  const dish = (name: string, name_hi: string | undefined, category: string, sub_category: string) =>
    created('/dish', { name, name_hi, category, selling_price: 40, sub_category }, 'dish');
  item.roti = await dish('Tawa Roti', 'तवा रोटी', 'chapati', 'regular');
  item.paneer = await dish('Paneer Tikka', 'पनीर टिक्का', 'sabzi-dry', 'addon');
  item.papad = await dish('Masala Papad', undefined, 'beverages', 'addon');
  item.thali = await created(
    '/meal',
    {
      category: 'All In one thali',
      name: 'Roti Thali',
      name_hi: 'रोटी थाली',
      cost_price: 40,
      selling_price: 120,
      actual_price: 160,
      dishes: [item.roti],
    },
    'meal',
  );
});
afterAll(async () => {
  await t.close();
});

describe('an order’s Hindi item names', () => {
  it('are copied when the customer places it, stored and answered on every read; null for an item without', async () => {
    const order = await placeOrder();
    const expected = [
      [item.thali, 'Roti Thali', 'रोटी थाली'],
      [item.papad, 'Masala Papad', null],
      [item.paneer, 'Paneer Tikka', 'पनीर टिक्का'],
    ];
    expect(names(order)).toEqual(expected);
    const stored = await t.db
      .selectFrom('order_dishes')
      .select(['dish_id', 'name_hi'])
      .where('order_id', '=', order._id)
      .orderBy('dish_id')
      .execute();
    expect(Object.fromEntries(stored.map((row) => [row.dish_id, row.name_hi]))).toEqual({
      [item.paneer]: 'पनीर टिक्का',
      [item.papad]: null,
    });

    const read = (await call(t, 'GET', `/order/${order._id}`, { token: lastCustomer })).body.data.order as Order;
    expect(names(read)).toEqual(expected);
    const mine = (await call(t, 'GET', '/order/user-orders', { token: lastCustomer })).body.data.orders as Order[];
    expect(mine.map(names)).toEqual([expected]);
    const list = (await call(t, 'GET', '/order?status=Preparing', { token: seller })).body.data.orders as Order[];
    expect(names(list.find((listed) => listed._id === order._id)!)).toEqual(expected);
  });

  it('stay as they were sold when the seller later renames the item in Hindi', async () => {
    const before = await placeOrder();
    const renamed = await call(t, 'PATCH', `/meal/${item.thali}`, {
      token: seller,
      body: { name_hi: 'तवा रोटी थाली' },
    });
    expect(renamed.status).toBe(200);
    const after = await placeOrder();
    const again = (await call(t, 'GET', `/order/${before._id}`, { token: seller })).body.data.order as Order;
    expect(again.meals[0]!.meal.name_hi).toBe('रोटी थाली');
    expect(after.meals[0]!.meal.name_hi).toBe('तवा रोटी थाली');
    await call(t, 'PATCH', `/meal/${item.thali}`, { token: seller, body: { name_hi: 'रोटी थाली' } });
  });

  it('are copied for a phone order the kitchen enters', async () => {
    const { reciever_mobile: _mobile, ...address } = addressBody();
    const answer = await call(t, 'POST', '/order/phone', {
      token: seller,
      body: {
        mobile: newMobile(),
        address,
        meals: [{ meal_id: item.thali, quantity: 1 }],
        dishes: [{ dish_id: item.papad, quantity: 1 }],
      },
    });
    expect(answer.status).toBe(201);
    expect(names(answer.body.data.order as Order)).toEqual([
      [item.thali, 'Roti Thali', 'रोटी थाली'],
      [item.papad, 'Masala Papad', null],
    ]);
  });

  it('are carried by the prep sheet (thalis, dishes inside them, add-ons) and the delivery run', async () => {
    const order = await placeOrder();
    const sheet = (await call(t, 'GET', '/prep-sheet?date=2026-11-26', { token: seller })).body.data as PrepSheetData;
    expect(sheet.thalis.map((line) => [line.name, line.name_hi])).toEqual([['Roti Thali', 'रोटी थाली']]);
    expect(Object.fromEntries(sheet.dishes.map((line) => [line.name, line.name_hi]))).toEqual({
      'Tawa Roti': 'तवा रोटी',
      'Paneer Tikka': 'पनीर टिक्का',
      'Masala Papad': null,
    });
    const run = (await call(t, 'GET', '/delivery-run?date=2026-11-26', { token: seller })).body.data as DeliveryRunData;
    const onRun = run.societies.flatMap((society) => society.towers.flatMap((tower) => tower.orders));
    expect(names(onRun.find((listed) => listed._id === order._id)!)).toContainEqual([
      item.paneer,
      'Paneer Tikka',
      'पनीर टिक्का',
    ]);
  });
});
