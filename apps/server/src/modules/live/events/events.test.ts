import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@rasoi/domain/api';
import { STREAM_TICKET_TTL_MS, type OrderEventData } from '@rasoi/domain/events';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, readMenu } from '../../../../test/api-helpers.ts';
import { describeDelays, measureOrderDelays } from '../../../../test/latency.ts';
import { newCustomer, placeTestOrder, type TestCustomer } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';
import { openSse, originOf, type SseEvent, type SseStream } from '../../../../test/sse-client.ts';
import { untilNoOpenStreams } from '../../../../test/streams.ts';

/** Live order updates over real HTTP (issue 5): who sees what, heartbeats, resuming, tickets, closing. */
const HEARTBEAT_MS = 100;

let t: TestApp;
let origin: string;
let seller: { token: string };
let a: TestCustomer;
let b: TestCustomer;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { heartbeatMs: HEARTBEAT_MS });
  origin = await originOf(t.app);
  seller = await findOrCreateSeller(t);
  [a, b] = [await newCustomer(t), await newCustomer(t)];
});
afterAll(async () => {
  await t.close();
});
// A session may hold only a few streams at once (issue 11): each test starts with none open.
afterEach(async () => {
  streams.splice(0).forEach((stream) => stream.close());
  await untilNoOpenStreams(t);
});

async function ticketFor(token: string): Promise<string> {
  const answer = await call(t, 'POST', '/events/ticket', { token });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({
    status: 'success',
    data: { ticket: expect.stringMatching(/^[\w-]{43}$/), expiresInMs: STREAM_TICKET_TTL_MS },
  });
  return answer.body.data.ticket as string;
}

/** Opens the caller's stream (optionally resuming) and checks it is one. */
async function stream(token: string, resume?: { header?: number; query?: number }): Promise<SseStream> {
  const query = resume?.query === undefined ? '' : `&lastEventId=${resume.query}`;
  const headers: Record<string, string> =
    resume?.header === undefined ? {} : { 'last-event-id': String(resume.header) };
  const opened = await openSse(`${origin}/api/v1/events?ticket=${await ticketFor(token)}${query}`, headers);
  streams.push(opened);
  expect(opened.status).toBe(200);
  expect(opened.contentType).toBe('text/event-stream; charset=utf-8');
  return opened;
}

const orderOf = (event: SseEvent) => (JSON.parse(event.data) as OrderEventData).order;
const about = (type: string, order: Pick<Order, '_id'>) => (event: SseEvent) =>
  event.event === type && orderOf(event)._id === order._id;

async function markOutForDelivery(order: Order): Promise<Order> {
  const answer = await call(t, 'PATCH', `/order/${order._id}`, {
    token: seller.token,
    body: { status: 'Out For Delivery' },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.order as Order;
}

describe('the order event stream', () => {
  it('sends a seller every order’s events and a customer only their own', async () => {
    const [sellerStream, aStream, bStream] = [await stream(seller.token), await stream(a.token), await stream(b.token)];
    const orderOfA = await placeTestOrder(t, a);
    const orderOfB = await placeTestOrder(t, b);
    const movedOfA = await markOutForDelivery(orderOfA);

    const seen = [await sellerStream.next(), await sellerStream.next(), await sellerStream.next()];
    expect(seen.map((event) => [event.event, orderOf(event)._id])).toEqual([
      ['order.created', orderOfA._id],
      ['order.created', orderOfB._id],
      ['order.updated', orderOfA._id],
    ]);
    // The data is the order exactly as the API answers it; ids increase.
    expect(orderOf(seen[0]!)).toEqual(orderOfA);
    expect(orderOf(seen[2]!)).toEqual(movedOfA);
    const ids = seen.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(3);

    expect(orderOf(await aStream.next())).toEqual(orderOfA);
    expect(orderOf(await aStream.next())).toEqual(movedOfA);
    expect(orderOf(await bStream.next())).toEqual(orderOfB);
    // Events arrive in id order, so once B's next own order arrives, nothing of A's came before it.
    const laterOfB = await placeTestOrder(t, b);
    expect(orderOf(await bStream.next())._id).toBe(laterOfB._id);
    expect(bStream.events.every((event) => orderOf(event).address._id === b.addressId)).toBe(true);
    expect(aStream.events.every((event) => orderOf(event).address._id === a.addressId)).toBe(true);
  });

  it('sends a heartbeat comment while nothing happens', async () => {
    const quiet = await stream(b.token);
    await quiet.comment('ping', HEARTBEAT_MS * 10);
    expect(quiet.events).toEqual([]);
  });

  it('resumes after Last-Event-ID with exactly the missed events, then live ones', async () => {
    const first = await stream(seller.token);
    const before = await placeTestOrder(t, a);
    const lastSeen = Number((await first.next({ match: about('order.created', before) })).id);
    first.close();

    const missed = [await placeTestOrder(t, a), await placeTestOrder(t, b)];
    const moved = await markOutForDelivery(missed[0]!);
    const resumed = await stream(seller.token, { header: lastSeen });
    const replayed = [await resumed.next(), await resumed.next(), await resumed.next()];
    expect(replayed.map((event) => [event.event, orderOf(event)])).toEqual([
      ['order.created', missed[0]],
      ['order.created', missed[1]],
      ['order.updated', moved],
    ]);
    expect(Number(replayed[0]!.id)).toBeGreaterThan(lastSeen);

    const live = await placeTestOrder(t, b);
    expect(orderOf(await resumed.next())).toEqual(live);
    expect(resumed.events).toHaveLength(4);
  });

  it('resumes a customer’s stream from the lastEventId query with their own missed events only', async () => {
    const first = await stream(b.token);
    const seen = await placeTestOrder(t, b);
    const lastSeen = Number((await first.next({ match: about('order.created', seen) })).id);
    first.close();
    await placeTestOrder(t, a);
    const missed = await placeTestOrder(t, b);
    const resumed = await stream(b.token, { query: lastSeen });
    expect(orderOf(await resumed.next())).toEqual(missed);
    // The header wins over the query: a reconnecting EventSource sends the newer id in the header.
    const byHeader = await stream(b.token, { query: 0, header: lastSeen });
    expect(orderOf(await byHeader.next())).toEqual(missed);
  });

  it('loses and repeats nothing when a stream resumes while orders are being placed', async () => {
    const marker = await stream(seller.token);
    const start = await placeTestOrder(t, a);
    const from = Number((await marker.next({ match: about('order.created', start) })).id);
    // Customers of their own: a customer may place only so many orders a minute (order-rate.ts).
    const [c, d] = [await newCustomer(t), await newCustomer(t)];
    const placing = Promise.all(Array.from({ length: 6 }, (_, i) => placeTestOrder(t, i % 2 ? c : d)));
    const resumed = await stream(seller.token, { header: from });
    const placed = await placing;
    const got = [];
    for (let i = 0; i < placed.length; i += 1) got.push(await resumed.next());
    expect(got.map((event) => orderOf(event)._id).sort()).toEqual(placed.map((order) => order._id).sort());
    // Each once. Not necessarily in id order: on PostgreSQL events come in the order their transactions
    // can no longer change it (transaction id, then id: order-event-queries.ts), and ids are taken
    // before commit.
    const ids = got.map((event) => Number(event.id));
    expect(new Set(ids).size).toBe(ids.length);
    // No repeat is still on its way: events reach a stream in the order they committed in
    // (order-event-queries.ts), so once an order placed after all of those comes next, none of theirs is left.
    const later = await placeTestOrder(t, c);
    expect(orderOf(await resumed.next())._id).toBe(later._id);
    expect(resumed.events).toHaveLength(placed.length + 1);
  });

  it('reaches the seller’s stream right after the order is placed (measured)', async () => {
    const sellerStream = await stream(seller.token);
    const mealId = (await readMenu(t)).meals.find((meal) => meal.is_active)!._id;
    // A customer of its own: `a` has placed several orders this minute already (10 a minute is the limit).
    const customer = await newCustomer(t);
    const delays = await measureOrderDelays({ origin, customer, mealId, stream: sellerStream, count: 5 });
    console.info(`[${t.engine}] one instance, order POST to the seller's stream: ${describeDelays(delays)}`);
    // Within a second of the customer's 'order placed' (the POST's own time depends on the machine's load).
    expect(Math.max(...delays.map((delay) => delay.sinceAnswer))).toBeLessThan(1000);
  });
});

describe('stream tickets', () => {
  it('refuses a missing, unknown or expired ticket with the 401 envelope', async () => {
    for (const query of ['', '?ticket=not-a-ticket']) {
      const refused = await openSse(`${origin}/api/v1/events${query}`);
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.text!)).toEqual({ status: 'error', data: expect.any(String) });
    }
    const ticket = await ticketFor(a.token);
    t.clock.advance(STREAM_TICKET_TTL_MS + 1000);
    const expired = await openSse(`${origin}/api/v1/events?ticket=${ticket}`);
    expect(expired.status).toBe(401);
  });

  it('opens one stream per ticket, and none after logout', async () => {
    const session = await newCustomer(t);
    const ticket = await ticketFor(session.token);
    const opened = await openSse(`${origin}/api/v1/events?ticket=${ticket}`);
    streams.push(opened);
    expect(opened.status).toBe(200);
    opened.close();
    const again = await openSse(`${origin}/api/v1/events?ticket=${ticket}`);
    expect(again.status).toBe(401);
    expect(JSON.parse(again.text!)).toEqual({ status: 'error', data: m.streamTicketInvalid() });

    const unused = await ticketFor(session.token);
    expect((await call(t, 'POST', '/auth/logout', { token: session.token, body: {} })).status).toBe(200);
    expect((await openSse(`${origin}/api/v1/events?ticket=${unused}`)).status).toBe(401);
  });

  it('needs a session to issue a ticket', async () => {
    expect((await call(t, 'POST', '/events/ticket')).status).toBe(401);
  });
});

describe('closing the app', () => {
  it('ends every open stream instead of waiting for it', async () => {
    const instance = await t.startInstance();
    const instanceOrigin = await originOf(instance);
    const open = await openSse(`${instanceOrigin}/api/v1/events?ticket=${await ticketFor(a.token)}`);
    expect(open.status).toBe(200);
    const started = performance.now();
    await instance.close();
    await open.ended;
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
