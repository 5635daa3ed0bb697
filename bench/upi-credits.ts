/**
 * UPI credits during a rush (issue 27, docs/decisions/0097 and 0098): BENCH_CREDIT_PAYERS (200) customers
 * each place a UPI-on-delivery order and ask its exact amount; then, for BENCH_CREDIT_SECONDS (60), orders
 * arrive at BENCH_CREDIT_ORDER_RATE (100) a second from 2,000 other customers (open loop) while the
 * kitchen's phone forwards the 200 bank credits, one for each payer's amount, spread evenly over the same
 * minute, each signed as SMS Gateway for Android signs it. Every credit is forwarded a second time, under a
 * new event id, half a second later: the repeat must change nothing.
 *
 * Measured for each credit: from the moment the bench sent it to the `order.updated` event of the order it
 * pays on the seller's stream (the seller's list turning paid), and its answer time. Then, in the database:
 * every request paid once, every credit matched once, no order collected twice. Target: p99 <= 1 s, none
 * twice. One instance on SQLite and one on PostgreSQL. BENCH_ONLY=credits.
 */
import fs from 'node:fs';
import http from 'node:http';
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@rasoi/server/db/schema';
import { connectDatabase } from '@rasoi/server/db/connect';
import { toStoredTime } from '@rasoi/server/db/values';
import { startSession } from '@rasoi/server/modules/customers/auth/start-session';
import { newId } from '@rasoi/server/lib/crypto';
import {
  benchConfig,
  benchEngines,
  createCustomers,
  createPgDatabase,
  orderableLines,
  prepareDatabase,
  type BenchCustomer,
} from './lib/fixtures.ts';
import { openLoop, percentile, request } from './lib/bench-http.ts';
import { machine, ms, printFigures, type Figure } from './lib/report.ts';
import { startRasoi, tempDir, type ChildServer } from './lib/server.ts';
import { openSse, type OpenSse } from './lib/sse-client.ts';

const PAYERS = Number(process.env.BENCH_CREDIT_PAYERS ?? 200);
const ORDERING_CUSTOMERS = 2000;
const ORDER_RATE = Number(process.env.BENCH_CREDIT_ORDER_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_CREDIT_SECONDS ?? 60);
const REPEAT_AFTER_MS = 500;
const TARGET_MS = 1000;
/** How long after the last answer the bench waits for late events before it counts them. */
const SETTLE_MS = 2000;
const SETUP_CONCURRENCY = 20;
const API = '/api/v1';
const SIGNING_KEY = 'bench-kitchen-phone-key';
const BANK_SENDER = 'VM-SBIUPI-S';
const SELLER_MOBILE = '9000000000';

type Payer = { orderId: string; amountPaise: number };
type Credit = { orderId: string; sentAt: number; answer: number; status: number; repeatStatus: number };

export type CreditsResult = {
  name: string;
  payers: number;
  creditsSent: number;
  creditAnswers: Record<string, number>;
  repeatAnswers: Record<string, number>;
  creditAnswerP99: number;
  paidSeen: number;
  paidP50: number;
  paidP99: number;
  paidMax: number;
  ordersSent: number;
  ordersPerSecond: number;
  orderAnswers: Record<string, number>;
  orderAnswerP99: number;
  requestsPaid: number;
  creditsMatched: number;
  ordersCollectedTwice: number;
  repeatsStored: number;
};

export async function benchUpiCredits(): Promise<CreditsResult[]> {
  const results: CreditsResult[] = [];
  for (const engine of await benchEngines()) results.push(await creditsOn(engine));
  for (const result of results) report(result);
  return results;
}

async function creditsOn(engine: 'sqlite' | 'postgres'): Promise<CreditsResult> {
  const name = engine === 'sqlite' ? 'SQLite, one instance' : 'PostgreSQL, one instance';
  const dataDir = tempDir(`credits-${engine}`);
  const pgDatabase = engine === 'postgres' ? await createPgDatabase(`rasoi_bench_credits_${process.pid}`) : undefined;
  let server: ChildServer | undefined;
  let stream: OpenSse | undefined;
  try {
    const config = benchConfig(dataDir, pgDatabase?.url);
    const db = await prepareDatabase(config);
    const customers = await createCustomers(db, ORDERING_CUSTOMERS + PAYERS);
    const sellerToken = await createSeller(db);
    const lines = await orderableLines(db);
    await db
      .insertInto('bank_sms_settings')
      .values({
        id: 1,
        senders: JSON.stringify(['SBIUPI']),
        signing_key: SIGNING_KEY,
        updated_at: toStoredTime(new Date()),
      })
      .execute();
    await db.destroy();

    server = await startRasoi({ dataDir, ...(pgDatabase ? { databaseUrl: pgDatabase.url } : {}) });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    // The kitchen's settings row is made at the server's first start, so the UPI id is set through the API.
    const settings = JSON.stringify({ upi_id: 'kitchen@okaxis' });
    const set = await request(agent, server.url, 'PATCH', `${API}/kitchen/settings`, sellerToken, settings);
    if (set.status !== 200) throw new Error(`setting the UPI id answered ${set.status}: ${set.body}`);
    const ticket = await request(agent, server.url, 'POST', `${API}/events/ticket`, sellerToken, '{}');
    const ticketId = (JSON.parse(ticket.body) as { data: { ticket: string } }).data.ticket;
    stream = await openSse(`${server.url}${API}/events?ticket=${ticketId}`);

    const payers = await openPayments(agent, server.url, customers.slice(ORDERING_CUSTOMERS), lines);
    const ordering = customers.slice(0, ORDERING_CUSTOMERS);
    const [orders, credits] = await Promise.all([
      placeOrders(agent, server.url, ordering, lines),
      forwardCredits(agent, server.url, payers),
    ]);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    agent.destroy();

    const paid = paidDelays(stream, credits);
    const check = connectDatabase(config);
    const books = await readBooks(check);
    await check.destroy();
    return {
      name,
      payers: payers.length,
      creditsSent: credits.length,
      creditAnswers: countBy(credits.map((credit) => credit.status)),
      repeatAnswers: countBy(credits.map((credit) => credit.repeatStatus)),
      creditAnswerP99: percentile(
        credits.map((credit) => credit.answer).sort((a, b) => a - b),
        0.99,
      ),
      paidSeen: paid.length,
      paidP50: percentile(paid, 0.5),
      paidP99: percentile(paid, 0.99),
      paidMax: paid.at(-1) ?? 0,
      ordersSent: orders.sent,
      ordersPerSecond: orders.perSecond,
      orderAnswers: orders.answers,
      orderAnswerP99: orders.answerP99,
      ...books,
    };
  } finally {
    stream?.close();
    await server?.stop();
    await pgDatabase?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The kitchen's seller and a seller session, as the lunch rush makes them. */
async function createSeller(db: Kysely<Database>): Promise<string> {
  const now = new Date();
  const id = newId();
  await db
    .insertInto('users')
    .values({ id, mobile: SELLER_MOBILE, role: 'seller', pin_hash: null, created_at: toStoredTime(now) })
    .execute();
  return startSession(db, id, now, 'seller');
}

/**
 * Each payer places a UPI order and asks its exact amount. Bills differ by the thali's quantity (1 to 4),
 * so no bill needs more than its 100 amounts (D98) at 200 payers.
 */
async function openPayments(
  agent: http.Agent,
  url: string,
  payers: BenchCustomer[],
  lines: Awaited<ReturnType<typeof orderableLines>>,
): Promise<Payer[]> {
  const opened: Payer[] = [];
  for (let i = 0; i < payers.length; i += SETUP_CONCURRENCY) {
    const batch = payers.slice(i, i + SETUP_CONCURRENCY).map(async (payer, j) => {
      const n = i + j;
      const meals = lines.meals.map((line) => ({ ...line, quantity: 1 + (n % 4) }));
      const body = JSON.stringify({ ...lines, meals, address: payer.addressId, payment_method: 'UPI' });
      const placed = await request(agent, url, 'POST', `${API}/order/create-cod-order`, payer.token, body, {
        'idempotency-key': `payer-${n}`,
      });
      const orderId = (JSON.parse(placed.body) as { data?: { order?: { _id?: string } } }).data?.order?._id;
      if (!orderId) throw new Error(`a payer's order answered ${placed.status}: ${placed.body.slice(0, 200)}`);
      const asked = await request(agent, url, 'POST', `${API}/order/${orderId}/upi`, payer.token, '{}');
      const amount = (JSON.parse(asked.body) as { data?: { upi_request?: { amount_paise?: number } } }).data
        ?.upi_request?.amount_paise;
      if (amount === undefined) throw new Error(`asking the amount answered ${asked.status}: ${asked.body}`);
      opened.push({ orderId, amountPaise: amount });
    });
    await Promise.all(batch);
  }
  return opened;
}

/** ORDER_RATE cash orders a second for SECONDS, open loop, from `customers` in turn. */
async function placeOrders(
  agent: http.Agent,
  url: string,
  customers: BenchCustomer[],
  lines: Awaited<ReturnType<typeof orderableLines>>,
) {
  const answers: Record<string, number> = {};
  const times: number[] = [];
  const total = Math.round(ORDER_RATE * SECONDS);
  const { start, lastSent } = await openLoop(total, ORDER_RATE, async (n) => {
    const customer = customers[n % customers.length]!;
    const body = JSON.stringify({ ...lines, address: customer.addressId, payment_method: 'COD' });
    const sentAt = performance.now();
    try {
      const answer = await request(agent, url, 'POST', `${API}/order/create-cod-order`, customer.token, body, {
        'idempotency-key': `credit-rush-${n}`,
      });
      times.push(performance.now() - sentAt);
      answers[answer.status] = (answers[answer.status] ?? 0) + 1;
    } catch {
      answers.error = (answers.error ?? 0) + 1;
    }
  });
  times.sort((a, b) => a - b);
  return {
    sent: total,
    perSecond: total / Math.max(0.001, (lastSent - start) / 1000 + 1 / ORDER_RATE),
    answers,
    answerP99: percentile(times, 0.99),
  };
}

/** Forwards one credit per payer, evenly over SECONDS, each again under a new event id REPEAT_AFTER_MS later. */
async function forwardCredits(agent: http.Agent, url: string, payers: Payer[]): Promise<Credit[]> {
  const credits: Credit[] = [];
  await openLoop(payers.length, payers.length / SECONDS, async (n) => {
    const payer = payers[n]!;
    const rrn = String(600000000000 + n);
    const text = creditText(payer.amountPaise, rrn);
    const sentAt = performance.now();
    const first = await postSms(agent, url, text, `bench-${process.pid}-${n}-a`);
    const answer = performance.now() - sentAt;
    await new Promise((resolve) => setTimeout(resolve, REPEAT_AFTER_MS));
    const repeat = await postSms(agent, url, text, `bench-${process.pid}-${n}-b`);
    credits.push({ orderId: payer.orderId, sentAt, answer, status: first, repeatStatus: repeat });
  });
  return credits;
}

/** SBI's UPI credit alert for `paise`, as the bank words it. */
function creditText(paise: number, rrn: string): string {
  const rupees = `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
  return `Dear UPI user A/C X1234 credited by Rs.${rupees} on 06Dec26 by (UPI Ref No ${rrn}) from payer@okaxis. -SBI`;
}

/** Posts one `sms:received` event, signed as SMS Gateway for Android signs it; answers the status. */
async function postSms(agent: http.Agent, url: string, message: string, eventId: string): Promise<number> {
  const body = JSON.stringify({
    deviceId: 'bench-phone',
    event: 'sms:received',
    id: eventId,
    payload: {
      messageId: eventId,
      message,
      phoneNumber: BANK_SENDER,
      simNumber: 1,
      receivedAt: new Date().toISOString(),
    },
    webhookId: 'rasoi-bank-sms',
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', SIGNING_KEY)
    .update(body + timestamp)
    .digest('hex');
  const answer = await request(agent, url, 'POST', `${API}/payments/sms`, '', body, {
    'x-timestamp': timestamp,
    'x-signature': signature,
  });
  return answer.status;
}

/** For each credit, from its sending to the first `order.updated` of its order on the seller's stream (sorted, ms). */
function paidDelays(stream: OpenSse, credits: Credit[]): number[] {
  const delays: number[] = [];
  for (const credit of credits) {
    const event = stream.events.find(
      (seen) => seen.type === 'order.updated' && seen.orderId === credit.orderId && seen.at >= credit.sentAt,
    );
    if (event) delays.push(event.at - credit.sentAt);
  }
  return delays.sort((a, b) => a - b);
}

/** What the database says after the run: requests paid, credits matched, orders collected twice, repeats kept. */
async function readBooks(db: Kysely<Database>) {
  const requestsPaid = await db
    .selectFrom('upi_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  const matched = await db
    .selectFrom('bank_sms')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'matched')
    .executeTakeFirstOrThrow();
  const twice = await db
    .selectFrom('bank_sms')
    .select('matched_id')
    .where('status', '=', 'matched')
    .groupBy('matched_id')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  const stored = await db
    .selectFrom('bank_sms')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    requestsPaid: Number(requestsPaid.n),
    creditsMatched: Number(matched.n),
    ordersCollectedTwice: twice.length,
    // Every row beyond one a credit is a repeat the database kept.
    repeatsStored: Number(stored.n) - PAYERS,
  };
}

function countBy(values: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** Whether a run met the figure: every credit seen paid within 1 s at p99, once each. */
export function creditsMet(result: CreditsResult): boolean {
  return (
    result.paidSeen === result.payers &&
    result.paidP99 <= TARGET_MS &&
    result.requestsPaid === result.payers &&
    result.creditsMatched === result.payers &&
    result.ordersCollectedTwice === 0 &&
    result.repeatsStored === 0
  );
}

function report(result: CreditsResult): void {
  const list = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([code, count]) => `${code}: ${count}`)
      .join(', ');
  const figures: Figure[] = [
    { name: 'machine', value: machine() },
    {
      name: 'orders sent during the credits',
      value: `${result.ordersSent} at ${result.ordersPerSecond.toFixed(1)}/s; ${list(result.orderAnswers)}; answer p99 ${ms(result.orderAnswerP99)}`,
      target: `${ORDER_RATE}/s, all 201`,
      met: result.orderAnswers['201'] === result.ordersSent && result.ordersPerSecond >= ORDER_RATE * 0.95,
    },
    {
      name: 'credits forwarded / answered',
      value: `${result.creditsSent} of ${result.payers}; ${list(result.creditAnswers)}; repeats ${list(result.repeatAnswers)}; answer p99 ${ms(result.creditAnswerP99)}`,
      target: 'all 200',
      met: result.creditAnswers['200'] === result.payers && result.repeatAnswers['200'] === result.payers,
    },
    {
      name: 'credit sent to the seller seeing it paid',
      value: `${result.paidSeen} seen; p50 ${ms(result.paidP50)}, p99 ${ms(result.paidP99)}, max ${ms(result.paidMax)}`,
      target: `all, p99 <= ${TARGET_MS} ms`,
      met: result.paidSeen === result.payers && result.paidP99 <= TARGET_MS,
    },
    {
      name: 'requests paid / credits matched / orders paid twice / repeats stored',
      value: `${result.requestsPaid} / ${result.creditsMatched} / ${result.ordersCollectedTwice} / ${result.repeatsStored}`,
      target: `${result.payers} / ${result.payers} / 0 / 0`,
      met:
        result.requestsPaid === result.payers &&
        result.creditsMatched === result.payers &&
        result.ordersCollectedTwice === 0 &&
        result.repeatsStored === 0,
    },
  ];
  printFigures(`UPI credits during a rush: ${result.name}`, figures);
}
