import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meal, Order } from '@rasoi/domain/api';
import { DIET_NOTE_MAX } from '@rasoi/domain/constants';
import { NO_DIET } from '@rasoi/domain/diet';
import { m } from '@rasoi/domain/i18n/messages';
import type { DeliveryRunData, PrepSheetData, SellerOrdersData } from '@rasoi/domain/seller';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { addressBody, call, countRows, newMobile, readMenu } from '../../../../test/api-helpers.ts';
import { newCustomer, setClock, type TestCustomer } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

/**
 * Diet notes per order (issue 15, D55): the customer's notes are stored with the order, answered to the
 * customer and the seller (list, delivery run), counted per order on the prep sheet without cancelled
 * orders; a note too long or with markup is refused and nothing is stored. Runs on SQLite and PostgreSQL.
 */
let t: TestApp;
let seller: string;
let meal: Meal;

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  meal = (await readMenu(t)).meals.find((item) => item.is_active && item.is_show)!;
  // Thursday 26 November 2026, 08:30 in the kitchen; no slot plan: orders are cooked on demand today.
  setClock(t, '2026-11-26T03:00:00.000Z');
});
afterAll(async () => {
  await t.close();
});

const order = (customer: TestCustomer, diet?: unknown, quantity = 1) =>
  call(t, 'POST', '/order/create-cod-order', {
    token: customer.token,
    body: {
      meals: [{ meal_id: meal._id, quantity }],
      address: customer.addressId,
      ...(diet === undefined ? {} : { diet }),
    },
  });

async function placed(customer: TestCustomer, diet?: unknown, quantity = 1): Promise<Order> {
  const answer = await order(customer, diet, quantity);
  expect(answer.status).toBe(201);
  return answer.body.data.order as Order;
}

async function seller_<T>(path: string): Promise<T> {
  const answer = await call(t, 'GET', path, { token: seller });
  expect(answer.status).toBe(200);
  return answer.body.data as T;
}

describe('diet notes on an order', () => {
  let jain: Order;
  let plain: Order;

  beforeAll(async () => {
    jain = await placed(await newCustomer(t), { jain: true, spice: 'less', note: '  No green chilli please ' }, 3);
    plain = await placed(await newCustomer(t));
    await placed(await newCustomer(t), { jain: true, no_onion_garlic: true, less_oil: true });
    // Cancelled: not cooked, so not counted.
    const cancelled = await placed(await newCustomer(t), { jain: true, spice: 'spicy', note: 'gone' });
    await t.db.updateTable('orders').set({ status: 'Cancelled' }).where('id', '=', cancelled._id).execute();
  });

  it('are answered with the order as given, the note trimmed; an order without them asks for nothing', async () => {
    expect(jain.diet).toEqual({ ...NO_DIET, jain: true, spice: 'less', note: 'No green chilli please' });
    expect(plain.diet).toEqual(NO_DIET);
  });

  it("reach the seller's list and the delivery run", async () => {
    const list = await seller_<SellerOrdersData>('/order?status=Preparing');
    expect(list.orders.find((item) => item._id === jain._id)?.diet.note).toBe('No green chilli please');
    const run = await seller_<DeliveryRunData>('/delivery-run');
    const inRun = run.societies.flatMap((society) => society.towers.flatMap((tower) => tower.orders));
    expect(inRun.find((item) => item._id === jain._id)?.diet).toMatchObject({ jain: true, spice: 'less' });
  });

  it('are counted per order on the prep sheet, cancelled orders left out', async () => {
    const sheet = await seller_<PrepSheetData>('/prep-sheet');
    expect(sheet.orders).toBe(3);
    expect(sheet.diet).toEqual({
      jain: 2,
      no_onion_garlic: 1,
      less_oil: 1,
      spice_less: 1,
      spice_medium: 0,
      spice_spicy: 0,
      notes: 1,
    });
  });

  it('count nothing on a day without orders', async () => {
    const sheet = await seller_<PrepSheetData>('/prep-sheet?date=2026-11-27');
    expect(sheet.diet).toEqual({
      jain: 0,
      no_onion_garlic: 0,
      less_oil: 0,
      spice_less: 0,
      spice_medium: 0,
      spice_spicy: 0,
      notes: 0,
    });
  });
});

describe('diet notes that are refused', () => {
  const refusals: [string, unknown, string][] = [
    ['a note over its length', { note: 'a'.repeat(DIET_NOTE_MAX + 1) }, m.dietNoteTooLong()],
    ['a note with markup', { jain: true, note: '<img src=x onerror=alert(1)>' }, m.dietNoteMarkup()],
    ['a note on two lines', { note: 'one\ntwo' }, m.dietNoteMarkup()],
    ['an unknown note', { vegan: true }, `${m.unknownField()}: diet.vegan`],
    ['an unknown spice level', { spice: 'fiery' }, m.dietSpiceInvalid()],
  ];
  it.each(refusals)('%s: 400 with its sentence, and no order stored', async (_name, diet, message) => {
    const customer = await newCustomer(t);
    const before = await countRows(t.db, 'orders');
    const answer = await order(customer, diet);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ status: 'error', data: message });
    expect(await countRows(t.db, 'orders')).toBe(before);
  });
});

describe('diet notes on a phone order', () => {
  it('are stored as the kitchen entered them', async () => {
    const { reciever_mobile: _mobile, ...address } = addressBody();
    const answer = await call(t, 'POST', '/order/phone', {
      token: seller,
      body: {
        mobile: newMobile(),
        address,
        meals: [{ meal_id: meal._id, quantity: 1 }],
        diet: { no_onion_garlic: true, spice: 'medium' },
      },
    });
    expect(answer.status).toBe(201);
    expect((answer.body.data.order as Order).diet).toEqual({ ...NO_DIET, no_onion_garlic: true, spice: 'medium' });
  });

  it('with markup are refused like the customer’s', async () => {
    const { reciever_mobile: _mobile, ...address } = addressBody();
    const answer = await call(t, 'POST', '/order/phone', {
      token: seller,
      body: { mobile: newMobile(), address, meals: [{ meal_id: meal._id, quantity: 1 }], diet: { note: 'a<b>' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBe(m.dietNoteMarkup());
  });
});
