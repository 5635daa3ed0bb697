import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { DEFAULT_SMS_HOURLY_BUDGET } from '@rasoi/domain/constants';
import { loadConfig } from '../src/config.ts';
import { connectDatabase } from '../src/db/connect.ts';
import type { Database } from '../src/db/schema.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';

const USAGE =
  'Usage: npm run crash-test [-- --customers 40 --loops 8 --kill-after 150]  ' +
  '(PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL is set)';

/**
 * `npm run crash-test` (issue 7): proves an acknowledged order is never lost or doubled when the server
 * dies. For each engine (SQLite in a temp folder; PostgreSQL in a fresh database when a URL is set) it
 * starts the real server, creates customers with addresses through the API, places orders from several
 * concurrent loops (each request with its own Idempotency-Key; some orders use a scratched coupon),
 * SIGKILLs the server mid-run, restarts it, retries every unacknowledged request with the same key,
 * and then checks the database: every acknowledged order stored exactly once, no order lines without
 * an order, no order without lines, no coupon used by no order. Prints the figures; exits 1 on a loss,
 * a duplicate or a half-stored order.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { customers: { type: 'string' }, loops: { type: 'string' }, 'kill-after': { type: 'string' } },
    strict: true,
  });
  const options = {
    customers: Number(values.customers ?? 40),
    loops: Number(values.loops ?? 8),
    killAfter: Number(values['kill-after'] ?? 150),
  };
  if (!Object.values(options).every((n) => Number.isInteger(n) && n > 0) || options.customers < options.loops) {
    console.error(USAGE);
    process.exit(1);
  }
  const results: Result[] = [await crashTest('sqlite', options)];
  const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (postgresUrl) results.push(await crashTest('postgres', options, postgresUrl));
  else console.info('PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to a postgres:// URL to run it too');

  console.info('\nengine    acknowledged  found  lost  duplicated  retried  half-stored');
  for (const r of results) {
    console.info(
      `${r.engine.padEnd(9)} ${String(r.acknowledged).padStart(12)} ${String(r.found).padStart(6)} ${String(r.lost).padStart(5)}` +
        ` ${String(r.duplicated).padStart(11)} ${String(r.retried).padStart(8)} ${String(r.halfStored).padStart(12)}`,
    );
  }
  const bad = results.some((r) => r.lost > 0 || r.duplicated > 0 || r.halfStored > 0 || r.unanswered > 0);
  process.exit(bad ? 1 : 0);
}

type Result = {
  engine: 'sqlite' | 'postgres';
  acknowledged: number;
  found: number;
  lost: number;
  duplicated: number;
  retried: number;
  /** Order lines without an order, orders without lines, coupons used by no order. */
  halfStored: number;
  /** Retried requests that still got no order. */
  unanswered: number;
};

type Customer = { mobile: string; token: string; addressId: string; ip: string; placed: number };
/** One order request: its customer and key; `orderId` once a 200/201 answer arrived. */
type Attempt = { customer: Customer; key: string; couponId: string | null; orderId?: string };

const PIN = '2468';
const SELLER = '9000000009';
/** Each customer places at most this many orders before the kill, so no retry meets the 10-a-minute limit. */
const ORDERS_PER_CUSTOMER = 8;

async function crashTest(
  engine: 'sqlite' | 'postgres',
  options: { customers: number; loops: number; killAfter: number },
  adminUrl?: string,
): Promise<Result> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rasoi-crash-${engine}-`));
  let databaseUrl = '';
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    const name = `rasoi_crash_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl!, `create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(adminUrl!, `drop database ${name} with (force)`);
  }
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: 'true',
    // One code per customer: the kitchen's hourly SMS budget must not be what stops a large run.
    SMS_HOURLY_BUDGET: String(Math.max(DEFAULT_SMS_HOURLY_BUDGET, options.customers)),
    SELLER_MOBILE: SELLER,
    SELLER_PIN: PIN,
    LOG_LEVEL: 'warn',
  };
  console.info(`\n[${engine}] starting the server`);
  let server = await startServerProcess(env);
  try {
    const customers = await createCustomers(server, options.customers);
    const mealId = await firstActiveMeal(server.url);
    console.info(`[${engine}] ${customers.length} customers with addresses; ${options.loops} loops placing orders`);

    const attempts: Attempt[] = [];
    let stop = false;
    const acknowledged = () => attempts.filter((a) => a.orderId).length;
    const loops = Array.from({ length: options.loops }, (_, loop) =>
      orderLoop(
        server.url,
        customers.filter((_, i) => i % options.loops === loop),
        mealId,
        attempts,
        () => stop,
      ),
    );
    // Kill mid-run: once enough orders are acknowledged, with requests from every loop in flight.
    while (acknowledged() < options.killAfter && attempts.length < customers.length * ORDERS_PER_CUSTOMER) {
      await sleep(5);
    }
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(loops);
    await server.exited;
    const acked = attempts.filter((a) => a.orderId);
    const unacked = attempts.filter((a) => !a.orderId);
    console.info(
      `[${engine}] SIGKILL after ${acked.length} acknowledged orders; ${unacked.length} requests unanswered`,
    );

    server = await startServerProcess(env);
    let unanswered = 0;
    let storedBeforeKill = 0;
    await Promise.all(
      unacked.map(async (attempt) => {
        const answer = await placeOrder(server.url, attempt, mealId);
        if (answer.ok) attempt.orderId = answer.orderId;
        else unanswered += 1;
        if (answer.ok && answer.replayed) storedBeforeKill += 1;
      }),
    );
    console.info(
      `[${engine}] restarted; retried ${unacked.length} with their keys: ${storedBeforeKill} had been stored before the ` +
        `kill (answered as replays), ${unacked.length - storedBeforeKill - unanswered} placed now, ${unanswered} unanswered`,
    );
    server.child.kill('SIGTERM');
    await server.exited;

    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const db = connectDatabase(config);
    try {
      const check = await checkDatabase(db, acked, attempts);
      console.info(
        `[${engine}] acknowledged ${acked.length}, found ${check.found}, lost ${check.lost}, duplicated ${check.duplicated}; ` +
          `order lines without an order ${check.orphanLines}, orders without lines ${check.ordersWithoutLines}, ` +
          `coupons used by no order ${check.couponsUsedByNoOrder}; coupons used ${check.couponsUsed}; ` +
          `durability: ${check.durability}`,
      );
      return {
        engine,
        acknowledged: acked.length,
        found: check.found,
        lost: check.lost,
        duplicated: check.duplicated,
        retried: unacked.length,
        halfStored: check.orphanLines + check.ordersWithoutLines + check.couponsUsedByNoOrder,
        unanswered,
      };
    } finally {
      await db.destroy();
    }
  } finally {
    server.child.kill('SIGKILL');
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Places orders for its own customers one after another until stopped; every third uses a scratched coupon. */
async function orderLoop(
  url: string,
  customers: Customer[],
  mealId: string,
  attempts: Attempt[],
  stopped: () => boolean,
): Promise<void> {
  for (let round = 0; round < ORDERS_PER_CUSTOMER; round += 1) {
    for (const customer of customers) {
      if (stopped()) return;
      let couponId: string | null = null;
      if (round % 3 === 2) couponId = await scratchACoupon(url, customer).catch(() => null);
      if (stopped()) return;
      const attempt: Attempt = { customer, key: randomUUID(), couponId };
      attempts.push(attempt);
      const answer = await placeOrder(url, attempt, mealId, 1);
      if (answer.ok) attempt.orderId = answer.orderId;
      else if (!answer.unreachable) throw new Error(`order refused: ${answer.text}`);
      else return;
    }
  }
}

/**
 * Sends one order request (its key and coupon fixed) and waits out a 429; `tries` 1 means one
 * connection attempt (the server may be dead), else it keeps trying until the server answers.
 */
async function placeOrder(
  url: string,
  attempt: Attempt,
  mealId: string,
  tries = 50,
): Promise<{ ok: true; orderId: string; replayed: boolean } | { ok: false; unreachable: boolean; text: string }> {
  for (let i = 0; i < tries; i += 1) {
    let response: Response;
    try {
      response = await fetch(`${url}/api/v1/order/create-cod-order`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${attempt.customer.token}`,
          'content-type': 'application/json',
          'idempotency-key': attempt.key,
          'x-forwarded-for': attempt.customer.ip,
        },
        body: JSON.stringify({
          meals: [{ meal_id: mealId, quantity: 3 }],
          address: attempt.customer.addressId,
          payment_method: 'COD',
          ...(attempt.couponId ? { couponId: attempt.couponId } : {}),
        }),
      });
    } catch {
      if (tries === 1) return { ok: false, unreachable: true, text: 'unreachable' };
      await sleep(200);
      continue;
    }
    const text = await response.text();
    if (response.status === 200 || response.status === 201) {
      attempt.customer.placed += 1;
      const orderId = (JSON.parse(text) as { data: { order: { _id: string } } }).data.order._id;
      return { ok: true, orderId, replayed: response.status === 200 };
    }
    if (response.status !== 429) return { ok: false, unreachable: false, text: `${response.status} ${text}` };
    await sleep(2_000);
  }
  return { ok: false, unreachable: true, text: 'gave up' };
}

/** Scratches one of the customer's unused, unexpired coupons and returns its id (null if none). */
async function scratchACoupon(url: string, customer: Customer): Promise<string | null> {
  const headers = { authorization: `Bearer ${customer.token}`, 'x-forwarded-for': customer.ip };
  const list = (await (await fetch(`${url}/api/v1/coupon`, { headers })).json()) as {
    data: { coupons: { _id: string; is_used: boolean }[] };
  };
  const coupon = list.data.coupons.find((c) => !c.is_used);
  if (!coupon) return null;
  const scratched = await fetch(`${url}/api/v1/coupon/${coupon._id}`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ is_scratched: true }),
  });
  return scratched.ok ? coupon._id : null;
}

/** Logs customers in through the API (codes read from the console SMS gateway's lines) and adds an address each. */
async function createCustomers(server: ServerProcess, count: number): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let i = 0; i < count; i += 1) {
    const mobile = `98${String(process.pid % 1000).padStart(3, '0')}${String(i).padStart(5, '0')}`;
    // Each customer from an address of its own (TRUST_PROXY): the per-address code limit is 20 an hour.
    const ip = `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const json = { 'content-type': 'application/json', 'x-forwarded-for': ip };
    const sent = await fetch(`${server.url}/api/v1/auth/send-otp`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ mobile }),
    });
    if (!sent.ok) throw new Error(`send-otp failed: ${await sent.text()}`);
    const code = await codeFor(server, mobile);
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ mobile, otp: code }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const address = await fetch(`${server.url}/api/v1/address`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({
        reciever_name: `Crash Test ${i}`,
        reciever_mobile: mobile,
        flat_number: `A-${i}`,
        tower_number: 'Tower 1',
        society: 'Green Meadows',
        locality: 'Indirapuram',
        pincode: '201009',
      }),
    });
    const addressId = ((await address.json()) as { data: { address: { _id: string } } }).data.address._id;
    customers.push({ mobile, token, addressId, ip, placed: 0 });
  }
  return customers;
}

async function codeFor(server: ServerProcess, mobile: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const codes = [...server.output().matchAll(new RegExp(`\\[sms\\] to ${mobile}: .*?(\\d{4})`, 'g'))];
    if (codes.length > 0) return codes.at(-1)![1]!;
    await sleep(20);
  }
  throw new Error(`no code printed for ${mobile}`);
}

async function firstActiveMeal(url: string): Promise<string> {
  const meals = (await (await fetch(`${url}/api/v1/meal`)).json()) as {
    data: { meals: { _id: string; is_active: boolean }[] };
  };
  return meals.data.meals.find((meal) => meal.is_active)!._id;
}

/** What the database holds after the crash and the retries, compared with what clients were told. */
async function checkDatabase(db: Kysely<Database>, acked: Attempt[], attempts: Attempt[]) {
  const orders = await db.selectFrom('orders').select(['id', 'user_id', 'idempotency_key']).execute();
  const byId = new Set(orders.map((order) => order.id));
  const perKey = new Map<string, number>();
  for (const order of orders) {
    if (order.idempotency_key) perKey.set(order.idempotency_key, (perKey.get(order.idempotency_key) ?? 0) + 1);
  }
  const found = acked.filter((a) => byId.has(a.orderId!)).length;
  // Doubled: a key with more than one order, or an order no request of this run accounts for.
  const keys = new Set(attempts.map((a) => a.key));
  const duplicated =
    [...perKey.values()].reduce((sum, n) => sum + (n - 1), 0) +
    orders.filter((order) => !order.idempotency_key || !keys.has(order.idempotency_key)).length;
  const count = async (query: ReturnType<typeof sql<{ n: number | string }>>) =>
    Number((await query.execute(db)).rows[0]?.n ?? 0);
  const orphanLines =
    (await count(sql`select count(*) as n from order_meals where order_id not in (select id from orders)`)) +
    (await count(sql`select count(*) as n from order_dishes where order_id not in (select id from orders)`));
  const ordersWithoutLines = await count(sql`select count(*) as n from orders o
    where not exists (select 1 from order_meals m where m.order_id = o.id)
      and not exists (select 1 from order_dishes d where d.order_id = o.id)`);
  const couponsUsedByNoOrder = await count(sql`select count(*) as n from coupons c
    where c.is_used = 1 and (c.used_by_order_id is null or c.used_by_order_id not in (select id from orders)
      or not exists (select 1 from orders o where o.id = c.used_by_order_id and o.coupon_id = c.id))`);
  const couponsUsed = await count(sql`select count(*) as n from coupons where is_used = 1`);
  const durability = db.getExecutor().adapter.constructor.name.includes('Postgres')
    ? `synchronous_commit=${String((await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db)).rows[0]?.synchronous_commit)}`
    : `journal_mode=${String((await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)).rows[0]?.journal_mode)}, synchronous=${String((await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]?.synchronous)} (2 = FULL)`;
  return {
    found,
    lost: acked.length - found,
    duplicated,
    orphanLines,
    ordersWithoutLines,
    couponsUsedByNoOrder,
    couponsUsed,
    durability,
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
