import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrdersData } from '@rasoi/domain/api';
import { MY_ORDERS_PAGE_SIZE, SELLER_ORDERS_PAGE_MAX } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { BAD_CURSORS, call } from '../../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder, type TestCustomer } from '../../../../test/orders.ts';
import { seedOrders, seededMealQuantity } from '../../../../test/seed-orders.ts';

let t: TestApp;
let me: TestCustomer;
let other: TestCustomer;
let mine: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  me = await newCustomer(t);
  other = await newCustomer(t);
  // A long history: 130 of my orders, three to an instant so pages end inside a group of orders created at
  // the same time, and as many of another customer's in between.
  const now = t.clock.now();
  mine = await seedOrders(t.db, 130, { now, days: 400, sameInstant: 3, userIds: [me.userId] });
  await seedOrders(t.db, 130, { now, days: 400, sameInstant: 3, userIds: [other.userId] });
});
afterAll(async () => {
  await t.close();
});

/** GET /order/user-orders as `who` with the query as given; the page (throws on anything but 200). */
async function page(query = '', who: TestCustomer = me): Promise<OrdersData> {
  const answer = await call(t, 'GET', `/order/user-orders${query}`, { token: who.token });
  if (answer.status !== 200) throw new Error(`${query}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as OrdersData;
}

/** Every page from the first, `limit` at a time, with a hook between pages. */
async function walk(limit: number, between: () => Promise<void> = async () => {}): Promise<OrdersData[]> {
  const pages: OrdersData[] = [];
  let cursor: string | null = null;
  do {
    const next: OrdersData = await page(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(next);
    cursor = next.nextCursor;
    if (cursor) await between();
  } while (cursor);
  return pages;
}

/** The customer's stored order ids as the list must give them: newest first by (created_at, id). */
async function storedIds(userId: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

const ids = (orders: readonly Order[]) => orders.map((order) => order._id);

describe('GET /order/user-orders: one page at a time (issue 17)', () => {
  it(`answers a call without a cursor (an app from before paging) with the newest ${MY_ORDERS_PAGE_SIZE} orders`, async () => {
    const first = await page();
    expect(ids(first.orders)).toEqual((await storedIds(me.userId)).slice(0, MY_ORDERS_PAGE_SIZE));
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it("gives every one of the caller's orders exactly once across the pages, newest first, with its lines", async () => {
    const pages = await walk(7);
    expect(pages.every((p) => p.orders.length <= 7)).toBe(true);
    const listed = pages.flatMap((p) => p.orders);
    expect(ids(listed)).toEqual(await storedIds(me.userId));
    expect(pages.at(-1)!.nextCursor).toBeNull();
    const quantityOf = new Map(mine.map((id, index) => [id, seededMealQuantity(index)]));
    for (const order of listed) expect(order.meals.map((line) => line.quantity)).toEqual([quantityOf.get(order._id)]);
  });

  it('keeps the pages whole while the customer places an order meanwhile: it sorts above them', async () => {
    const before = await storedIds(me.userId);
    let placed: Order | null = null;
    const pages = await walk(40, async () => {
      placed ??= await placeTestOrder(t, me);
    });
    expect(ids(pages.flatMap((p) => p.orders))).toEqual(before);
    expect((await page('?limit=1')).orders.map((order) => order._id)).toEqual([placed!._id]);
  });

  it("answers another customer's cursor with the caller's own orders only", async () => {
    const theirs = await page('?limit=5', other);
    const answer = await page(`?limit=${SELLER_ORDERS_PAGE_MAX}&cursor=${theirs.nextCursor}`);
    const own = new Set(await storedIds(me.userId));
    expect(answer.orders.length).toBeGreaterThan(0);
    expect(answer.orders.every((order) => own.has(order._id))).toBe(true);
  });

  it('answers an empty last page to a new customer', async () => {
    const fresh = await newCustomer(t);
    expect(await page('', fresh)).toEqual({ orders: [], nextCursor: null });
  });

  it.each(BAD_CURSORS)('refuses a bad cursor (%s) with 400', async (_case, cursor) => {
    const answer = await call(t, 'GET', `/order/user-orders?cursor=${cursor}`, { token: me.token });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: m.pageCursorInvalid() } });
  });

  it.each([
    ['a page size of 0', '?limit=0', m.pageSizeInvalid()],
    ['a page size over the most', `?limit=${SELLER_ORDERS_PAGE_MAX + 1}`, m.pageSizeInvalid()],
    ['a page size in words', '?limit=ten', m.pageSizeInvalid()],
    ['an unknown parameter', '?offset=20', `${m.unknownField()}: offset`],
  ])('refuses %s with 400', async (_case, query, message) => {
    const answer = await call(t, 'GET', `/order/user-orders${query}`, { token: me.token });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: message } });
  });
});
