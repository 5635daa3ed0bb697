import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addressBody, call, countRows } from '../../test/api-helpers.ts';
import { newCustomer, type TestCustomer } from '../../test/orders.ts';
import { findOrCreateSeller } from '../../test/sellers.ts';

let t: TestApp;
let customer: TestCustomer;
let seller: { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  customer = await newCustomer(t);
  seller = await findOrCreateSeller(t);
});
afterAll(async () => {
  await t.close();
});

const refused = { status: 400, body: { status: 'error', data: m.invalidRequest() } };

describe('NUL characters (found by the fuzz run: a 500 on PostgreSQL)', () => {
  it('are refused in a body text, on both engines alike, and nothing is stored', async () => {
    const [addresses, dishes] = [await countRows(t.db, 'addresses'), await countRows(t.db, 'dishes')];
    const address = await call(t, 'POST', '/address', {
      token: customer.token,
      body: addressBody({ reciever_name: 'Asha\u0000' }),
    });
    expect(address).toMatchObject(refused);
    const dish = await call(t, 'POST', '/dish', {
      token: seller.token,
      body: { name: 'Dal\u0000', selling_price: 60, category: 'rice', sub_category: 'regular' },
    });
    expect(dish).toMatchObject(refused);
    expect(await countRows(t.db, 'addresses')).toBe(addresses);
    expect(await countRows(t.db, 'dishes')).toBe(dishes);
  });

  it('are refused in a key, a query value and a header', async () => {
    const orders = await countRows(t.db, 'orders');
    const key = await call(t, 'POST', '/order/create-cod-order', {
      token: customer.token,
      body: { address: customer.addressId, meals: [], 'x\u0000': 1 },
    });
    expect(key).toMatchObject(refused);
    expect(await call(t, 'GET', '/stats?timeFrame=1%00', { token: seller.token })).toMatchObject(refused);
    const header = await call(t, 'POST', '/order/create-cod-order', {
      token: customer.token,
      headers: { 'idempotency-key': 'k\u0000' },
      body: { address: customer.addressId, meals: [] },
    });
    expect(header).toMatchObject(refused);
    expect(await countRows(t.db, 'orders')).toBe(orders);
  });
});
