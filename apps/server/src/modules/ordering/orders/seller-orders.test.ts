import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@rasoi/domain/api';
import { SELLER_ORDERS_PAGE_MAX, SELLER_ORDERS_PAGE_SIZE, type OrderStatus } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import type { SellerOrdersData } from '@rasoi/domain/seller';
import { localDaysRange } from '@rasoi/domain/time-frame';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { BAD_CURSORS, call } from '../../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder, type TestCustomer } from '../../../../test/orders.ts';
import { seedOrders, seededMealQuantity } from '../../../../test/seed-orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

let t: TestApp;
let seller: string;
let customer: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  customer = await newCustomer(t);
});
afterAll(async () => {
  await t.close();
});

const move = (id: string, status: OrderStatus | string, extra: Record<string, unknown> = {}) =>
  call(t, 'PATCH', `/order/${id}`, { token: seller, body: { status, ...extra } });

describe('PATCH /order/:id (seller)', () => {
  it('moves Preparing -> Out For Delivery -> Delivered, and the customer sees each step', async () => {
    const order = await placeTestOrder(t, customer);
    const ready = await move(order._id, 'Out For Delivery');
    expect(ready).toMatchObject({
      status: 200,
      body: { status: 'success', data: { order: { _id: order._id, status: 'Out For Delivery' } } },
    });
    const seen = await call(t, 'GET', `/order/${order._id}`, { token: customer.token });
    expect(seen.body.data.order.status).toBe('Out For Delivery');
    expect(seen.body.data.order.updatedAt >= order.updatedAt).toBe(true);
    expect((await move(order._id, 'Delivered')).body.data.order.status).toBe('Delivered');
  });

  it('refuses a skip (Preparing -> Delivered) and a step back with 409, changing nothing', async () => {
    const order = await placeTestOrder(t, customer);
    const skip = await move(order._id, 'Delivered');
    expect(skip).toMatchObject({ status: 409, body: { status: 'error', data: m.orderStatusRefused() } });
    expect((await move(order._id, 'Preparing')).status).toBe(409);
    expect((await move(order._id, 'Recieved')).status).toBe(409);
    await move(order._id, 'Out For Delivery');
    expect((await move(order._id, 'Preparing')).status).toBe(409);
    const seen = await call(t, 'GET', `/order/${order._id}`, { token: customer.token });
    expect(seen.body.data.order.status).toBe('Out For Delivery');
  });

  it('refuses every move once Delivered', async () => {
    const order = await placeTestOrder(t, customer);
    await move(order._id, 'Out For Delivery');
    await move(order._id, 'Delivered');
    for (const status of ['Recieved', 'Preparing', 'Out For Delivery', 'Delivered'] as const) {
      expect(await move(order._id, status)).toMatchObject({ status: 409, body: { data: m.orderStatusRefused() } });
    }
  });

  it('lets only one of two simultaneous presses move the order', async () => {
    const order = await placeTestOrder(t, customer);
    const answers = await Promise.all([move(order._id, 'Out For Delivery'), move(order._id, 'Out For Delivery')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it.each([
    ['an unknown status', { status: 'Refunded' }, m.orderStatusRefused()],
    ['no status', {}, m.orderStatusRefused()],
    ['a field the spec does not name', { status: 'Out For Delivery', amount: 1 }, `${m.unknownField()}: amount`],
  ])('refuses %s with 400', async (_case, body, message) => {
    const order = await placeTestOrder(t, customer);
    const answer = await call(t, 'PATCH', `/order/${order._id}`, { token: seller, body });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: message } });
  });

  it('answers 404 for an unknown order', async () => {
    const answer = await move('f'.repeat(24), 'Out For Delivery');
    expect(answer).toMatchObject({ status: 404, body: { status: 'error', data: m.orderNotFound() } });
  });
});

/** GET /order as the seller, with the query as given; answers the page (throws on anything but 200). */
async function page(query = ''): Promise<SellerOrdersData> {
  const answer = await call(t, 'GET', `/order${query}`, { token: seller });
  if (answer.status !== 200) throw new Error(`GET /order${query}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as SellerOrdersData;
}

/** Every page from the first, `limit` at a time (and `extra` query), with a hook between pages. */
async function walk(limit: number, extra = '', between: (pageIndex: number) => Promise<void> = async () => {}) {
  const pages: SellerOrdersData[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?limit=${limit}${extra}${cursor ? `&cursor=${cursor}` : ''}`;
    const next: SellerOrdersData = await page(query);
    pages.push(next);
    cursor = next.nextCursor;
    if (cursor) await between(pages.length);
  } while (cursor);
  return pages;
}

/** The stored orders' ids as the list must give them: newest first by (created_at, id). */
async function storedIdsNewestFirst(status?: OrderStatus): Promise<string[]> {
  let query = t.db.selectFrom('orders').select('id');
  if (status) query = query.where('status', '=', status);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => row.id);
}

const ids = (orders: readonly Order[]) => orders.map((order) => order._id);

describe('GET /order (seller): one page at a time (issue 11, D32)', () => {
  // 1,200 orders, three to an instant, so pages end inside a group of orders created at the same time.
  let seeded: string[] = [];
  beforeAll(async () => {
    seeded = await seedOrders(t.db, 1_200, { sameInstant: 3, days: 30 });
  });

  it(`answers the newest ${SELLER_ORDERS_PAGE_SIZE} orders and a cursor, not the whole history`, async () => {
    const first = await page();
    expect(first.orders).toHaveLength(SELLER_ORDERS_PAGE_SIZE);
    expect(ids(first.orders)).toEqual((await storedIdsNewestFirst()).slice(0, SELLER_ORDERS_PAGE_SIZE));
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it('gives every order exactly once across the pages, newest first, with its own lines', async () => {
    const pages = await walk(7);
    expect(pages.every((p) => p.orders.length <= 7)).toBe(true);
    const listed = pages.flatMap((p) => p.orders);
    expect(ids(listed)).toEqual(await storedIdsNewestFirst());
    expect(pages.at(-1)!.nextCursor).toBeNull();
    const quantityOf = new Map(seeded.map((id, index) => [id, seededMealQuantity(index)]));
    for (const order of listed.filter((o) => quantityOf.has(o._id))) {
      expect(order.meals.map((line) => line.quantity)).toEqual([quantityOf.get(order._id)]);
      expect(order.dishes).toHaveLength(1);
    }
  });

  it('stays stable when orders arrive and move between pages: none twice, none lost, new ones only on top', async () => {
    const before = await storedIdsNewestFirst();
    const placed: string[] = [];
    const pages = await walk(SELLER_ORDERS_PAGE_MAX, '', async (pageIndex) => {
      if (pageIndex > 3) return;
      const order = await placeTestOrder(t, customer);
      placed.push(order._id);
      await move(order._id, 'Out For Delivery');
    });
    expect(placed).toHaveLength(3);
    expect(ids(pages.flatMap((p) => p.orders))).toEqual(before);
    expect((await page()).orders.slice(0, 3).map((order) => order._id)).toEqual(placed.toReversed());
  });

  it('pages one status at a time, and the first page counts every status', async () => {
    const delivered = await walk(SELLER_ORDERS_PAGE_MAX, '&status=Delivered');
    expect(ids(delivered.flatMap((p) => p.orders))).toEqual(await storedIdsNewestFirst('Delivered'));
    // As the web app writes it (URLSearchParams: a space is `+`).
    const out = await page('?status=Out+For+Delivery');
    expect(ids(out.orders)).toEqual((await storedIdsNewestFirst('Out For Delivery')).slice(0, SELLER_ORDERS_PAGE_SIZE));
    const preparing = await page('?status=Preparing');
    expect(preparing.orders.every((order) => order.status === 'Preparing')).toBe(true);
    expect(ids(preparing.orders)).toEqual((await storedIdsNewestFirst('Preparing')).slice(0, SELLER_ORDERS_PAGE_SIZE));

    const all = await storedIdsNewestFirst();
    const active = {
      preparing: (await storedIdsNewestFirst('Preparing')).length,
      outForDelivery: (await storedIdsNewestFirst('Out For Delivery')).length,
      cancelled: (await storedIdsNewestFirst('Cancelled')).length,
    };
    expect(preparing.counts).toEqual({
      ...active,
      delivered: all.length - active.preparing - active.outForDelivery - active.cancelled,
    });
    expect(delivered[0]!.counts).toEqual(preparing.counts);
    expect(delivered[1]!.counts).toBeNull();
  });

  it('keeps the date filter: only the chosen days on the kitchen calendar, paged', async () => {
    const day = (
      await t.db.selectFrom('orders').select('created_at').where('id', '=', seeded[600]!).executeTakeFirstOrThrow()
    ).created_at.slice(0, 10);
    const range = localDaysRange(day, day, t.config.kitchenTimezone);
    const stored = await t.db
      .selectFrom('orders')
      .select('id')
      .where('created_at', '>=', range.start!.toISOString())
      .where('created_at', '<', range.end!.toISOString())
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const onDay = await walk(7, `&startDate=${day}&endDate=${day}`);
    expect(stored.length).toBeGreaterThan(7);
    expect(ids(onDay.flatMap((p) => p.orders))).toEqual(stored.map((row) => row.id));
  });

  it(`never answers more than ${SELLER_ORDERS_PAGE_MAX} orders`, async () => {
    const biggest = await page(`?limit=${SELLER_ORDERS_PAGE_MAX}`);
    expect(biggest.orders).toHaveLength(SELLER_ORDERS_PAGE_MAX);
    const refused = await call(t, 'GET', `/order?limit=${SELLER_ORDERS_PAGE_MAX + 1}`, { token: seller });
    expect(refused).toMatchObject({ status: 400, body: { status: 'error', data: m.pageSizeInvalid() } });
  });

  it.each(BAD_CURSORS)('refuses a bad cursor (%s) with 400', async (_case, cursor) => {
    const answer = await call(t, 'GET', `/order?cursor=${cursor}`, { token: seller });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: m.pageCursorInvalid() } });
  });

  it.each([
    ['a page size of 0', '?limit=0', m.pageSizeInvalid()],
    ['a fractional page size', '?limit=1.5', m.pageSizeInvalid()],
    ['a negative page size', '?limit=-1', m.pageSizeInvalid()],
    ['a page size in words', '?limit=ten', m.pageSizeInvalid()],
    ['an unknown status', '?status=Refunded', m.orderStatusFilter()],
    ['an unknown parameter', '?offset=30', `${m.unknownField()}: offset`],
  ])('refuses %s with 400', async (_case, query, message) => {
    const answer = await call(t, 'GET', `/order${query}`, { token: seller });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: message } });
  });
});
