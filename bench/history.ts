/**
 * Ten years of a busy kitchen (issue 17): the reads a seller and a customer make over a generated
 * history (bench/history-db.ts: 1,000,000 orders over 3,650 days from 20,000 customers by default), on
 * SQLite and then on PostgreSQL (a database of its own, dropped after) when it answers. The server runs
 * exactly as `npm start` runs it. Each request is asked once (the first answer is timed on its own: it
 * may fill what later reads reuse), warmed up for WARMUP_SECONDS, then sent one at a time for SECONDS;
 * p50/p99/max of those. Requests: the dashboard in every time frame (today, this week, this month,
 * lifetime), the Income page (today, week, month, lifetime), the seller's orders page (first page, each
 * status tab, a page half the history back), the first page of the busiest customer's order list and of the
 * users list (issue 17: both paged). Besides latency, the server's CPU time per request.
 * Target: p99 <= 50 ms each, all 200. Also reports the database's size on disk (SQLite file with WAL)
 * or of its tables (PostgreSQL).
 *
 * Knobs: BENCH_SECONDS (default 10), BENCH_HISTORY_MIN_SAMPLES (default 5), BENCH_ENGINES (sqlite,postgres), HISTORY_ORDERS / HISTORY_DAYS /
 * HISTORY_CUSTOMERS (the size), BENCH_HISTORY_KEEP=1 keeps the generated databases between runs (SQLite in
 * $TMPDIR/rasoi-bench-history-<size>, PostgreSQL as rasoi_bench_history_<size>) and reuses them next time
 * instead of spending minutes generating again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { INCOME_FIGURE_NAMES } from '@rasoi/domain/constants';
import { encodeOrderCursor } from '@rasoi/domain/order-cursor';
import { startSession } from '@rasoi/server/modules/customers/auth/start-session';
import { benchConfig, createPgDatabase, PG_ADMIN_URL, benchEngines, prepareDatabase } from './lib/fixtures.ts';
import { timeRead, type Sequential } from './lib/load.ts';
import { generateHistory, historySizeFromEnv, type HistoryDb } from './history-db.ts';
import { machine, ms, printFigures, type Figure } from './lib/report.ts';
import { mb, sampleRss, sellerHeaders, startRasoi, tempDir } from './lib/server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
/** Fewest requests per read, however slow (BENCH_HISTORY_MIN_SAMPLES: fewer when measuring a slow baseline). */
const MIN_SAMPLES = Number(process.env.BENCH_HISTORY_MIN_SAMPLES ?? 5);
const KEEP = process.env.BENCH_HISTORY_KEEP === '1';
const P99_TARGET_MS = 50;

/** Latencies of requests sent one after another, in ms; answers by status. */
/** One measured read: its name and path, its first answer's time and size, then the timed run. */
export type HistoryRead = {
  name: string;
  path: string;
  firstMs: number;
  bytes: number;
  alone: Sequential;
  /** The server process's CPU time per request of the timed run, in ms (steadier than wall clock on a shared machine). */
  cpuMs: number;
};
export type HistoryResult = {
  engine: 'sqlite' | 'postgres';
  history: HistoryDb & { reused: boolean };
  reads: HistoryRead[];
  /** SQLite: the file and its WAL; PostgreSQL: the tables (with indexes and TOAST) and the database. */
  size: string;
  rssPeak: number;
};

/** Runs the bench on each engine asked for and prints its figures; returns them for the summary. */
export async function benchHistory(): Promise<HistoryResult[]> {
  const results: HistoryResult[] = [];
  for (const engine of await benchEngines()) results.push(await historyOn(engine));
  for (const result of results) report(result);
  return results;
}

async function historyOn(engine: 'sqlite' | 'postgres'): Promise<HistoryResult> {
  const size = historySizeFromEnv();
  const label = `${size.orders}_${size.days}_${size.customers}`;
  const dataDir = KEEP ? path.join(os.tmpdir(), `rasoi-bench-history-${label}`) : tempDir(`history-${engine}`);
  const kept = path.join(dataDir, `history-${engine}.json`);
  let pgDatabase: { url: string; drop: () => Promise<void> } | undefined;
  if (engine === 'postgres') {
    if (KEEP && fs.existsSync(kept)) {
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/rasoi_bench_history_${label}`;
      pgDatabase = { url: url.toString(), drop: async () => {} };
    } else {
      pgDatabase = await createPgDatabase(`rasoi_bench_history_${KEEP ? label : process.pid}`);
    }
  }
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    const config = benchConfig(dataDir, pgDatabase?.url);
    const db = await prepareDatabase(config);
    let history: HistoryResult['history'];
    if (KEEP && fs.existsSync(kept)) {
      history = { ...(JSON.parse(fs.readFileSync(kept, 'utf8')) as HistoryDb), reused: true };
    } else {
      console.info(`\nGenerating ${size.orders} orders over ${size.days} days on ${engine}...`);
      history = { ...(await generateHistory(db, { engine, size, timeZone: config.kitchenTimezone })), reused: false };
      if (KEEP) fs.writeFileSync(kept, JSON.stringify(history));
    }
    const customerToken = await startSession(db, history.busiestCustomer, new Date(), 'customer');
    // A page half the history back, as a cursor the list itself would have handed out.
    const middle = await db
      .selectFrom('orders')
      .select(['created_at', 'id'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(Math.floor(history.orders / 2))
      .limit(1)
      .executeTakeFirst();
    const sizeText = await databaseSize(engine, db, dataDir);
    await db.destroy();

    const server = await startRasoi({ dataDir, ...(pgDatabase ? { databaseUrl: pgDatabase.url } : {}) });
    try {
      const seller = await sellerHeaders(server.url);
      const customer = { authorization: `Bearer ${customerToken}` };
      const reads: [string, string, Record<string, string>][] = [
        ['dashboard, today', '/api/v1/stats?timeFrame=1', seller],
        ['dashboard, this week', '/api/v1/stats?timeFrame=2', seller],
        ['dashboard, this month', '/api/v1/stats?timeFrame=3', seller],
        ['dashboard, lifetime', '/api/v1/stats?timeFrame=4', seller],
        ['income, today', '/api/v1/income', seller],
        ['income, this week', '/api/v1/income?timeFrame=2', seller],
        ['income, this month', '/api/v1/income?timeFrame=3', seller],
        ['income, lifetime', '/api/v1/income?timeFrame=4', seller],
        // Issue 29 (D114): a figure's orders are a page of their own, read when the seller opens it.
        ...(['3', '4'] as const).flatMap((frame) =>
          INCOME_FIGURE_NAMES.map((figure): [string, string, Record<string, string>] => [
            `income ${figure} orders, ${frame === '3' ? 'this month' : 'lifetime'}`,
            `/api/v1/income/orders?timeFrame=${frame}&figure=${figure}`,
            seller,
          ]),
        ),
        ['orders page, first page', '/api/v1/order', seller],
        ['orders page, Preparing tab', '/api/v1/order?status=Preparing', seller],
        ['orders page, Out for Delivery tab', `/api/v1/order?status=${encodeURIComponent('Out For Delivery')}`, seller],
        ['orders page, Delivered tab', '/api/v1/order?status=Delivered', seller],
        ['orders page, Cancelled tab', '/api/v1/order?status=Cancelled', seller],
        ...(middle
          ? ([
              [
                'orders page, half the history back',
                `/api/v1/order?cursor=${encodeOrderCursor({ createdAt: middle.created_at, id: middle.id })}`,
                seller,
              ],
            ] as [string, string, Record<string, string>][])
          : []),
        // Issue 17: both lists answer a page at a time; a call without a cursor gets the first page.
        [`customer's orders, first page (of ${history.busiestOrders})`, '/api/v1/order/user-orders', customer],
        ['users list, first page', '/api/v1/users', seller],
      ];
      const rss = sampleRss(server.pid);
      const measured: HistoryRead[] = [];
      for (const [name, readPath, headers] of reads) {
        const timed = await timeRead(server, readPath, headers, {
          seconds: SECONDS,
          warmupSeconds: WARMUP_SECONDS,
          minSamples: MIN_SAMPLES,
        });
        measured.push({ name, path: readPath, ...timed });
      }
      return { engine, history, reads: measured, size: sizeText, rssPeak: rss.stop().peak };
    } finally {
      await server.stop();
    }
  } finally {
    if (!KEEP) {
      await pgDatabase?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

/** The database's size: the SQLite file and its WAL, or PostgreSQL's tables (indexes, TOAST) and whole database. */
async function databaseSize(
  engine: 'sqlite' | 'postgres',
  db: Parameters<typeof startSession>[0],
  dataDir: string,
): Promise<string> {
  if (engine === 'sqlite') {
    const files = fs.readdirSync(dataDir).filter((name) => /\.db(-wal)?$/.test(name));
    const bytes = files.reduce((sum, name) => sum + fs.statSync(path.join(dataDir, name)).size, 0);
    return `${mb(bytes)} (${files.join(' + ')})`;
  }
  const { rows } = await sql<{ tables: string; database: string }>`
    select (select sum(pg_total_relation_size(c.oid)) from pg_class c
              join pg_namespace n on n.oid = c.relnamespace
             where c.relkind = 'r' and n.nspname = 'public') as tables,
           pg_database_size(current_database()) as database`.execute(db);
  return `tables ${mb(Number(rows[0]!.tables))} / database ${mb(Number(rows[0]!.database))}`;
}

/** Whether a read met the target: p99 within it and every answer 200. */
export function readMet(read: HistoryRead): boolean {
  return read.alone.p99 <= P99_TARGET_MS && (read.alone.statuses['200'] ?? 0) === read.alone.count;
}

function report(result: HistoryResult): void {
  const { history } = result;
  const figures: Figure[] = [
    { name: 'machine', value: machine() },
    {
      name: 'history',
      value: history.reused
        ? `${history.orders} orders, reused (BENCH_HISTORY_KEEP)`
        : `${history.orders} orders written in ${history.seconds.toFixed(1)} s`,
    },
    { name: 'database size', value: result.size },
  ];
  for (const read of result.reads) {
    const ok = read.alone.statuses['200'] ?? 0;
    figures.push({
      name: read.name,
      value: `p50 ${ms(read.alone.p50)}, p99 ${ms(read.alone.p99)}, max ${ms(read.alone.max)}, ${ok}/${read.alone.count} × 200; server CPU ${ms(read.cpuMs)}/request; first ${ms(read.firstMs)}, ${read.bytes} bytes`,
      target: `p99 <= ${P99_TARGET_MS} ms, all 200`,
      met: readMet(read),
    });
  }
  figures.push({ name: 'server RSS (peak)', value: mb(result.rssPeak) });
  printFigures(
    `Ten years of a busy kitchen on ${result.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${history.orders} orders, ${SECONDS} s each, one at a time`,
    figures,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchHistory();
