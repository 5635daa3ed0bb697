import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMERS_PAGE_SIZE, SELLER_ORDERS_PAGE_MAX } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import type { SellerUser, SellerUsersData } from '@rasoi/domain/seller';
import { localDaysRange } from '@rasoi/domain/time-frame';
import { toStoredTime } from '../../../db/values.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { BAD_CURSORS, call } from '../../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder } from '../../../../test/orders.ts';
import { seedOrders } from '../../../../test/seed-orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

let t: TestApp;
let seller: string;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  // 120 customers who registered over 400 days, three at each instant so pages end inside a group that
  // shares a creation time, with two years of orders (summed days) and one placed today (a live day).
  const now = t.clock.now().getTime();
  const users = Array.from({ length: 120 }, (_, i) => ({
    id: randomBytes(12).toString('hex'),
    mobile: `6${String(i).padStart(9, '0')}`,
    role: 'customer' as const,
    pin_hash: null,
    created_at: toStoredTime(new Date(now - 400 * DAY_MS + Math.floor(i / 3) * 10 * DAY_MS)),
  }));
  await t.db.insertInto('users').values(users).execute();
  await seedOrders(t.db, 900, { now: t.clock.now(), days: 730, userIds: users.slice(0, 90).map((u) => u.id) });
  await placeTestOrder(t, await newCustomer(t));
});
afterAll(async () => {
  await t.close();
});

/** GET /users as the seller with the query as given; the page (throws on anything but 200). */
async function page(query = ''): Promise<SellerUsersData> {
  const answer = await call(t, 'GET', `/users${query}`, { token: seller });
  if (answer.status !== 200) throw new Error(`${query}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as SellerUsersData;
}

/** Every page from the first, `limit` at a time, with `extra` query parameters. */
async function walk(limit: number, extra = ''): Promise<SellerUsersData[]> {
  const pages: SellerUsersData[] = [];
  let cursor: string | null = null;
  do {
    const next: SellerUsersData = await page(`?limit=${limit}${extra}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(next);
    cursor = next.nextCursor;
  } while (cursor);
  return pages;
}

/** The customers as the list must give them, counted from every order: newest first by (created_at, id). */
async function storedCustomers(range: { start: Date | null; end: Date | null } = { start: null, end: null }) {
  let query = t.db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.mobile',
      'users.created_at',
      eb.selectFrom('orders').whereRef('orders.user_id', '=', 'users.id').select(eb.fn.countAll().as('n')).as('orders'),
    ])
    .where('role', '=', 'customer');
  if (range.start) query = query.where('created_at', '>=', toStoredTime(range.start));
  if (range.end) query = query.where('created_at', '<', toStoredTime(range.end));
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row): SellerUser => ({
    _id: row.id,
    mobile: row.mobile,
    createdAt: row.created_at,
    orderCount: Number(row.orders),
  }));
}

describe('GET /users (seller): one page at a time (issue 17)', () => {
  it(`answers a call without a cursor with the newest ${CUSTOMERS_PAGE_SIZE} customers and a cursor`, async () => {
    const first = await page();
    expect(first.users).toEqual((await storedCustomers()).slice(0, CUSTOMERS_PAGE_SIZE));
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it('gives every customer exactly once across the pages, newest first, each with all their orders counted', async () => {
    const pages = await walk(7);
    expect(pages.every((p) => p.users.length <= 7)).toBe(true);
    const listed = pages.flatMap((p) => p.users);
    expect(listed).toEqual(await storedCustomers());
    expect(listed.some((user) => user.orderCount > 5)).toBe(true);
    expect(pages.at(-1)!.nextCursor).toBeNull();
  });

  it('pages within a registration range the same way', async () => {
    const from = new Date(t.clock.now().getTime() - 300 * DAY_MS).toISOString().slice(0, 10);
    const to = new Date(t.clock.now().getTime() - 100 * DAY_MS).toISOString().slice(0, 10);
    const expected = await storedCustomers(localDaysRange(from, to, t.config.kitchenTimezone));
    expect(expected.length).toBeGreaterThan(7);
    const pages = await walk(7, `&startDate=${from}&endDate=${to}`);
    expect(pages.flatMap((p) => p.users)).toEqual(expected);
  });

  it.each(BAD_CURSORS)('refuses a bad cursor (%s) with 400', async (_case, cursor) => {
    const answer = await call(t, 'GET', `/users?cursor=${cursor}`, { token: seller });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: m.pageCursorInvalid() } });
  });

  it.each([
    ['a page size of 0', '?limit=0', m.pageSizeInvalid()],
    ['a page size over the most', `?limit=${SELLER_ORDERS_PAGE_MAX + 1}`, m.pageSizeInvalid()],
    ['an unknown parameter', '?offset=50', `${m.unknownField()}: offset`],
  ])('refuses %s with 400', async (_case, query, message) => {
    const answer = await call(t, 'GET', `/users${query}`, { token: seller });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: message } });
  });
});
