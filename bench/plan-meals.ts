/**
 * Tiffin plan meals at their skip cut-off (issue 26, docs/decisions/0092): BENCH_PLAN_HOUSEHOLDS households
 * (default 500), each subscribed to both of the kitchen's two plans (lunch and dinner, one tiffin, prepaid,
 * so 2 × 500 meals), written straight into the database, then the real server started as `npm start` runs it,
 * on SQLite and then on PostgreSQL (a database of its own, dropped after). The server's clock is the real
 * one: the lunch slot's order-by (the plans' skip cut-off) is the first whole minute at least LEAD_MS after
 * seeding, dinner's a minute later, so the server's own schedule (`app.planMeals`, which sleeps until the
 * soonest cut-off) wakes at each and makes the slot's 500 meals. Measured: from each cut-off to the end of
 * its run, the `time` of the server's 'plan meals made' log line (written once every meal of the run has
 * committed and been announced); then the meals counted in the database (orders placed by 'plan', charges).
 * Meanwhile READERS customers read in loops, one request at a time each, at most 40 a second each: GET /plans, /subscriptions,
 * /account and the menu (/meal); latency of the requests that overlapped a run (p50/p99/max) against
 * those that did not. Targets: every meal of a slot made within 2 s of its cut-off; reads p99 <= 50 ms.
 *
 * Knobs: BENCH_PLAN_HOUSEHOLDS, BENCH_ENGINES (sqlite,postgres), BENCH_SERVER_NODE_ARGS (e.g. --cpu-prof).
 * `BENCH_ONLY=plans`; alone: `node --import tsx bench/plan-meals.ts` (after `npm run build`).
 */
import fs from 'node:fs';
import type { Config } from '@rasoi/server/config';
import { connectDatabase } from '@rasoi/server/db/connect';
import { benchConfig, benchEngines, createPgDatabase, prepareDatabase } from './lib/fixtures.ts';
import { prepaidHouseholds, subscribeToSlots, type BenchSlot } from './lib/plan-households.ts';
import { machine, ms, printFigures, type Figure } from './lib/report.ts';
import { mb, sampleRss, startRasoi, tempDir } from './lib/server.ts';

const HOUSEHOLDS = Number(process.env.BENCH_PLAN_HOUSEHOLDS ?? 500);
/** The customers reading while the meals are made, each one request at a time... */
const READERS = 4;
/** ...and at most one every READ_EVERY_MS each (a phone refreshing, not a load generator). */
const READ_EVERY_MS = 25;
/** The least time between the end of seeding and the first cut-off: the server's start and first run. */
const LEAD_MS = 15_000;
/** How long after the last cut-off the bench waits for its run before giving up. */
const RUN_TIMEOUT_MS = 60_000;
const GENERATION_TARGET_MS = 2_000;
const P99_TARGET_MS = 50;
const READ_PATHS = ['/api/v1/plans', '/api/v1/subscriptions', '/api/v1/account', '/api/v1/meal'];

/** One slot's run: its cut-off, when its run ended (the log line's time), and the meals it made. */
export type SlotRun = { name: string; cutoff: Date; endedMs: number; cooked: number; lost: number };
/** Latencies in ms of one group of reads, and their answers by status. */
export type ReadFigures = { count: number; p50: number; p99: number; max: number; statuses: Record<string, number> };
export type PlanMealsResult = {
  engine: 'sqlite' | 'postgres';
  households: number;
  runs: SlotRun[];
  /** What the database holds after both runs: plan orders, meal charges, balances charged right. */
  stored: { orders: number; charges: number; expected: number };
  during: ReadFigures;
  outside: ReadFigures;
  rssPeak: number;
};

/** Runs the bench on each engine asked for and prints its figures; returns them for the summary. */
export async function benchPlanMeals(): Promise<PlanMealsResult[]> {
  const results: PlanMealsResult[] = [];
  for (const engine of await benchEngines()) results.push(await planMealsOn(engine));
  for (const result of results) report(result);
  return results;
}

/** Whether a slot's meals were all made, within the target of its cut-off. */
export function runMet(run: SlotRun, households: number): boolean {
  return run.cooked === households && run.lost === 0 && run.endedMs <= GENERATION_TARGET_MS;
}

/** Whether the reads during the generation kept their p99 and all answered 200. */
export function readsMet(result: PlanMealsResult): boolean {
  return result.during.p99 <= P99_TARGET_MS && (result.during.statuses['200'] ?? 0) === result.during.count;
}

async function planMealsOn(engine: 'sqlite' | 'postgres'): Promise<PlanMealsResult> {
  const dataDir = tempDir(`plan-meals-${engine}`);
  const pgDatabase = engine === 'postgres' ? await createPgDatabase(`rasoi_bench_plans_${process.pid}`) : undefined;
  try {
    const config = benchConfig(dataDir, pgDatabase?.url);
    const db = await prepareDatabase(config);
    console.info(`\nSeeding ${HOUSEHOLDS} households on two plans (${engine})...`);
    const households = await prepaidHouseholds(db, HOUSEHOLDS, config.kitchenTimezone);
    // The first whole minute LEAD_MS from now (slot times are minutes), dinner's a minute after.
    const lunch = new Date(Math.ceil((Date.now() + LEAD_MS) / 60_000) * 60_000);
    const slots = await subscribeToSlots(db, {
      households,
      slots: [
        { name: 'Lunch', cutoff: lunch },
        { name: 'Dinner', cutoff: new Date(lunch.getTime() + 60_000) },
      ],
      timeZone: config.kitchenTimezone,
    });
    await db.destroy();

    const server = await startRasoi({ dataDir, ...(pgDatabase ? { databaseUrl: pgDatabase.url } : {}) });
    try {
      const rss = sampleRss(server.pid);
      const reading = readInLoops(
        server.url,
        households.slice(0, READERS).map((household) => household.token),
      );
      console.info(
        `Waiting for the cut-offs at ${slots.map((slot) => slot.cutoff.toISOString().slice(11, 19)).join(' and ')} UTC...`,
      );
      const ended = await runEnds(server.logFile, slots.length, slots.at(-1)!.cutoff.getTime() + RUN_TIMEOUT_MS);
      const reads = await reading.stop();
      const rssPeak = rss.stop().peak;
      const runs = slots.map((slot, index) => slotRun(slot, ended[index]));
      const windows = runs.map((run) => [run.cutoff.getTime(), run.cutoff.getTime() + run.endedMs] as const);
      const overlaps = (read: TimedRead) => windows.some(([from, to]) => read.start < to && read.end > from);
      const check = await storedMeals(config);
      return {
        engine,
        households: HOUSEHOLDS,
        runs,
        stored: { ...check, expected: HOUSEHOLDS * slots.length },
        during: figuresOf(reads.filter(overlaps)),
        outside: figuresOf(reads.filter((read) => !overlaps(read))),
        rssPeak,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await pgDatabase?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One of the server's 'plan meals made' log lines: when it was written and what the run did. */
type RunLine = { time: number; cooked: number; lost: unknown[] };

/**
 * Waits (polling the server's log file every 50 ms, as the server's start is waited for) until it holds
 * `count` 'plan meals made' lines, or until `deadline` (epoch ms); answers the lines found, oldest first.
 */
async function runEnds(logFile: string, count: number, deadline: number): Promise<RunLine[]> {
  for (;;) {
    const lines = fs
      .readFileSync(logFile, 'utf8')
      .split('\n')
      // 'caught up at start' too: a server that took longer than LEAD_MS to start makes lunch's meals at once.
      .filter((line) => line.includes('"msg":"plan meals made"') || line.includes('"msg":"plan meals caught up'))
      .map((line) => JSON.parse(line) as RunLine);
    if (lines.length >= count || Date.now() > deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function slotRun(slot: BenchSlot, line: RunLine | undefined): SlotRun {
  if (!line) return { name: slot.name, cutoff: slot.cutoff, endedMs: Infinity, cooked: 0, lost: 0 };
  return {
    name: slot.name,
    cutoff: slot.cutoff,
    endedMs: line.time - slot.cutoff.getTime(),
    cooked: line.cooked,
    lost: line.lost.length,
  };
}

/** One customer read: when it was sent and answered (epoch ms, fractional) and its status. */
type TimedRead = { start: number; end: number; status: string };

/**
 * `tokens.length` customers reading READ_PATHS in turn, one request at a time each and at most one every
 * READ_EVERY_MS, until stopped.
 */
function readInLoops(url: string, tokens: readonly string[]) {
  const reads: TimedRead[] = [];
  let stopped = false;
  const epochNow = () => performance.timeOrigin + performance.now();
  const loops = tokens.map(async (token, reader) => {
    const headers = { authorization: `Bearer ${token}` };
    for (let turn = reader; !stopped; turn += 1) {
      const start = epochNow();
      const next = start + READ_EVERY_MS;
      const status = await fetch(`${url}${READ_PATHS[turn % READ_PATHS.length]}`, { headers })
        .then(async (answer) => {
          await answer.arrayBuffer();
          return String(answer.status);
        })
        .catch(() => 'failed');
      const end = epochNow();
      reads.push({ start, end, status });
      // The pace of a client, not a wait for something to happen: the next read is due at `next`.
      if (end < next) await new Promise((resolve) => setTimeout(resolve, next - end));
    }
  });
  return {
    async stop(): Promise<TimedRead[]> {
      stopped = true;
      await Promise.all(loops);
      return reads;
    },
  };
}

function figuresOf(reads: readonly TimedRead[]): ReadFigures {
  const times = reads.map((read) => read.end - read.start).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const read of reads) statuses[read.status] = (statuses[read.status] ?? 0) + 1;
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? NaN;
  return { count: times.length, p50: at(0.5), p99: at(0.99), max: times.at(-1) ?? NaN, statuses };
}

/** The plan orders and meal charges the database holds after the runs (read with a connection of its own). */
async function storedMeals(config: Config): Promise<{ orders: number; charges: number }> {
  const db = connectDatabase(config);
  try {
    const orders = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('placed_by', '=', 'plan')
      .executeTakeFirstOrThrow();
    const charges = await db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('kind', '=', 'meal')
      .executeTakeFirstOrThrow();
    return { orders: Number(orders.n), charges: Number(charges.n) };
  } finally {
    await db.destroy();
  }
}

function readText(figures: ReadFigures): string {
  const ok = figures.statuses['200'] ?? 0;
  return `p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}, max ${ms(figures.max)}, ${ok}/${figures.count} × 200`;
}

function report(result: PlanMealsResult): void {
  const figures: Figure[] = [{ name: 'machine', value: machine() }];
  for (const run of result.runs) {
    figures.push({
      name: `${run.name}: last meal made after the cut-off`,
      value: `${Number.isFinite(run.endedMs) ? ms(run.endedMs) : 'no run seen'}; ${run.cooked} of ${result.households} made, ${run.lost} lost`,
      target: `all, <= ${GENERATION_TARGET_MS} ms`,
      met: runMet(run, result.households),
    });
  }
  figures.push({
    name: 'stored',
    value: `${result.stored.orders} plan orders, ${result.stored.charges} meal charges`,
    target: `${result.stored.expected} each`,
    met: result.stored.orders === result.stored.expected && result.stored.charges === result.stored.expected,
  });
  figures.push({
    name: `customer reads during the runs (${READERS} at once)`,
    value: readText(result.during),
    target: `p99 <= ${P99_TARGET_MS} ms, all 200`,
    met: readsMet(result),
  });
  figures.push({ name: 'customer reads outside the runs', value: readText(result.outside) });
  figures.push({ name: 'server RSS (peak)', value: mb(result.rssPeak) });
  printFigures(
    `Plan meals on ${result.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${result.households} households × lunch and dinner`,
    figures,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPlanMeals();
