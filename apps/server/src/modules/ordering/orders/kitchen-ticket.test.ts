import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@rasoi/domain/api';
import type { KitchenTicket } from '@rasoi/domain/kitchen-ticket';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call } from '../../../../test/api-helpers.ts';
import { newCustomer, setClock } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

/**
 * The kitchen ticket (issue 28 part 4, D111): `GET /order/:id/ticket` answers the order's number, line
 * items, diet notes, society, tower, flat and customer, and one label a box (a unit of a line item), in the
 * caller's language (Hindi item names where the seller gave them); an unknown order, or one awaiting its
 * online payment, is 404 in the caller's language. Runs on SQLite and PostgreSQL.
 */
let t: TestApp;
let seller: string;
let order: Order;

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  // On demand (no slot plan), Thursday 26 November 2026, 08:30 in the kitchen.
  await t.db.deleteFrom('slots').execute();
  await t.db.deleteFrom('slot_plan').execute();
  setClock(t, '2026-11-26T03:00:00.000Z');
  const created = async (path: string, body: Record<string, unknown>, field: 'dish' | 'meal') => {
    const answer = await call(t, 'POST', path, { token: seller, body });
    expect(answer.status).toBe(201);
    return answer.body.data[field]._id as string;
  };
  const roti = await created(
    '/dish',
    { name: 'Tawa Roti', name_hi: 'तवा रोटी', category: 'chapati', selling_price: 10, sub_category: 'regular' },
    'dish',
  );
  const papad = await created(
    '/dish',
    { name: 'Masala Papad', category: 'beverages', selling_price: 30, sub_category: 'addon' },
    'dish',
  );
  const thali = await created(
    '/meal',
    {
      category: 'All In one thali',
      name: 'Roti Thali',
      name_hi: 'रोटी थाली',
      cost_price: 40,
      selling_price: 120,
      actual_price: 160,
      dishes: [roti],
    },
    'meal',
  );
  const customer = await newCustomer(t);
  const answer = await call(t, 'POST', '/order/create-cod-order', {
    token: customer.token,
    body: {
      meals: [{ meal_id: thali, quantity: 2 }],
      dishes: [{ dish_id: papad, quantity: 1 }],
      address: customer.addressId,
      payment_method: 'COD',
      diet: { jain: true, spice: 'less', note: 'No green chilli' },
    },
  });
  expect(answer.status).toBe(201);
  order = answer.body.data.order as Order;
});
afterAll(async () => {
  await t.close();
});

async function ticket(id: string, language: 'en' | 'hi') {
  return call(t, 'GET', `/order/${id}/ticket`, { token: seller, headers: { 'accept-language': language } });
}

describe('the kitchen ticket', () => {
  it('carries the order, its diet notes and where it goes, with a label for each box, in English', async () => {
    const answer = await ticket(order._id, 'en');
    expect(answer.status).toBe(200);
    const data = answer.body.data.ticket as KitchenTicket;
    expect(data).toMatchObject({
      order_id: order._id,
      number: `#${order._id.slice(-4)}`,
      language: 'en',
      placed_at: order.createdAt,
      slot: null,
      customer_name: 'Asha Verma',
      society: 'Green Meadows',
      tower: 'Tower 7',
      flat: 'B-504',
      plan_meal: false,
      diet: ['Jain', 'Less spicy'],
      diet_note: 'No green chilli',
    });
    expect(data.lines.map((line) => [line.kind, line.name, line.quantity])).toEqual([
      ['thali', 'Roti Thali', 2],
      ['dish', 'Masala Papad', 1],
    ]);
    // Two thali plates and one papad: three boxes, numbered across the order.
    expect(data.labels.map((label) => [label.box, label.boxes, label.item])).toEqual([
      [1, 3, 'Roti Thali'],
      [2, 3, 'Roti Thali'],
      [3, 3, 'Masala Papad'],
    ]);
    expect(data.labels[0]).toMatchObject({
      customer_name: 'Asha Verma',
      tower: 'Tower 7',
      flat: 'B-504',
      diet: ['Jain', 'Less spicy'],
    });
  });

  it('is written in Hindi for a Hindi caller, an item without a Hindi name keeping its English one', async () => {
    const data = (await ticket(order._id, 'hi')).body.data.ticket as KitchenTicket;
    expect(data.language).toBe('hi');
    expect(data.lines.map((line) => line.name)).toEqual(['रोटी थाली', 'Masala Papad']);
    expect(data.diet).toEqual(['जैन', 'कम तीखा']);
    expect(data.labels[0]!.item).toBe('रोटी थाली');
  });

  it('is 404 in the caller’s language for an unknown order and for one awaiting its online payment', async () => {
    const unknown = await ticket('0123456789abcdef01234567', 'hi');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 'error', data: 'ऑर्डर नहीं मिला' });
    await t.db.updateTable('orders').set({ status: 'Awaiting Payment' }).where('id', '=', order._id).execute();
    try {
      const unpaid = await ticket(order._id, 'en');
      expect(unpaid.status).toBe(404);
      expect(unpaid.body).toEqual({ status: 'error', data: 'Order not found' });
    } finally {
      await t.db.updateTable('orders').set({ status: 'Preparing' }).where('id', '=', order._id).execute();
    }
  });
});
