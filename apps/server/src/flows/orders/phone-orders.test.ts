import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Meal, Order, Slot } from '@rasoi/domain/api';
import { ORDERS_PER_CUSTOMER_PER_MINUTE } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addressBody, call, countRows, logIn, newMobile, readMenu } from '../../../test/api-helpers.ts';
import { newCustomer, setClock } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * Phone orders (issue 14): the kitchen enters an order a customer phoned in, for their mobile number;
 * the customer is made if new (once, even when two such orders race), the order counts against the
 * slot's cap like any other and reads as the kitchen's. Runs on SQLite and PostgreSQL.
 */
let t: TestApp;
let seller: string;
let meal: Meal;

const { reciever_mobile: _mobile, ...ADDRESS } = addressBody();

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  meal = (await readMenu(t)).meals.find((item) => item.is_active && item.is_show)!;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('slots').execute();
  await t.db.deleteFrom('slot_plan').execute();
  setClock(t, '2026-11-26T03:00:00.000Z');
});

const phoneOrder = (body: Record<string, unknown>, options: { token?: string; key?: string } = {}) =>
  call(t, 'POST', '/order/phone', {
    token: options.token ?? seller,
    body: { meals: [{ meal_id: meal._id, quantity: 1 }], ...body },
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });
const usersWith = async (mobile: string) =>
  (await t.db.selectFrom('users').select('id').where('mobile', '=', mobile).execute()).length;

describe('a phone order', () => {
  it('makes a new customer with the address and places the order as the kitchen’s', async () => {
    const mobile = newMobile();
    const placed = await phoneOrder({ mobile, address: ADDRESS });
    expect(placed.status).toBe(201);
    const order = placed.body.data.order as Order;
    expect(order).toMatchObject({
      placed_by: 'kitchen',
      status: 'Preparing',
      couponId: null,
      address: { ...ADDRESS, reciever_mobile: mobile },
      meals: [{ meal: { _id: meal._id }, quantity: 1 }],
    });
    expect(await usersWith(mobile)).toBe(1);

    // The customer sees it as theirs; the seller's list marks it as the kitchen's.
    const customer = await logIn(t, mobile);
    const mine = await call(t, 'GET', '/order/user-orders', { token: customer.token });
    expect(mine.body.data.orders.map((item: Order) => [item._id, item.placed_by])).toEqual([[order._id, 'kitchen']]);
    const list = await call(t, 'GET', '/order?status=Preparing', { token: seller });
    expect(list.body.data.orders.find((item: Order) => item._id === order._id).placed_by).toBe('kitchen');
    // The seller typed it in: it does not ring the new-order alarm as a customer's order does.
    expect(order.acknowledged_at).not.toBeNull();
    // A second phone order with the same address reuses the saved one.
    const again = await phoneOrder({ mobile, address: { ...ADDRESS, society: ` ${ADDRESS.society.toUpperCase()} ` } });
    expect(again.body.data.order.address._id).toBe(order.address._id);
    const addresses = await call(t, 'GET', '/address', { token: customer.token });
    expect(addresses.body.data.addresses).toHaveLength(1);
  });

  it('orders to a saved address of the customer by its id, and to no one else’s', async () => {
    const customer = await newCustomer(t);
    const placed = await phoneOrder({ mobile: customer.mobile, address_id: customer.addressId });
    expect(placed.status).toBe(201);
    expect(placed.body.data.order.placed_by).toBe('kitchen');
    const other = await newCustomer(t);
    expect(await phoneOrder({ mobile: customer.mobile, address_id: other.addressId })).toMatchObject({
      status: 404,
      body: { data: m.addressNotFound() },
    });
    // The customer's own orders stay 'customer'.
    const own = await call(t, 'POST', '/order/create-cod-order', {
      token: customer.token,
      body: { meals: [{ meal_id: meal._id, quantity: 1 }], address: customer.addressId },
    });
    expect(own.body.data.order.placed_by).toBe('customer');
  });

  it('refuses a bad number, an address and an address id together, and a pincode not served', async () => {
    expect((await phoneOrder({ mobile: '12345', address: ADDRESS })).body.data).toBe(m.invalidMobile());
    const customer = await newCustomer(t);
    expect(
      (await phoneOrder({ mobile: customer.mobile, address: ADDRESS, address_id: customer.addressId })).body.data,
    ).toBe(m.phoneOrderAddressRequired());
    expect((await phoneOrder({ mobile: customer.mobile })).body.data).toBe(m.phoneOrderAddressRequired());
    const mobile = newMobile();
    expect(await phoneOrder({ mobile, address: { ...ADDRESS, pincode: '110001' } })).toMatchObject({
      status: 400,
      body: { data: m.notServiceable() },
    });
    // A refused phone order leaves no customer and no address behind.
    expect(
      await phoneOrder({ mobile, address: ADDRESS, meals: [{ meal_id: 'ffffffffffffffffffffffff', quantity: 1 }] }),
    ).toMatchObject({ status: 400, body: { data: m.itemNotFound() } });
    expect(await usersWith(mobile)).toBe(0);
  });

  it('for a new number sent twice at once makes one customer, and a repeated key one order', async () => {
    const mobile = newMobile();
    const [first, second] = await Promise.all([
      phoneOrder({ mobile, address: ADDRESS }, { key: 'phone-a' }),
      phoneOrder({ mobile, address: ADDRESS }, { key: 'phone-b' }),
    ]);
    expect([first!.status, second!.status]).toEqual([201, 201]);
    expect(await usersWith(mobile)).toBe(1);
    expect(first!.body.data.order._id).not.toBe(second!.body.data.order._id);

    const orders = await countRows(t.db, 'orders');
    const replay = await phoneOrder({ mobile, address: ADDRESS }, { key: 'phone-a' });
    expect(replay.status).toBe(200);
    expect(replay.body.data.order._id).toBe(first!.body.data.order._id);
    expect(await countRows(t.db, 'orders')).toBe(orders);
  });

  it('counts against the slot’s cap like any order', async () => {
    const plan = {
      name: 'Lunch',
      weekdays: [3],
      order_by: '10:30',
      delivery_from: '12:30',
      delivery_to: '14:00',
      capacity: 2,
    };
    await call(t, 'POST', '/slot-plan', { token: seller, body: { slots: [plan] } });
    const [lunch] = (await call(t, 'GET', '/slots?date=2026-11-26')).body.data.slots as Slot[];
    const placed = await phoneOrder({
      mobile: newMobile(),
      address: ADDRESS,
      meals: [{ meal_id: meal._id, quantity: 2 }],
      slot_id: lunch!._id,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data.order.slot).toMatchObject({ _id: lunch!._id, name: 'Lunch' });
    const customer = await newCustomer(t);
    const late = await call(t, 'POST', '/order/create-cod-order', {
      token: customer.token,
      body: { meals: [{ meal_id: meal._id, quantity: 1 }], address: customer.addressId, slot_id: lunch!._id },
    });
    expect(late.status).toBe(409);
    expect(late.body.data).toMatch(/^Lunch is full for today\./);
    // A phone order is refused the same way.
    const refused = await phoneOrder({ mobile: newMobile(), address: ADDRESS, slot_id: lunch!._id });
    expect(refused.status).toBe(409);
  });

  it('keeps the customer’s order-rate limit', async () => {
    const mobile = newMobile();
    for (let i = 0; i < ORDERS_PER_CUSTOMER_PER_MINUTE; i += 1) {
      expect((await phoneOrder({ mobile, address: ADDRESS })).status).toBe(201);
    }
    expect(await phoneOrder({ mobile, address: ADDRESS })).toMatchObject({
      status: 429,
      body: { data: m.tooManyOrders() },
    });
  });

  it('is the seller’s alone: a customer gets 403 and no customer is made', async () => {
    const customer = await newCustomer(t);
    const mobile = newMobile();
    expect((await phoneOrder({ mobile, address: ADDRESS }, { token: customer.token })).status).toBe(403);
    expect(await usersWith(mobile)).toBe(0);
  });
});
