/**
 * A household's month statement (issue 26, D88): `GET /api/v1/account/statement?month=` of a household with
 * 60 meals in the month (plus payments and a refund), among BENCH_STATEMENT_HOUSEHOLDS households (default
 * 500) with a year of such months each: ledger entries and accounts written straight into the database (as
 * the ledger stores them: balances after each entry, one idempotency key each), on SQLite and then on
 * PostgreSQL (a database of its own, dropped after; `vacuum analyze` as autovacuum does after a bulk insert).
 * The server runs as `npm start` runs it. The statement of the last whole month, then its PDF
 * (`GET /api/v1/account/statement.pdf?month=`, D93), each asked once (timed alone: the PDF's first reads and
 * parses the fonts), warmed up 2 s, then sent one at a time for SECONDS: p50/p99/max, every answer 200 and
 * of the read's media type, with the server's CPU per request. Targets: p99 <= 50 ms for the statement,
 * p99 <= 500 ms for its PDF (issue 26).
 *
 * Knobs: BENCH_SECONDS (default 10), BENCH_STATEMENT_HOUSEHOLDS, BENCH_ENGINES (sqlite,postgres).
 * `BENCH_ONLY=statement`; alone: `node --import tsx bench/statement.ts` (after `npm run build`).
 */
import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { LedgerKind } from '@rasoi/domain/ledger';
import { localDateAt } from '@rasoi/domain/slot-dates';
import type { Database, LedgerEntriesTable } from '@rasoi/server/db/schema';
import { newId } from '@rasoi/server/lib/crypto';
import { benchConfig, benchEngines, createCustomers, createPgDatabase, prepareDatabase } from './lib/fixtures.ts';
import { timedReadMet, timeRead, type Sequential } from './lib/load.ts';
import { machine, ms, printFigures, type Figure } from './lib/report.ts';
import { mb, sampleRss, startRasoi, tempDir } from './lib/server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const HOUSEHOLDS = Number(process.env.BENCH_STATEMENT_HOUSEHOLDS ?? 500);
/** Months of history per household, ending with the month measured (the last whole one). */
const MONTHS = 12;
/** Meals in each month of each household: lunch and dinner on 30 days. */
const MEALS_A_MONTH = 60;
const MEAL_PAISE = 9_000;
const P99_TARGET_MS = 50;
const PDF_P99_TARGET_MS = 500;

/**
 * One measured request: its path, target (p99 in ms) and the media type every answer must have, first
 * answer's time and size, and the timed run.
 */
export type StatementRead = {
  name: string;
  path: string;
  targetMs: number;
  type: string;
  firstMs: number;
  bytes: number;
  alone: Sequential;
  cpuMs: number;
};
export type StatementResult = {
  engine: 'sqlite' | 'postgres';
  month: string;
  entries: number;
  entriesInMonth: number;
  seedSeconds: number;
  reads: StatementRead[];
  rssPeak: number;
};

/** Runs the bench on each engine asked for and prints its figures; returns them for the summary. */
export async function benchStatement(): Promise<StatementResult[]> {
  const results: StatementResult[] = [];
  for (const engine of await benchEngines()) results.push(await statementOn(engine));
  for (const result of results) report(result);
  return results;
}

async function statementOn(engine: 'sqlite' | 'postgres'): Promise<StatementResult> {
  const dataDir = tempDir(`statement-${engine}`);
  const pgDatabase = engine === 'postgres' ? await createPgDatabase(`rasoi_bench_statement_${process.pid}`) : undefined;
  try {
    const config = benchConfig(dataDir, pgDatabase?.url);
    const db = await prepareDatabase(config);
    console.info(`\nWriting ${MONTHS} months of ${HOUSEHOLDS} household accounts (${engine})...`);
    const seedStart = performance.now();
    const households = await createCustomers(db, HOUSEHOLDS);
    // The last whole month in the kitchen's calendar, and the eleven before it.
    const thisMonth = localDateAt(new Date(), config.kitchenTimezone).slice(0, 7);
    const month = monthBefore(thisMonth, 1);
    const months = Array.from({ length: MONTHS }, (_, index) => monthBefore(thisMonth, MONTHS - index));
    // One transaction: on SQLite a commit each would be a sync to disk each (synchronous = FULL, D18).
    const entries = await db.transaction().execute(async (trx) => {
      let written = 0;
      for (const household of households) written += await writeHistory(trx, household.userId, months);
      return written;
    });
    if (engine === 'postgres') await sql`vacuum analyze ledger_entries`.execute(db);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const measured = households[0]!;
    const inMonth = await db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', measured.userId)
      .where('day', '>=', `${month}-01`)
      .where('day', '<', `${thisMonth}-01`)
      .executeTakeFirstOrThrow();
    await db.destroy();

    const server = await startRasoi({ dataDir, ...(pgDatabase ? { databaseUrl: pgDatabase.url } : {}) });
    try {
      const headers = { authorization: `Bearer ${measured.token}` };
      const reads: Pick<StatementRead, 'name' | 'path' | 'targetMs' | 'type'>[] = [
        {
          name: `statement of ${month} (${MEALS_A_MONTH} meals)`,
          path: `/api/v1/account/statement?month=${month}`,
          targetMs: P99_TARGET_MS,
          type: 'application/json',
        },
        // The same statement as a PDF (D93): drawn with pdfkit per request, in the request's language.
        {
          name: `PDF of ${month}'s statement`,
          path: `/api/v1/account/statement.pdf?month=${month}`,
          targetMs: PDF_P99_TARGET_MS,
          type: 'application/pdf',
        },
      ];
      const rss = sampleRss(server.pid);
      const measuredReads: StatementRead[] = [];
      for (const read of reads) {
        const timed = await timeRead(server, read.path, headers, {
          seconds: SECONDS,
          warmupSeconds: WARMUP_SECONDS,
          type: read.type,
        });
        measuredReads.push({ ...read, ...timed });
      }
      return {
        engine,
        month,
        entries,
        entriesInMonth: Number(inMonth.n),
        seedSeconds,
        reads: measuredReads,
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

/** 'yyyy-mm' `count` months before `month`. */
function monthBefore(month: string, count: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * One household's ledger over `months`, as the ledger would have posted it: each month a payment on the
 * 1st, 11th and 21st (cash, UPI, cash) covering the month, MEALS_A_MONTH meal charges spread over its days
 * (lunch and dinner), and one meal refunded (a cancel); each entry with the balance it left. Batched
 * multi-row inserts after the account's row, at the final balance. Answers the entries written.
 */
async function writeHistory(db: Kysely<Database>, userId: string, months: readonly string[]): Promise<number> {
  const rows: LedgerEntriesTable[] = [];
  let balance = 0;
  const post = (kind: LedgerKind, amountPaise: number, day: string, extra: Partial<LedgerEntriesTable> = {}) => {
    balance += amountPaise;
    rows.push({
      id: newId(),
      user_id: userId,
      kind,
      method: null,
      amount_paise: amountPaise,
      balance_after_paise: balance,
      day,
      source_type: null,
      source_id: null,
      note: '',
      recorded_by: 'system',
      idempotency_key: `bench:${rows.length}`,
      created_at: `${day}T05:00:00.${String(rows.length % 1000).padStart(3, '0')}Z`,
      ...extra,
    });
  };
  for (const month of months) {
    const days = daysIn(month);
    let refunded = false;
    const payment = (MEALS_A_MONTH * MEAL_PAISE) / 3;
    const meals = Array.from({ length: MEALS_A_MONTH }, (_, index) => Math.floor((index * days) / MEALS_A_MONTH) + 1);
    const payDays = new Set([1, 11, 21]);
    for (let day = 1; day <= days; day += 1) {
      const date = `${month}-${String(day).padStart(2, '0')}`;
      if (payDays.has(day)) {
        post('payment', payment, date, { method: day === 11 ? 'upi' : 'cash', recorded_by: 'seller' });
      }
      for (const mealDay of meals) {
        if (mealDay !== day) continue;
        const orderId = newId();
        post('meal', -MEAL_PAISE, date, { source_type: 'order', source_id: orderId });
        if (day >= 15 && !refunded) {
          refunded = true;
          post('refund', MEAL_PAISE, date, { source_type: 'order', source_id: orderId, note: 'Kitchen closed early' });
        }
      }
    }
  }
  // The account first (its entries refer to it), at the balance the entries leave.
  const stamp = new Date().toISOString();
  await db
    .insertInto('household_accounts')
    .values({
      user_id: userId,
      balance_paise: balance,
      credit_limit_paise: 0,
      on_account_allowed: 0,
      owing_since: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  // Batches of 200 rows keep each INSERT well under either engine's limit of bound parameters.
  for (let from = 0; from < rows.length; from += 200) {
    await db
      .insertInto('ledger_entries')
      .values(rows.slice(from, from + 200))
      .execute();
  }
  return rows.length;
}

/** Days in 'yyyy-mm'. */
function daysIn(month: string): number {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).getUTCDate();
}

function report(result: StatementResult): void {
  const figures: Figure[] = [
    { name: 'machine', value: machine() },
    {
      name: 'ledger',
      value: `${result.entries} entries of ${HOUSEHOLDS} households over ${MONTHS} months, written in ${result.seedSeconds.toFixed(1)} s; ${result.entriesInMonth} in the household's ${result.month}`,
    },
  ];
  for (const read of result.reads) {
    const ok = read.alone.statuses['200'] ?? 0;
    const typed = read.alone.types[read.type] ?? 0;
    figures.push({
      name: read.name,
      value: `p50 ${ms(read.alone.p50)}, p99 ${ms(read.alone.p99)}, max ${ms(read.alone.max)}, ${ok}/${read.alone.count} × 200, ${typed} × ${read.type}; server CPU ${ms(read.cpuMs)}/request; first ${ms(read.firstMs)}, ${read.bytes} bytes`,
      target: `p99 <= ${read.targetMs} ms, all 200 ${read.type}`,
      met: timedReadMet(read),
    });
  }
  figures.push({ name: 'server RSS (peak)', value: mb(result.rssPeak) });
  printFigures(
    `Account statement on ${result.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${SECONDS} s one at a time`,
    figures,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchStatement();
