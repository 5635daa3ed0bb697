/**
 * The seller's order list (issue 11): `GET /api/v1/order` on the real server with BENCH_ORDERS orders
 * (default 100,000) written straight into the database first (apps/server/test/seed-orders.ts), on
 * SQLite and then on PostgreSQL (a fresh database of its own) when it answers. For each request, after
 * a 2 s warm-up: SECONDS of requests one at a time (the seller's phone), then SECONDS of CONNECTIONS at
 * once (autocannon). Requests: the first page as the Orders page asks for it (no parameters; each
 * status tab) and a page deep in the history (a cursor 30,000 orders back). Target: p99 <= 50 ms, all 200.
 */
import fs from 'node:fs';
import { sql } from 'kysely';
import type { SellerOrdersData } from '@rasoi/domain/seller';
import { benchConfig, createPgDatabase, benchEngines, prepareDatabase } from './lib/fixtures.ts';
import { oneAtATime, runLoad, type LoadResult, type Sequential } from './lib/load.ts';
import { machine, ms, printFigures, type Figure } from './lib/report.ts';
import { seedOrders } from '@rasoi/server/test/seed-orders';
import { mb, sampleRss, sellerHeaders, startRasoi, tempDir } from './lib/server.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CONNECTIONS = 4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const P99_TARGET_MS = 50;

/** One measured request: what it asks for, how it answered alone (one at a time) and under load. */
export type ListFigure = { name: string; path: string; alone: Sequential; load: LoadResult; bytes: number };
/** Latencies of requests sent one after another: p50, p99 and the slowest, in ms; answers by status. */
export type SellerOrdersResult = {
  engine: 'sqlite' | 'postgres';
  orders: number;
  seedSeconds: number;
  lists: ListFigure[];
  rssPeak: number;
};

export async function benchSellerOrders(): Promise<SellerOrdersResult[]> {
  const results: SellerOrdersResult[] = [];
  for (const engine of await benchEngines()) results.push(await listOn(engine));
  for (const result of results) report(result);
  return results;
}

async function listOn(engine: 'sqlite' | 'postgres'): Promise<SellerOrdersResult> {
  const dataDir = tempDir(`seller-orders-${engine}`);
  const pgDatabase = engine === 'postgres' ? await createPgDatabase(`rasoi_bench_list_${process.pid}`) : undefined;
  try {
    const config = benchConfig(dataDir, pgDatabase?.url);
    const db = await prepareDatabase(config);
    const seedStart = performance.now();
    await seedOrders(db, ORDERS);
    // What autovacuum does on its own within a minute of a bulk insert (PostgreSQL 13+: inserts count
    // towards autovacuum): table statistics and the visibility map an index-only count relies on.
    if (engine === 'postgres') await sql`vacuum analyze orders`.execute(db);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    await db.destroy();

    const server = await startRasoi({ dataDir, ...(pgDatabase ? { databaseUrl: pgDatabase.url } : {}) });
    try {
      const headers = await sellerHeaders(server.url);

      const paths = [
        ['first page, no parameters', '/api/v1/order'],
        ['Preparing tab, first page', '/api/v1/order?status=Preparing'],
        ['Out for Delivery tab, first page', `/api/v1/order?status=${encodeURIComponent('Out For Delivery')}`],
        ['Delivered tab, first page', '/api/v1/order?status=Delivered'],
      ];
      const deep = await deepCursor(server.url, headers);
      if (deep) paths.push(['30,000 orders back (cursor)', `/api/v1/order?cursor=${deep}`]);

      const lists: ListFigure[] = [];
      const rss = sampleRss(server.pid);
      for (const [name, path] of paths) {
        const url = `${server.url}${path}`;
        const first = await fetch(url, { headers });
        const bytes = (await first.arrayBuffer()).byteLength;
        await runLoad({ url, connections: CONNECTIONS, seconds: WARMUP_SECONDS, headers });
        const alone = await oneAtATime(url, headers, SECONDS);
        const load = await runLoad({ url, connections: CONNECTIONS, seconds: SECONDS, headers });
        lists.push({ name: name!, path: path!, bytes, alone, load });
      }
      return { engine, orders: ORDERS, seedSeconds, lists, rssPeak: rss.stop().peak };
    } finally {
      await server.stop();
    }
  } finally {
    await pgDatabase?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The cursor 30,000 orders back: 300 pages of the largest page size walked from the first. Undefined
 * when the server answers no cursor (the list before issue 11 had none).
 */
async function deepCursor(url: string, headers: Record<string, string>): Promise<string | undefined> {
  let cursor: string | null | undefined;
  for (let page = 0; page < 300; page += 1) {
    const query = cursor ? `?limit=100&cursor=${cursor}` : '?limit=100';
    const answer = await fetch(`${url}/api/v1/order${query}`, { headers });
    if (answer.status !== 200) return undefined;
    cursor = ((await answer.json()) as { data: Partial<SellerOrdersData> }).data.nextCursor;
    if (!cursor) return undefined;
  }
  return cursor ?? undefined;
}

function report(result: SellerOrdersResult): void {
  const figures: Figure[] = [
    { name: 'machine', value: machine() },
    { name: 'orders written first', value: `${result.orders} in ${result.seedSeconds.toFixed(1)} s` },
  ];
  for (const { name, path, bytes, alone, load } of result.lists) {
    const aloneOk = alone.statuses['200'] ?? 0;
    const ok = load.statuses['200'] ?? 0;
    figures.push({
      name,
      value: `alone p50 ${ms(alone.p50)}, p99 ${ms(alone.p99)}, max ${ms(alone.max)}, ${aloneOk}/${alone.count} × 200; ${bytes} bytes (${path})`,
      target: `p99 <= ${P99_TARGET_MS} ms, all 200`,
      met: alone.p99 <= P99_TARGET_MS && aloneOk === alone.count,
    });
    figures.push({
      name: `  ${CONNECTIONS} at once`,
      value: `p50 ${ms(load.p50)}, p99 ${ms(load.p99)}, ${load.requestsPerSecond.toFixed(0)} req/s, ${ok}/${load.total} × 200, ${load.errors + load.timeouts} errors`,
      target: `p99 <= ${P99_TARGET_MS} ms, all 200`,
      met: load.total > 0 && load.p99 <= P99_TARGET_MS && ok === load.total && load.errors + load.timeouts === 0,
    });
  }
  figures.push({ name: 'server RSS (peak)', value: mb(result.rssPeak) });
  printFigures(
    `Seller's order list on ${result.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${result.orders} orders, ${CONNECTIONS} connections, ${SECONDS} s each`,
    figures,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSellerOrders();
