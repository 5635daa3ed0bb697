/**
 * Bills (issue 28, D107, D108): a bill's page read and its PDF, and a financial year's export for the
 * accountant, on the real server as `npm start` runs it. BENCH_BILLS bills (default 100,000) are written
 * straight into the database with their orders (`seedOrders`, then `seedBills`: one bill per order, all in
 * financial year 2026-27), on SQLite and then on PostgreSQL (a database of its own, dropped after; `vacuum
 * analyze` as autovacuum does after a bulk insert). Then, as the seller, on the fresh server: `GET
 * /bills/export.csv?year=2026-27` once, timed to its last byte, with the server's resident memory sampled
 * every 200 ms (and read before); then `GET /order/:id/bill` and its PDF, each asked once (timed alone: the
 * PDF's first reads and parses the fonts), warmed up 2 s, then one at a time for SECONDS (p50/p99/max,
 * every answer 200 and of its media type). Targets (issue 28): p99 <= 50 ms for the bill, <= 500 ms for its PDF; the year's export
 * within 10 s and the server within 200 MB.
 *
 * Knobs: BENCH_SECONDS (default 10), BENCH_BILLS, BENCH_ENGINES (sqlite,postgres). `BENCH_ONLY=bills`;
 * alone: `node --import tsx bench/bills.ts` (after `npm run build`).
 */
import fs from 'node:fs';
import { sql } from 'kysely';
import { seedBills } from '@rasoi/server/test/bills';
import { seedOrders } from '@rasoi/server/test/seed-orders';
import { benchConfig, benchEngines, createPgDatabase, prepareDatabase } from './lib/fixtures.ts';
import { timedReadMet, timeRead, type Sequential } from './lib/load.ts';
import { machine, ms, printFigures, type Figure } from './lib/report.ts';
import { mb, rssOf, sampleRss, sellerHeaders, startRasoi, tempDir } from './lib/server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const BILLS = Number(process.env.BENCH_BILLS ?? 100_000);
/** The kitchen day every seeded bill is made on (financial year 2026-27). */
const DAY = '2026-12-07';
export const BILL_TARGETS = { billMs: 50, pdfMs: 500, exportMs: 10_000, exportRssMb: 200 } as const;

export type BillRead = { name: string; targetMs: number; type: string; firstMs: number; alone: Sequential };
export type BillsResult = {
  engine: 'sqlite' | 'postgres';
  bills: number;
  seedSeconds: number;
  reads: BillRead[];
  exportMs: number;
  exportBytes: number;
  exportLines: number;
  /** The server's resident memory just before the export (a fresh server, logged in, nothing read yet). */
  rssBefore: number;
  rssPeak: number;
};

/** Runs the bench on each engine asked for and prints its figures; returns them for the summary. */
export async function benchBills(): Promise<BillsResult[]> {
  const results: BillsResult[] = [];
  for (const engine of await benchEngines()) results.push(await billsOn(engine));
  for (const result of results) report(result);
  return results;
}

/**
 * Whether the export met its targets: every bill listed, within the time, and the memory it took (the
 * server's peak during it less its resident memory before: an idle server on this machine is about 170 MB
 * before any request, which is not the export's) within the limit.
 */
export function exportMet(result: BillsResult): boolean {
  return (
    result.exportLines === result.bills &&
    result.exportMs <= BILL_TARGETS.exportMs &&
    result.rssPeak - result.rssBefore <= BILL_TARGETS.exportRssMb * 1024 * 1024
  );
}

async function billsOn(engine: 'sqlite' | 'postgres'): Promise<BillsResult> {
  const dataDir = tempDir(`bills-${engine}`);
  const pgDatabase = engine === 'postgres' ? await createPgDatabase(`rasoi_bench_bills_${process.pid}`) : undefined;
  try {
    const config = benchConfig(dataDir, pgDatabase?.url);
    const db = await prepareDatabase(config);
    console.info(`\nWriting ${BILLS} orders and their bills (${engine})...`);
    const seedStart = performance.now();
    const orderIds = await seedOrders(db, BILLS, { now: new Date(`${DAY}T12:00:00.000Z`), days: 200 });
    await seedBills({ db }, orderIds, DAY);
    if (engine === 'postgres') await sql`vacuum analyze bills`.execute(db);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    await db.destroy();

    const server = await startRasoi({ dataDir, ...(pgDatabase ? { databaseUrl: pgDatabase.url } : {}) });
    try {
      const headers = await sellerHeaders(server.url);
      // The year's export, read as a client would: chunk by chunk, counting lines, never the whole text.
      const rssBefore = rssOf(server.pid);
      const rss = sampleRss(server.pid);
      const start = performance.now();
      const answer = await fetch(`${server.url}/api/v1/bills/export.csv?year=2026-27`, { headers });
      if (answer.status !== 200 || !answer.body) throw new Error(`the export answered ${answer.status}`);
      let exportBytes = 0;
      let newlines = 0;
      for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
        exportBytes += chunk.byteLength;
        for (const byte of chunk) if (byte === 10) newlines += 1;
      }
      const exportMs = performance.now() - start;
      // Header, bills, a blank line, the summary's header, one method, one rate, all.
      const exportLines = newlines - 6;
      const orderId = orderIds[Math.floor(orderIds.length / 2)]!;
      const reads: BillRead[] = [];
      for (const read of [
        {
          name: "an order's bill",
          path: `/api/v1/order/${orderId}/bill`,
          targetMs: BILL_TARGETS.billMs,
          type: 'application/json',
        },
        {
          name: "the bill's PDF",
          path: `/api/v1/order/${orderId}/bill.pdf`,
          targetMs: BILL_TARGETS.pdfMs,
          type: 'application/pdf',
        },
      ]) {
        const { firstMs, alone } = await timeRead(server, read.path, headers, {
          seconds: SECONDS,
          warmupSeconds: WARMUP_SECONDS,
          type: read.type,
        });
        reads.push({ name: read.name, targetMs: read.targetMs, type: read.type, firstMs, alone });
      }

      return {
        engine,
        bills: BILLS,
        seedSeconds,
        reads,
        exportMs,
        exportBytes,
        exportLines,
        rssBefore,
        rssPeak: rss.stop().peak,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await pgDatabase?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(result: BillsResult): void {
  const figures: Figure[] = [
    { name: 'bills written', value: `${result.bills} in ${result.seedSeconds.toFixed(1)} s` },
    ...result.reads.map((read) => ({
      name: read.name,
      value: `p50 ${ms(read.alone.p50)}, p99 ${ms(read.alone.p99)}, max ${ms(read.alone.max)} (${read.alone.count} requests; first ${ms(read.firstMs)})`,
      target: `p99 <= ${read.targetMs} ms`,
      met: timedReadMet(read),
    })),
    {
      name: "a financial year's export",
      value: `${(result.exportMs / 1000).toFixed(1)} s, ${(result.exportBytes / 1024 / 1024).toFixed(1)} MB, ${result.exportLines} bills; server RSS ${mb(result.rssBefore)} before, peak ${mb(result.rssPeak)}`,
      target: `<= ${BILL_TARGETS.exportMs / 1000} s, <= ${BILL_TARGETS.exportRssMb} MB more, every bill`,
      met: exportMet(result),
    },
  ];
  printFigures(`Bills (${result.engine}) — ${machine()}`, figures);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBills();
