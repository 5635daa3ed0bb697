/**
 * A lunch rush, watched live (issue 17): BENCH_RUSH_CUSTOMERS (2,000) customers each hold an open
 * order event stream and the seller holds 3, while orders arrive at BENCH_RUSH_RATE (100) a second for
 * BENCH_RUSH_SECONDS (25), open loop: each order is sent at its scheduled time whether or not the
 * earlier ones have answered. Order i comes from customer i mod 2,000, so no customer comes near the
 * 10-a-minute order limit. For every event, the delay until it reached each stream that should get it
 * (the customer's own and the seller's 3): from the moment the bench sent the order and from the moment
 * its 201 arrived; every expected event must arrive exactly once, and none anywhere else.
 *
 * Three runs: SQLite, one instance; PostgreSQL, one instance; PostgreSQL, two instances on one
 * database, streams on B and orders placed on A (NOTIFY/LISTEN). The servers are started as
 * `npm start` starts them (lib/server.ts); their RSS is sampled from /proc every 200 ms and their CPU
 * time read from /proc before and after the orders. Targets: p99 <= 100 ms on one instance,
 * <= 200 ms across two; RSS <= 300 MB. Customers, the seller and their sessions are written straight
 * into the database before the server starts. BENCH_ONLY=rush.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '@rasoi/server/db/schema';
import { toStoredTime } from '@rasoi/server/db/values';
import { startSession } from '@rasoi/server/modules/customers/auth/start-session';
import { newId } from '@rasoi/server/lib/crypto';
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
import { machine, ms, printFigures, type Figure } from './lib/report.ts';
import { mb, sampleRss, startRasoi, tempDir, type ChildServer } from './lib/server.ts';
import { openSse, type OpenSse } from './lib/sse-client.ts';
import { openLoop, percentile, request } from './lib/bench-http.ts';

const CUSTOMERS = Number(process.env.BENCH_RUSH_CUSTOMERS ?? 2000);
const SELLER_STREAMS = 3;
const RATE = Number(process.env.BENCH_RUSH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_RUSH_SECONDS ?? 25);
/** How long after the last answer the bench waits for late events before it counts them. */
const SETTLE_MS = 2000;
/** Streams opened at a time while the crowd arrives. */
const OPENING_CONCURRENCY = 20;
const SELLER_MOBILE = '9000000000';
const API = '/api/v1';
const ORDER_PATH = `${API}/order/create-cod-order`;
const RSS_TARGET = 300 * 1024 * 1024;

type Lines = Awaited<ReturnType<typeof orderableLines>>;
type Delays = { p50: number; p99: number; max: number; count: number };

export type RushResult = {
  name: string;
  /** p99 target for the delay, in milliseconds. */
  targetMs: number;
  streams: number;
  streamsRefused: string[];
  ordersSent: number;
  /** Orders per second actually sent (the schedule's rate if the bench kept up). */
  sentPerSecond: number;
  acknowledged: number;
  otherAnswers: Record<string, number>;
  answerP99: number;
  expected: number;
  receivedOnce: number;
  missing: number;
  duplicates: number;
  unexpected: number;
  streamsEnded: number;
  fromSend: Delays;
  fromAnswer: Delays;
  rssPeak: number;
  rssBefore: number;
  /** The RSS of the instance that placed the orders, when it is another one. */
  ordersRssPeak: number | undefined;
  /** CPU of the instance(s) during the orders: milliseconds per acknowledged order, and share of one core. */
  cpuMsPerOrder: number;
  cpuShare: number;
};

export async function benchLunchRush(): Promise<RushResult[]> {
  checkOpenFilesLimit(CUSTOMERS + SELLER_STREAMS + 500);
  const results: RushResult[] = [];
  for (const engine of await benchEngines()) {
    results.push(await rushOn(engine, false));
    // Across two instances only where two can share a database.
    if (engine === 'postgres') results.push(await rushOn(engine, true));
  }
  for (const result of results) report(result);
  return results;
}

async function rushOn(engine: 'sqlite' | 'postgres', twoInstances: boolean): Promise<RushResult> {
  const name = `${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${twoInstances ? 'streams on B, orders on A' : 'one instance'}`;
  const dataDir = tempDir(`rush-${engine}`);
  // Instance A's own folder (its logs and keys); the database is the shared PostgreSQL one.
  const dataDirA = twoInstances ? tempDir('rush-a') : undefined;
  const pgDatabase =
    engine === 'postgres'
      ? await createPgDatabase(`rasoi_bench_rush_${process.pid}${twoInstances ? '_ab' : ''}`)
      : undefined;
  const servers: ChildServer[] = [];
  const streams: { stream: OpenSse; customer: number | undefined }[] = [];
  try {
    const config = benchConfig(dataDir, pgDatabase?.url);
    const db = await prepareDatabase(config);
    const customers = await createCustomers(db, CUSTOMERS);
    const sellerToken = await createSeller(db);
    const lines = await orderableLines(db);
    await db.destroy();

    const env = pgDatabase ? { databaseUrl: pgDatabase.url } : {};
    const watched = await startRasoi({ dataDir, ...env });
    servers.push(watched);
    const ordering = twoInstances ? await startRasoi({ dataDir: dataDirA!, ...env }) : watched;
    if (twoInstances) servers.push(ordering);
    const rssBefore = watched.rss();
    const rss = sampleRss(watched.pid);
    const ordersRss = twoInstances ? sampleRss(ordering.pid) : undefined;

    // The crowd arrives: every customer opens a stream, and the seller 3.
    const streamsRefused: string[] = [];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    const openFor = async (token: string, customer: number | undefined) => {
      try {
        const ticket = await request(agent, watched.url, 'POST', `${API}/events/ticket`, token, '{}');
        const data = (JSON.parse(ticket.body) as { data?: { ticket?: string } }).data;
        if (!data?.ticket) throw new Error(`ticket answered ${ticket.status}: ${ticket.body}`);
        streams.push({ stream: await openSse(`${watched.url}${API}/events?ticket=${data.ticket}`), customer });
      } catch (error) {
        streamsRefused.push((error as Error).message);
      }
    };
    for (let k = 0; k < SELLER_STREAMS; k += 1) await openFor(sellerToken, undefined);
    for (let i = 0; i < customers.length; i += OPENING_CONCURRENCY) {
      await Promise.all(
        customers.slice(i, i + OPENING_CONCURRENCY).map((customer, j) => openFor(customer.token, i + j)),
      );
    }

    // The rush: open loop, at RATE a second.
    const cpuBefore = servers.map((server) => cpuMsOf(server.pid));
    const placed = await placeOrders(agent, ordering.url, customers, lines);
    const cpuMs = servers.reduce((sum, server, k) => sum + cpuMsOf(server.pid) - cpuBefore[k]!, 0);
    const cpuSeconds = placed.seconds;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const rssPeak = rss.stop().peak;
    const ordersRssPeak = ordersRss?.stop().peak;
    agent.destroy();

    const tally = tallyDeliveries(streams, placed.orders);
    return {
      name,
      targetMs: twoInstances ? 200 : 100,
      streams: streams.length,
      streamsRefused,
      ordersSent: placed.orders.size + placed.failed.length,
      sentPerSecond: (placed.orders.size + placed.failed.length) / placed.sendingSeconds,
      acknowledged: [...placed.orders.values()].filter((order) => order.status === 201).length,
      otherAnswers: placed.otherAnswers,
      answerP99: percentile(placed.answerTimes, 0.99),
      ...tally,
      rssPeak,
      rssBefore,
      ordersRssPeak,
      cpuMsPerOrder: cpuMs / Math.max(1, placed.orders.size),
      cpuShare: cpuMs / (cpuSeconds * 1000),
    };
  } finally {
    for (const { stream } of streams) stream.close();
    for (const server of servers) await server.stop();
    await pgDatabase?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (dataDirA) fs.rmSync(dataDirA, { recursive: true, force: true });
  }
}

/**
 * Throws unless this process (and so the server it starts, which inherits it) may hold `needed` open
 * files: each stream is a socket on both sides. Node cannot raise the limit itself; `ulimit -n` can.
 */
function checkOpenFilesLimit(needed: number): void {
  const limits = fs.readFileSync('/proc/self/limits', 'utf8');
  const soft = /Max open files\s+(\d+|unlimited)/.exec(limits)?.[1];
  if (soft && soft !== 'unlimited' && Number(soft) < needed) {
    throw new Error(
      `The lunch rush holds about ${needed} sockets; raise the open files limit first (ulimit -n ${needed}).`,
    );
  }
}

/** The kitchen's seller, as ensureSeller would make it (so the server's start leaves it), and a seller session. */
async function createSeller(db: Kysely<Database>): Promise<string> {
  const now = new Date();
  const id = newId();
  await db
    .insertInto('users')
    .values({ id, mobile: SELLER_MOBILE, role: 'seller', pin_hash: null, created_at: toStoredTime(now) })
    .execute();
  return startSession(db, id, now, 'seller');
}

type PlacedOrder = { customer: number; sentAt: number; answeredAt: number; status: number };

/**
 * Sends RATE orders a second for SECONDS, each at its scheduled time (open loop), and waits for every
 * answer. Answers the placed orders by order id (with their send and answer times), the answers that
 * carried no order, and the answer times.
 */
async function placeOrders(agent: http.Agent, url: string, customers: BenchCustomer[], lines: Lines) {
  const total = Math.round(RATE * SECONDS);
  const orders = new Map<string, PlacedOrder>();
  const failed: string[] = [];
  const otherAnswers: Record<string, number> = {};
  const answerTimes: number[] = [];
  const placeOne = async (n: number) => {
    const customer = customers[n % customers.length]!;
    const body = JSON.stringify({ ...lines, address: customer.addressId, payment_method: 'COD' });
    const sentAt = performance.now();
    try {
      const answer = await request(agent, url, 'POST', ORDER_PATH, customer.token, body, {
        'idempotency-key': `rush-${n}`,
      });
      const answeredAt = performance.now();
      answerTimes.push(answeredAt - sentAt);
      const orderId = (JSON.parse(answer.body) as { data?: { order?: { _id?: string } } }).data?.order?._id;
      if (answer.status !== 201) otherAnswers[answer.status] = (otherAnswers[answer.status] ?? 0) + 1;
      if (orderId) orders.set(orderId, { customer: n % customers.length, sentAt, answeredAt, status: answer.status });
      else failed.push(`${answer.status}: ${answer.body.slice(0, 200)}`);
    } catch (error) {
      failed.push((error as Error).message);
      otherAnswers.error = (otherAnswers.error ?? 0) + 1;
    }
  };
  const { start, lastSent } = await openLoop(total, RATE, placeOne);
  answerTimes.sort((a, b) => a - b);
  return {
    orders,
    failed,
    otherAnswers,
    answerTimes,
    sendingSeconds: Math.max(0.001, (lastSent - start) / 1000 + 1 / RATE),
    seconds: (performance.now() - start) / 1000,
  };
}

/**
 * Matches what every stream received with what it should have: each placed order's `order.created`
 * on its customer's stream and on each of the SELLER_STREAMS seller streams, exactly once, and nothing
 * on another customer's stream.
 */
function tallyDeliveries(
  streams: { stream: OpenSse; customer: number | undefined }[],
  orders: Map<string, PlacedOrder>,
) {
  const fromSend: number[] = [];
  const fromAnswer: number[] = [];
  let receivedOnce = 0;
  let duplicates = 0;
  let unexpected = 0;
  // Counted against the streams that should be open, not those that are: a refused stream's events are missing.
  const expected = orders.size * (SELLER_STREAMS + 1);
  for (const { stream, customer } of streams) {
    const seen = new Set<string>();
    for (const event of stream.events) {
      const order = orders.get(event.orderId);
      const key = `${event.orderId} ${event.type}`;
      if (!order || event.type !== 'order.created' || (customer !== undefined && order.customer !== customer)) {
        unexpected += 1;
      } else if (seen.has(key)) {
        duplicates += 1;
      } else {
        seen.add(key);
        receivedOnce += 1;
        fromSend.push(event.at - order.sentAt);
        fromAnswer.push(event.at - order.answeredAt);
      }
    }
  }
  return {
    expected,
    receivedOnce,
    missing: expected - receivedOnce,
    duplicates,
    unexpected,
    streamsEnded: streams.filter(({ stream }) => stream.ended).length,
    fromSend: delays(fromSend),
    fromAnswer: delays(fromAnswer),
  };
}

function delays(values: number[]): Delays {
  values.sort((a, b) => a - b);
  return {
    p50: percentile(values, 0.5),
    p99: percentile(values, 0.99),
    max: values.at(-1) ?? 0,
    count: values.length,
  };
}

function report(result: RushResult): void {
  const delay = (d: Delays) => `p50 ${ms(d.p50)}, p99 ${ms(d.p99)}, max ${ms(d.max)} (${d.count} deliveries)`;
  const others = Object.entries(result.otherAnswers)
    .map(([code, count]) => `${code}: ${count}`)
    .join(', ');
  const figures: Figure[] = [
    { name: 'machine', value: machine() },
    {
      name: 'streams open (customers + seller)',
      value: `${result.streams} of ${CUSTOMERS + SELLER_STREAMS}${result.streamsRefused.length ? `; refused ${result.streamsRefused.length}, first: ${result.streamsRefused[0]}` : ''}`,
      target: `${CUSTOMERS + SELLER_STREAMS}`,
      met: result.streams === CUSTOMERS + SELLER_STREAMS,
    },
    {
      name: 'orders sent / 201',
      value: `${result.ordersSent} at ${result.sentPerSecond.toFixed(1)}/s / ${result.acknowledged}; other answers ${others || 'none'}; answer p99 ${ms(result.answerP99)}`,
      target: `${RATE}/s, all 201`,
      met: result.acknowledged === result.ordersSent && result.sentPerSecond >= RATE * 0.95,
    },
    {
      name: 'events expected / received once',
      value: `${result.expected} / ${result.receivedOnce}; missing ${result.missing}, repeated ${result.duplicates}, misdelivered ${result.unexpected}; streams ended ${result.streamsEnded}`,
      target: 'all, once, nowhere else',
      met: result.missing === 0 && result.duplicates === 0 && result.unexpected === 0 && result.expected > 0,
    },
    {
      name: 'delay from order sent',
      value: delay(result.fromSend),
      target: `p99 <= ${result.targetMs} ms`,
      met: result.fromSend.p99 <= result.targetMs,
    },
    { name: 'delay from its 201', value: `${delay(result.fromAnswer)}; negative: before the answer` },
    {
      name: 'server RSS (streams instance)',
      value: `${mb(result.rssBefore)} before the streams, peak ${mb(result.rssPeak)}`,
      target: '<= 300 MB',
      met: result.rssPeak <= RSS_TARGET,
    },
    ...(result.ordersRssPeak === undefined
      ? []
      : [{ name: 'server RSS (orders instance)', value: `peak ${mb(result.ordersRssPeak)}` }]),
    {
      name: 'server CPU during the rush',
      value: `${result.cpuMsPerOrder.toFixed(2)} ms per order, ${(result.cpuShare * 100).toFixed(0)}% of one core`,
    },
  ];
  printFigures(
    `Lunch rush, ${result.name}: ${CUSTOMERS} + ${SELLER_STREAMS} streams, ${RATE} orders/s for ${SECONDS} s`,
    figures,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLunchRush();
