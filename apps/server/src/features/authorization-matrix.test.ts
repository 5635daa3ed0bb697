import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '@rasoi/domain/constants';
import { newId } from '../lib/crypto.ts';
import { buildTestApp, UNREACHABLE_PUSH_ORIGIN, type TestApp } from '../test/build-test-app.ts';
import { addressBody, call, logIn, newMobile, newRemoteAddress, readMenu, type Answer } from '../test/api-helpers.ts';
import { newCustomer, placeTestOrder, type TestCustomer } from '../test/orders.ts';
import { newTestSubscription } from '../test/push-service.ts';
import { findOrCreateSeller, sellerLogIn, TEST_SELLER_PIN } from '../test/sellers.ts';
import { setKitchenOpen } from './kitchen/kitchen-queries.ts';
import { insertCoupon } from './coupons/coupon-queries.ts';

/**
 * Who may call what (DECISIONS.md 1, issue 3): one row per route of the real app, one expected status
 * per caller. Customer B probes customer A's order, address and coupon; B must learn nothing (404).
 * A route the app registers under /api/v1 without a row here fails the test, and so does a row
 * naming a route the app does not have.
 */
type Caller = 'anonymous' | 'customerA' | 'customerB' | 'seller';
const CALLERS: Caller[] = ['anonymous', 'customerA', 'customerB', 'seller'];

type Fixtures = {
  a: TestCustomer;
  b: TestCustomer;
  seller: { token: string; mobile: string };
  /** A's orders: one for reading, one per caller that may move it (only the seller can). */
  orderOfA: string;
  orderToMove: string;
  couponOfA: string;
  dish: string;
  meal: string;
  mealToDelete: string;
  png: Buffer;
};

type Row = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The route as registered, under /api/v1. */
  route: string;
  /** The URL to call (defaults to the route), and the JSON body. */
  url?: (f: Fixtures) => string;
  body?: (f: Fixtures) => unknown;
  /** Send a one-image multipart form instead of JSON. */
  upload?: true;
  /** Use a second session of each caller (for logout, which ends the session it is called with). */
  spareSession?: true;
  expect: Record<Caller, number>;
};

const open = (status: number) => ({ anonymous: status, customerA: status, customerB: status, seller: status });
const loggedIn = (status: number) => ({ anonymous: 401, customerA: status, customerB: status, seller: status });
const sellerOnly = (status: number) => ({ anonymous: 401, customerA: 403, customerB: 403, seller: status });

const ROWS: Row[] = [
  // auth: open to everyone; what they answer depends on the body, not the caller
  { method: 'POST', route: '/auth/send-otp', body: () => ({ mobile: newMobile() }), expect: open(200) },
  { method: 'POST', route: '/auth/login', body: () => ({ mobile: newMobile(), otp: '1234' }), expect: open(400) },
  {
    method: 'POST',
    route: '/auth/seller-login',
    body: (f) => ({ mobile: f.seller.mobile, pin: TEST_SELLER_PIN }),
    expect: open(200),
  },
  { method: 'POST', route: '/auth/logout', body: () => ({}), spareSession: true, expect: loggedIn(200) },
  // the menu and the kitchen state: anyone may read
  { method: 'GET', route: '/meal', expect: open(200) },
  { method: 'GET', route: '/dish', expect: open(200) },
  { method: 'GET', route: '/kitchen', expect: open(200) },
  // a customer's own things
  { method: 'GET', route: '/users/profile', expect: loggedIn(200) },
  { method: 'GET', route: '/address', expect: loggedIn(200) },
  { method: 'POST', route: '/address', body: () => addressBody(), expect: loggedIn(201) },
  { method: 'GET', route: '/order/user-orders', expect: loggedIn(200) },
  {
    method: 'POST',
    route: '/order/create-cod-order',
    // Everyone orders to A's address: only A may.
    body: (f) => ({ meals: [{ meal_id: f.meal, quantity: 2 }], address: f.a.addressId }),
    expect: { anonymous: 401, customerA: 201, customerB: 404, seller: 404 },
  },
  {
    method: 'GET',
    route: '/order/:id',
    url: (f) => `/order/${f.orderOfA}`,
    expect: { anonymous: 401, customerA: 200, customerB: 404, seller: 200 },
  },
  { method: 'GET', route: '/coupon', expect: loggedIn(200) },
  {
    method: 'PATCH',
    route: '/coupon/:id',
    url: (f) => `/coupon/${f.couponOfA}`,
    body: () => ({ is_scratched: true }),
    expect: { anonymous: 401, customerA: 200, customerB: 404, seller: 404 },
  },
  // live updates and web push (issue 5): the stream takes a ticket, never a bearer token, so without
  // one it refuses everyone alike
  { method: 'POST', route: '/events/ticket', expect: loggedIn(200) },
  { method: 'GET', route: '/events', expect: open(401) },
  { method: 'GET', route: '/notification/vapid-public-key', expect: open(200) },
  {
    method: 'POST',
    route: '/notification/save-fcm-token',
    body: () => ({ fcmToken: newTestSubscription(`${UNREACHABLE_PUSH_ORIGIN}/send/${newId()}`).subscription }),
    expect: loggedIn(200),
  },
  // the seller's calls
  { method: 'GET', route: '/order', expect: sellerOnly(200) },
  { method: 'GET', route: '/coupon/summary', expect: sellerOnly(200) },
  {
    method: 'PATCH',
    route: '/order/:id',
    url: (f) => `/order/${f.orderToMove}`,
    body: () => ({ status: 'Out For Delivery' }),
    expect: sellerOnly(200),
  },
  { method: 'GET', route: '/users', expect: sellerOnly(200) },
  { method: 'GET', route: '/stats', url: () => '/stats?timeFrame=2', expect: sellerOnly(200) },
  { method: 'POST', route: '/meal', body: (f) => mealBody(f.dish), expect: sellerOnly(201) },
  {
    method: 'PATCH',
    route: '/meal/:id',
    url: (f) => `/meal/${f.meal}`,
    body: () => ({ tag: 'quick' }),
    expect: sellerOnly(200),
  },
  { method: 'DELETE', route: '/meal/:id', url: (f) => `/meal/${f.mealToDelete}`, expect: sellerOnly(200) },
  { method: 'POST', route: '/dish', body: () => dishBody(), expect: sellerOnly(201) },
  {
    method: 'PATCH',
    route: '/dish/:id',
    url: (f) => `/dish/${f.dish}`,
    body: () => ({ is_show: true }),
    expect: sellerOnly(200),
  },
  { method: 'POST', route: '/kitchen/close', expect: sellerOnly(200) },
  { method: 'POST', route: '/assets/upload', upload: true, expect: sellerOnly(201) },
];

let t: TestApp;
let f: Fixtures;
let tokens: Record<Exclude<Caller, 'anonymous'>, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const [a, b] = [await newCustomer(t), await newCustomer(t)];
  const seller = await findOrCreateSeller(t);
  const menu = await readMenu(t);
  const meal = menu.meals.find((m) => m.is_active)!._id;
  const couponOfA = newId();
  await insertCoupon(t.db, {
    id: couponOfA,
    user_id: a.userId,
    name: 'RASOI10',
    off: 10,
    expires_at: '2999-01-01T00:00:00.000Z',
    is_used: 0,
    is_scratched: 0,
    description_text: 'Upto 20% Off',
    won_with_order_id: null,
    used_by_order_id: null,
    created_at: new Date().toISOString(),
  });
  const created = await call(t, 'POST', '/meal', { token: seller.token, body: mealBody(menu.dishes[0]!._id) });
  f = {
    a,
    b,
    seller,
    orderOfA: (await placeTestOrder(t, a))._id,
    orderToMove: (await placeTestOrder(t, a))._id,
    couponOfA,
    dish: menu.dishes[0]!._id,
    meal,
    mealToDelete: created.body.data.meal._id,
    png: await sharp({ create: { width: 40, height: 40, channels: 3, background: 'orange' } })
      .png()
      .toBuffer(),
  };
  tokens = { customerA: a.token, customerB: b.token, seller: seller.token };
});
afterAll(async () => {
  await t.close();
});

describe('the authorization matrix', () => {
  it('has exactly one row per route the app registers under /api/v1', () => {
    const registered = t.app.routeTable
      .filter((route) => route.url.startsWith(`${API_BASE_PATH}/`) && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.slice(API_BASE_PATH.length)}`)
      .sort();
    const rows = ROWS.map((row) => `${row.method} ${row.route}`).sort();
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows).toEqual(registered);
  });

  it.each(ROWS.map((row) => [`${row.method} ${row.route}`, row] as const))('%s', async (_name, row) => {
    const seen: Partial<Record<Caller, number>> = {};
    // The seller goes last: a refused call changes nothing, the seller's may (a status move, a delete).
    for (const caller of CALLERS) {
      const answer = await send(row, caller);
      seen[caller] = answer.status;
      if (answer.status >= 400) expect(answer.body).toEqual({ status: 'error', data: expect.any(String) });
      else expect(answer.body).toMatchObject({ status: 'success' });
    }
    expect(seen).toEqual(row.expect);
    await setKitchenOpen(t.db, true, new Date());
  });
});

async function send(row: Row, caller: Caller): Promise<Answer> {
  let token = caller === 'anonymous' ? undefined : tokens[caller];
  if (row.spareSession && caller !== 'anonymous') {
    token =
      caller === 'seller'
        ? (await sellerLogIn(t, f.seller.mobile)).token
        : (await logIn(t, caller === 'customerA' ? f.a.mobile : f.b.mobile)).token;
  }
  const url = row.url?.(f) ?? row.route;
  if (row.upload) {
    const boundary = 'matrix-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      f.png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: row.method,
      url: `${API_BASE_PATH}${url}`,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload,
    });
    return { status: response.statusCode, headers: response.headers, body: response.json() };
  }
  const body = row.body?.(f);
  return call(t, row.method, url, {
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
    remoteAddress: newRemoteAddress(),
  });
}

function mealBody(dishId: string) {
  return {
    category: 'Mini Thali',
    name: 'Matrix Thali',
    cost_price: 50,
    selling_price: 120,
    actual_price: 150,
    dishes: [dishId],
  };
}

function dishBody() {
  return { name: 'Matrix Dal', selling_price: 60, category: 'sabzi-gravy', sub_category: 'regular' };
}
