import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { API_BASE_PATH } from '@rasoi/domain/constants';
import { contractEntries } from '@rasoi/domain/contract';
import type { Database } from '../../src/db/schema.ts';
import { startSession } from '../../src/modules/customers/auth/start-session.ts';
import { addAddress, call, logIn, readMenu } from '../api-helpers.ts';
import type { TestApp } from '../build-test-app.ts';
import { placeTestOrder } from '../orders.ts';
import { findOrCreateSeller } from '../sellers.ts';
import { newId } from '../../src/lib/crypto.ts';
import { insertCoupon } from '../../src/modules/ordering/coupons/coupon-queries.ts';
import { csvHeader } from '../../src/modules/bills/bills-csv.ts';
import type { FuzzCaller, FuzzFixtures, FuzzRequest } from './fuzz-requests.ts';
import { dateAfter } from '@rasoi/domain/slot-dates';

/** The first eight bytes of every PNG file. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * Runs fuzz requests against a test app and checks what every answer must satisfy (issue 7):
 * no 5xx; a refusal is `{status:'error', data: string}`, a success `{status:'success', ...}`;
 * and a refused call writes nothing: the row count of every table is the same before and after.
 */

/**
 * Tables that exist to record refused attempts, so a refusal legitimately adds a row there:
 * the seller's counted PIN tries (D27) and the per-number count of wrong one-time codes (docs/security.md).
 */
export const FAILURE_LEDGER_TABLES = new Set(['seller_pin_tries', 'otp_wrong_tries']);

/** The statuses each route of the contract table may answer, by `METHOD /api/v1/path`. */
const CONTRACT_STATUSES = new Map(
  contractEntries.map((entry) => [
    `${entry.method} ${API_BASE_PATH}${entry.path}`,
    new Set(Object.keys(entry.responses).map(Number)),
  ]),
);

/** Sessions and ids the requests use. */
export type FuzzWorld = {
  t: TestApp;
  fixtures: FuzzFixtures;
  tokens: Record<Exclude<FuzzCaller, 'anonymous'>, string>;
  users: { customer: string; seller: string };
  /** The /api/v1 routes, as `METHOD /api/v1/path`. */
  routes: string[];
  tables: string[];
  /** Row counts after the last request. */
  counts: Record<string, number>;
  /** The HTTP status of the last request. */
  lastStatus: number;
};

/** A broken rule: which request, and what was wrong. */
export type FuzzFailure = { request: FuzzRequest; status: number; problem: string; body: string };

/** Every route the app registered under /api/v1 (HEAD twins left out), as `METHOD /api/v1/path`. */
export function apiRoutes(app: FastifyInstance): string[] {
  return [
    ...new Set(
      app.routeTable
        .filter((route) => route.url.startsWith(`${API_BASE_PATH}/`) && route.method !== 'HEAD')
        .map((route) => `${route.method} ${route.url}`),
    ),
  ].sort();
}

/** Creates a customer with an address, an order and a coupon, and a seller, through the real endpoints. */
export async function prepareFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const customer = await logIn(t);
  const addressId = await addAddress(t, customer.token);
  const seller = await findOrCreateSeller(t);
  const menu = await readMenu(t);
  const order = await placeTestOrder(t, { token: customer.token, addressId });
  const couponId = newId();
  await insertCoupon(t.db, {
    id: couponId,
    user_id: customer.userId,
    name: 'RASOI10',
    off: 10,
    expires_at: '2999-01-01T00:00:00.000Z',
    is_used: 0,
    is_scratched: 1,
    description_text: 'Upto 20% Off',
    won_with_order_id: null,
    used_by_order_id: null,
    created_at: new Date().toISOString(),
  });
  const spare = await call(t, 'POST', '/meal', {
    token: seller.token,
    body: { category: 'Mini Thali', name: 'Fuzz Thali', cost_price: 50, selling_price: 120, actual_price: 150 },
  });
  // A meal slot every day (issue 14), so the slot routes meet a real one: tomorrow's, always ahead.
  const lunch = { name: 'Fuzz lunch', weekdays: [0, 1, 2, 3, 4, 5, 6], capacity: 500 };
  const times = { order_by: '10:30', delivery_from: '12:30', delivery_to: '14:00' };
  await call(t, 'POST', '/slot-plan', { token: seller.token, body: { slots: [{ ...lunch, ...times }] } });
  const today = (await call(t, 'GET', '/slots')).body.data.date as string;
  const tomorrow = await call(t, 'GET', `/slots?date=${dateAfter(today, 1)}`);
  // A tiffin plan in that slot (issue 26), so the plan routes meet a real one.
  const slotEntryId = (await call(t, 'GET', '/slot-plan', { token: seller.token })).body.data.slots[0]._id as string;
  const plan = await call(t, 'POST', '/plans', {
    token: seller.token,
    body: {
      name: 'Fuzz tiffin',
      meal_id: null,
      slot_id: slotEntryId,
      weekdays: [0, 1, 2, 3, 4],
      meal_price_paise: 9_000,
    },
  });
  // The fuzz customer's subscription to it from its first day (issue 26, D91), for the subscription routes.
  const subscribed = await call(t, 'POST', '/subscriptions', {
    token: customer.token,
    body: {
      plan_id: plan.body.data.plan._id as string,
      start_day: plan.body.data.plan.next_start.date as string,
      tiffins: 1,
      address_id: addressId,
      pay: 'prepaid',
    },
  });
  const tables = await tableNames(t.db, t.engine);
  const world: FuzzWorld = {
    t,
    fixtures: {
      orderId: order._id,
      couponId,
      mealId: menu.meals.find((meal) => meal.is_active)!._id,
      spareMealId: spare.body.data.meal._id as string,
      dishId: (menu.dishes.find((dish) => dish.is_active && dish.is_show) ?? menu.dishes[0]!)._id,
      addressId,
      customerMobile: customer.mobile,
      customerId: customer.userId,
      sellerMobile: seller.mobile,
      slotId: tomorrow.body.data.slots[0]._id as string,
      slotEntryId,
      planId: plan.body.data.plan._id as string,
      subscriptionId: subscribed.body.data.subscription._id as string,
    },
    tokens: { customer: customer.token, seller: seller.token, forged: 'F'.repeat(43) },
    users: { customer: customer.userId, seller: seller.userId },
    routes: apiRoutes(t.app),
    tables,
    counts: {},
    lastStatus: 0,
  };
  world.counts = await rowCounts(t.db, tables);
  return world;
}

/** Sends one request and checks it; returns the broken rule or null. Keeps `world.counts` current. */
export async function checkRequest(world: FuzzWorld, request: FuzzRequest): Promise<FuzzFailure | null> {
  const { t } = world;
  const headers = { ...request.headers };
  if (request.caller !== 'anonymous') headers.authorization = `Bearer ${world.tokens[request.caller]}`;
  const before = world.counts;
  let response;
  try {
    response = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      remoteAddress: request.remoteAddress,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
  } catch (error) {
    return { request, status: 0, problem: `inject threw: ${String(error)}`, body: '' };
  }
  const after = await rowCounts(t.db, world.tables);
  world.counts = after;
  const status = response.statusCode;
  world.lastStatus = status;
  const fail = (problem: string): FuzzFailure => ({ request, status, problem, body: response.body.slice(0, 300) });

  if (status >= 200 && status < 300 && request.route.endsWith(' /api/v1/auth/logout')) {
    // A successful logout ended the caller's session: give the caller a new one.
    if (request.caller === 'customer' || request.caller === 'seller') {
      world.tokens[request.caller] = await startSession(
        t.db,
        world.users[request.caller],
        t.clock.now(),
        request.caller,
      );
      world.counts = await rowCounts(t.db, world.tables);
    }
  }

  if (status >= 500) return fail('server error');
  // The contract table lists every status a route answers (issue 12): the fuzz finds the ones it forgot.
  if (!CONTRACT_STATUSES.get(request.route)?.has(status)) {
    return fail(`answered ${status}, which the contract table does not list for the route`);
  }
  // The menu picture (issue 15, D58) answers PNG bytes, not JSON.
  if (status === 200 && response.headers['content-type'] === 'image/png') {
    return response.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE) ? null : fail('image/png answer is not a PNG');
  }
  // The account statement as a PDF (issue 26, D93): bytes that start as a PDF does.
  if (status === 200 && response.headers['content-type'] === 'application/pdf') {
    const text = decoded(response.rawPayload, response.headers['content-encoding']);
    return text.startsWith('%PDF-') ? null : fail('application/pdf answer is not a PDF');
  }
  // The bills export (issue 28, D108) answers CSV: its header row (RFC 4180 line ends), then rows.
  if (status === 200 && String(response.headers['content-type']).startsWith('text/csv')) {
    const text = decoded(response.rawPayload, response.headers['content-encoding']);
    return text.startsWith(csvHeader()) ? null : fail('text/csv answer does not start with the header row');
  }
  let body: unknown;
  try {
    body = JSON.parse(decoded(response.rawPayload, response.headers['content-encoding']));
  } catch {
    return fail('answer is not JSON');
  }
  if (status >= 400) {
    if (!isFailureEnvelope(body)) return fail('refusal not in the {status:"error", data: string} envelope');
    const changed = world.tables.filter((table) => !FAILURE_LEDGER_TABLES.has(table) && before[table] !== after[table]);
    if (changed.length > 0) {
      return fail(
        `refused call changed row counts: ${changed.map((c) => `${c} ${before[c]}->${after[c]}`).join(', ')}`,
      );
    }
  } else if (!(typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'success')) {
    return fail('success not in the {status:"success"} envelope');
  }
  return null;
}

/** The answer's text, decompressed when the request's Accept-Encoding got it compressed. */
function decoded(raw: Buffer, encoding: unknown): string {
  switch (encoding) {
    case 'gzip':
      return gunzipSync(raw).toString('utf8');
    case 'deflate':
      return inflateSync(raw).toString('utf8');
    case 'br':
      return brotliDecompressSync(raw).toString('utf8');
    default:
      return raw.toString('utf8');
  }
}

function isFailureEnvelope(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const keys = Object.keys(body).sort();
  const { status, data } = body as { status?: unknown; data?: unknown };
  return keys.join(',') === 'data,status' && status === 'error' && typeof data === 'string' && data.length > 0;
}

/** The app's tables in the test's database (its own schema on PostgreSQL), migration bookkeeping left out. */
async function tableNames(db: Kysely<Database>, engine: 'sqlite' | 'postgres'): Promise<string[]> {
  const rows =
    engine === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.rows
    .map((row) => row.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
}

/** Every table's row count in one query. */
export async function rowCounts(db: Kysely<Database>, tables: string[]): Promise<Record<string, number>> {
  const selects = tables.map((table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`);
  const result = await sql<Record<string, number | string>>`select ${sql.join(selects)}`.execute(db);
  const row = result.rows[0] ?? {};
  return Object.fromEntries(tables.map((table) => [table, Number(row[table] ?? 0)]));
}

/** One line describing a failure, for test messages and the fuzz script's report. */
export function describeFailure(failure: FuzzFailure): string {
  const { request } = failure;
  const payload =
    request.payload === undefined
      ? ''
      : ` body=${JSON.stringify(String(typeof request.payload === 'string' ? request.payload : request.payload.toString('latin1')).slice(0, 200))}`;
  return (
    `${failure.problem}: ${request.method} ${request.url.slice(0, 200)} as ${request.caller} -> ${failure.status} ` +
    `${failure.body}${payload} headers=${JSON.stringify(request.headers).slice(0, 200)}`
  );
}
