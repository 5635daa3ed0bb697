/**
 * Order placement (issue 6, issue 17): orders per second at 32 connections through the real server, on
 * SQLite and then on PostgreSQL (a fresh database of its own), with p50/p99, the server's resident memory
 * and CPU milliseconds per stored order (its process CPU time over the timed run, from /proc), a check
 * that every acknowledged order (201) is stored exactly once, and the ratio to the same placement
 * (placeOrder: the same transaction, then the same post-commit work) run in a loop in this process
 * without HTTP, in the same run. On PostgreSQL, `pgbench -b tpcb-like` at the same 32 clients against the
 * same server in the same run is the baseline. Targets: SQLite >= 1,000 orders/s, p99 <= 50 ms, RSS <=
 * 200 MB; PostgreSQL >= 60% of pgbench's tps, p99 <= 50 ms.
 */
import { createWhatsAppSender } from '@rasoi/server/modules/live/whatsapp/whatsapp-sender';
import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Config } from '@rasoi/server/config';
import type { Database } from '@rasoi/server/db/schema';
import { createGroupCommit } from '@rasoi/server/db/group-commit';
import { startOrderEventHub } from '@rasoi/server/modules/live/events/order-event-hub';
import { createPushSender } from '@rasoi/server/modules/live/notifications/push-sender';
import { loadVapidKeys } from '@rasoi/server/modules/live/notifications/vapid-keys';
import { seedKitchenSettings } from '@rasoi/server/modules/kitchen/kitchen/kitchen-settings-queries';
import { startKitchenSettingsStore } from '@rasoi/server/modules/kitchen/kitchen/kitchen-settings-store';
import { placeOrder } from '@rasoi/server/flows/orders/place-order';
import {
  benchConfig,
  createCustomers,
  createPgDatabase,
  orderableLines,
  benchEngines,
  prepareDatabase,
  type BenchCustomer,
} from './lib/fixtures.ts';
import { cpuMsOf } from './lib/cpu.ts';
import { runLoad } from './lib/load.ts';
import { runPgbench, type PgbenchResult } from './lib/pgbench.ts';
import { machine, ms, pct, printFigures, type Figure } from './lib/report.ts';
import { mb, sampleRss, startRasoi, tempDir } from './lib/server.ts';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
// The per-customer order limit (about 10 a minute) must never be what the bench measures:
// spread the orders over enough customers that each places only a few.
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
const ORDER_PATH = '/api/v1/order/create-cod-order';

type Lines = Awaited<ReturnType<typeof orderableLines>>;

export type PlacementResult = {
  engine: 'sqlite' | 'postgres';
  ordersPerSecond: number;
  seconds: number;
  p50: number;
  p99: number;
  acknowledged: number;
  stored: number;
  distinctStored: number;
  otherStatuses: Record<string, number>;
  errors: number;
  directPerSecond: number;
  /** Why placements without HTTP failed, one message per failure (none expected). */
  directFailures: string[];
  rssPeak: number;
  /** The server process's CPU time (user + system) over the timed run per stored order, in ms. */
  cpuMsPerOrder: number;
  /** Baseline: the bench process's CPU time per order placed without HTTP (same placeOrder), in ms. */
  directCpuMsPerOrder: number;
  /** PostgreSQL only: pgbench tpcb-like at the same connections, same server, same run. */
  pgbench?: PgbenchResult;
};

/** PostgreSQL's order placement must reach this share of pgbench's tps (issue 17). */
export const PGBENCH_SHARE_TARGET = 0.6;

export async function benchOrderPlacement(): Promise<PlacementResult[]> {
  // BENCH_ENGINES=sqlite skips PostgreSQL (e.g. while tuning).
  const results: PlacementResult[] = [];
  for (const engine of await benchEngines()) results.push(await placementOn(engine));
  return finish(results);
}

function finish(results: PlacementResult[]): PlacementResult[] {
  for (const result of results) report(result);
  return results;
}

async function placementOn(engine: 'sqlite' | 'postgres'): Promise<PlacementResult> {
  const dataDir = tempDir(`orders-${engine}`);
  const pgDatabase = engine === 'postgres' ? await createPgDatabase(`rasoi_bench_${process.pid}`) : undefined;
  try {
    const config = benchConfig(dataDir, pgDatabase?.url);
    let db = await prepareDatabase(config);
    const customers = await createCustomers(db, CUSTOMERS);
    const lines = await orderableLines(db);
    await db.destroy();

    const server = await startRasoi({ dataDir, ...(pgDatabase ? { databaseUrl: pgDatabase.url } : {}) });
    let http;
    let rssPeak;
    let cpuMs = 0;
    try {
      const warm = await httpOrders(server.url, customers, lines, 'warm', WARMUP_SECONDS);
      // The timed run sends a fixed number of orders (about SECONDS at the warm-up's pace) and waits for
      // every answer, so no order is stored whose answer the count missed.
      const amount = Math.max(CONNECTIONS * 10, Math.round(warm.requestsPerSecond * SECONDS));
      const rss = sampleRss(server.pid);
      const cpuBefore = cpuMsOf(server.pid);
      http = await httpOrders(server.url, customers, lines, 'run', SECONDS, amount);
      cpuMs = cpuMsOf(server.pid) - cpuBefore;
      rssPeak = rss.stop().peak;
    } finally {
      await server.stop();
    }

    db = (await import('@rasoi/server/db/connect')).connectDatabase(config);
    try {
      const stored = await db
        .selectFrom('orders')
        .select([sql<number>`count(*)`.as('rows'), sql<number>`count(distinct idempotency_key)`.as('keys')])
        .where('idempotency_key', 'like', 'run-%')
        .executeTakeFirstOrThrow();
      const direct = await directOrders(db, config, customers, lines, SECONDS);
      // After the placement runs, not beside them: the baseline must not share the machine with them.
      // BENCH_PGBENCH=off skips it (e.g. while profiling the server's CPU per order, which it does not touch).
      const pgbench =
        engine === 'postgres' && process.env.BENCH_PGBENCH !== 'off'
          ? await runPgbench({ clients: CONNECTIONS, seconds: SECONDS })
          : undefined;
      const { ['201']: acknowledged = 0, ...otherStatuses } = http.statuses;
      return {
        engine,
        ordersPerSecond: acknowledged / http.seconds,
        seconds: http.seconds,
        p50: http.p50,
        p99: http.p99,
        acknowledged,
        stored: Number(stored.rows),
        distinctStored: Number(stored.keys),
        otherStatuses,
        errors: http.errors + http.timeouts,
        directPerSecond: direct.perSecond,
        directFailures: direct.failures,
        directCpuMsPerOrder: direct.cpuMsPerOrder,
        rssPeak,
        cpuMsPerOrder: cpuMs / Math.max(1, Number(stored.rows)),
        ...(pgbench ? { pgbench } : {}),
      };
    } finally {
      await db.destroy();
    }
  } finally {
    await pgDatabase?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Places orders over HTTP, each from the next customer in turn with a fresh Idempotency-Key. */
async function httpOrders(
  url: string,
  customers: BenchCustomer[],
  lines: Lines,
  prefix: string,
  seconds: number,
  amount?: number,
) {
  let next = 0;
  return runLoad({
    url: `${url}${ORDER_PATH}`,
    connections: CONNECTIONS,
    seconds,
    ...(amount ? { amount } : {}),
    method: 'POST',
    setupRequest: (request) => {
      const n = next++;
      const customer = customers[n % customers.length]!;
      return {
        ...request,
        method: 'POST',
        path: ORDER_PATH,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${customer.token}`,
          'idempotency-key': `${prefix}-${n}`,
        },
        body: JSON.stringify({ ...lines, address: customer.addressId, payment_method: 'COD' }),
      };
    },
  });
}

/**
 * The same placement without HTTP: placeOrder in CONNECTIONS concurrent loops for `seconds`; orders per
 * second, this process's CPU milliseconds per placed order (user + system over the loops: the baseline
 * for the server's CPU per order), and the message of every placement that failed.
 */
async function directOrders(
  db: Kysely<Database>,
  config: Config,
  customers: BenchCustomer[],
  lines: Lines,
  seconds: number,
): Promise<{ perSecond: number; cpuMsPerOrder: number; failures: string[] }> {
  const log = silentLogger();
  const orderEvents = await startOrderEventHub({ db, config, log });
  const push = createPushSender({
    db,
    vapid: await loadVapidKeys(db, config, new Date()),
    log,
    transport: {},
  });
  // The kitchen has no WhatsApp settings here: the sender sends nothing, as in the server the bench compares with.
  const whatsapp = createWhatsAppSender({ db, config, log });
  await seedKitchenSettings(db, config, new Date());
  const kitchenSettings = await startKitchenSettingsStore({ db, config, log });
  const ctx = {
    db,
    config,
    groupCommit: createGroupCommit(db),
    kitchenSettings,
    now: () => new Date(),
    orderEvents,
    push,
    whatsapp,
  };
  let next = 0;
  let placed = 0;
  const failures: string[] = [];
  const until = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const n = next++;
      const customer = customers[n % customers.length]!;
      try {
        await placeOrder({
          ctx,
          userId: customer.userId,
          request: { ...lines, address: customer.addressId, payment_method: 'COD' },
          idempotencyKey: `direct-${n}`,
        });
        placed += 1;
      } catch (error) {
        // Counted and reported, never thrown: a loop that stopped early would leave the others using a
        // database handle that is about to close.
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  const cpuBefore = process.cpuUsage();
  try {
    await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  } finally {
    await push.idle();
    await orderEvents.close();
    await kitchenSettings.close();
  }
  const cpu = process.cpuUsage(cpuBefore);
  return { perSecond: placed / seconds, cpuMsPerOrder: (cpu.user + cpu.system) / 1000 / Math.max(1, placed), failures };
}

function report(result: PlacementResult): void {
  const exactlyOnce = result.stored === result.acknowledged && result.distinctStored === result.stored;
  const ratio = result.ordersPerSecond / result.directPerSecond;
  const onSqlite = result.engine === 'sqlite';
  const pgbenchShare = result.pgbench ? result.ordersPerSecond / result.pgbench.tps : undefined;
  const others = Object.entries(result.otherStatuses)
    .map(([code, count]) => `${code}: ${count}`)
    .join(', ');
  const figures: Figure[] = [
    { name: 'machine', value: machine() },
    {
      name: 'orders per second (HTTP)',
      value: `${result.ordersPerSecond.toFixed(0)} (${result.acknowledged} in ${result.seconds.toFixed(1)} s)`,
      ...(onSqlite ? { target: '>= 1000', met: result.ordersPerSecond >= 1000 } : {}),
    },
    { name: 'p50', value: ms(result.p50) },
    ...(result.pgbench && pgbenchShare !== undefined
      ? [
          {
            name: `pgbench tpcb-like (scale ${result.pgbench.scale}, ${result.pgbench.clients} clients, -j 2)`,
            value: `${result.pgbench.tps.toFixed(0)} tps in ${result.pgbench.seconds} s`,
          },
          {
            name: 'orders/s as a share of pgbench',
            value: pct(pgbenchShare),
            target: `>= ${pct(PGBENCH_SHARE_TARGET)}`,
            met: pgbenchShare >= PGBENCH_SHARE_TARGET,
          },
        ]
      : []),
    { name: 'p99', value: ms(result.p99), target: '<= 50 ms', met: result.p99 <= 50 },
    {
      name: 'server CPU per stored order',
      value: `${result.cpuMsPerOrder.toFixed(2)} ms; without HTTP ${result.directCpuMsPerOrder.toFixed(2)} ms (${(result.cpuMsPerOrder / result.directCpuMsPerOrder).toFixed(2)}×)`,
    },
    {
      name: 'acknowledged (201) / stored rows',
      value: `${result.acknowledged} / ${result.stored} (${result.distinctStored} distinct keys)`,
      target: 'equal',
      met: exactlyOnce,
    },
    {
      name: 'other answers / errors',
      value: `${others || 'none'} / ${result.errors}`,
      target: 'none / 0',
      met: others === '' && result.errors === 0,
    },
    { name: 'same placement without HTTP', value: `${result.directPerSecond.toFixed(0)} orders/s` },
    {
      name: 'failures without HTTP',
      value:
        result.directFailures.length === 0
          ? 'none'
          : `${result.directFailures.length}, first: ${result.directFailures[0]}`,
      target: 'none',
      met: result.directFailures.length === 0,
    },
    { name: 'ratio HTTP / without HTTP', value: pct(ratio) },
    {
      name: 'server RSS under load (peak)',
      value: mb(result.rssPeak),
      ...(onSqlite ? { target: '<= 200 MB', met: result.rssPeak <= 200 * 1024 * 1024 } : {}),
    },
  ];
  printFigures(
    `Order placement on ${onSqlite ? 'SQLite' : 'PostgreSQL'}: ${CONNECTIONS} connections, ${SECONDS} s, ${CUSTOMERS} customers`,
    figures,
  );
}

function silentLogger(): FastifyBaseLogger {
  const noop = () => undefined;
  const log = {
    level: 'silent',
    fatal: noop,
    error: noop,
    warn: noop,
    info: noop,
    debug: noop,
    trace: noop,
    silent: noop,
  };
  return { ...log, child: () => ({ ...log, child: () => log }) } as unknown as FastifyBaseLogger;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchOrderPlacement();
