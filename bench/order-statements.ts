/**
 * SQL statements per placed order (issue 17), not part of `npm run bench`: `node --import tsx
 * bench/order-statements.ts [pg-url]` (default BENCH_PG_URL or postgres://postgres@127.0.0.1:5432/test;
 * `sqlite` instead of a URL counts on SQLite). Builds the real app in this process on a fresh database
 * (the test app: apps/server/test/build-test-app.ts), places ORDERS orders through `POST
 * /api/v1/order/create-cod-order` one at a time (each from a customer of its own, with an Idempotency-Key),
 * and counts every statement sent to the database during them: the session lookup, the idempotency
 * lookup, the transaction with its BEGIN and COMMIT, the events' reads and NOTIFY. Prints the count per
 * order and each distinct statement with its count.
 */
import pg from 'pg';
import type { TestCustomer } from '@rasoi/server/test/orders';
import { PG_ADMIN_URL } from './lib/fixtures.ts';

const ORDERS = 20;
const target = process.argv[2] ?? PG_ADMIN_URL;
const onPostgres = target !== 'sqlite';
process.env.TEST_DB_ENGINE = onPostgres ? 'postgres' : 'sqlite';
if (onPostgres) process.env.TEST_DATABASE_URL = target;

// Imported after the environment is set: the test app reads it when it builds.
const { buildTestApp } = await import('@rasoi/server/test/build-test-app');
const { newCustomer } = await import('@rasoi/server/test/orders');
const { call, readMenu } = await import('@rasoi/server/test/api-helpers');

type Counter = { on: boolean; byText: Map<string, number> };
const counter: Counter = { on: false, byText: new Map() };
const count = (text: unknown) => {
  if (!counter.on) return;
  const key = (typeof text === 'string' ? text : String((text as { text?: string })?.text ?? text)).slice(0, 160);
  counter.byText.set(key, (counter.byText.get(key) ?? 0) + 1);
};

// Every statement goes through pg.Client#query (the pool's clients and the LISTEN connection alike).
const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  count(args[0]);
  return (pgQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const t = await buildTestApp();
if (!onPostgres) {
  // SQLite: every statement Kysely runs goes through the driver's executeQuery.
  const executor = t.db.getExecutor();
  const provideConnection = executor.provideConnection.bind(executor);
  const counted = new WeakSet<object>();
  executor.provideConnection = (consumer) =>
    provideConnection((connection) => {
      if (!counted.has(connection)) {
        counted.add(connection);
        const executeQuery = connection.executeQuery.bind(connection);
        connection.executeQuery = (query) => {
          count(query.sql);
          return executeQuery(query);
        };
      }
      return consumer(connection);
    });
}
try {
  const meal = (await readMenu(t)).meals.find((item: { is_active: boolean }) => item.is_active)!;
  const customers: TestCustomer[] = [];
  for (let i = 0; i < ORDERS + 1; i += 1) customers.push(await newCustomer(t));
  const place = async (customer: TestCustomer, key: string) => {
    const answer = await call(t, 'POST', '/order/create-cod-order', {
      token: customer.token,
      headers: { 'idempotency-key': key },
      body: { meals: [{ meal_id: meal._id, quantity: 1 }], address: customer.addressId, payment_method: 'COD' },
    });
    if (answer.status !== 201) throw new Error(`order failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  };
  // One order first, so what runs once per process (prepared statements, caches) is not counted.
  await place(customers[0]!, 'warm');
  await new Promise((resolve) => setTimeout(resolve, 200));
  counter.on = true;
  for (let i = 1; i <= ORDERS; i += 1) await place(customers[i]!, `count-${i}`);
  // The events' reads and the NOTIFY run after the answer: let them finish before counting stops.
  await new Promise((resolve) => setTimeout(resolve, 300));
  counter.on = false;
} finally {
  await t.close();
}

const total = [...counter.byText.values()].reduce((sum, n) => sum + n, 0);
console.info(
  `${onPostgres ? 'PostgreSQL' : 'SQLite'}: ${(total / ORDERS).toFixed(2)} statements per order (${total} for ${ORDERS} orders)`,
);
for (const [text, n] of [...counter.byText].sort((a, b) => b[1] - a[1])) {
  console.info(`${(n / ORDERS).toFixed(2).padStart(6)}  ${text.replace(/\s+/g, ' ')}`);
}
