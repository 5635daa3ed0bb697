import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STREAMS_PER_SESSION, STREAMS_PER_USER, STREAM_TICKETS_PER_MINUTE } from '@rasoi/domain/events';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, logIn, newMobile } from '../../../../test/api-helpers.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';
import { openSse, originOf, type SseStream } from '../../../../test/sse-client.ts';
import { untilNoOpenStreams, untilOpenStreams } from '../../../../test/streams.ts';

/**
 * Stream floods (issue 11, docs/decisions/0030): a ticket opens one stream; a session, a user and
 * an instance hold only so many; tickets are rate limited per user. Every refusal is the envelope
 * with a sentence, and everyone else keeps being answered. Raced over real HTTP on both engines.
 */

let t: TestApp;
let origin: string;
const opened: SseStream[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  origin = await originOf(t.app);
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  opened.splice(0).forEach((stream) => stream.close());
  await untilNoOpenStreams(t);
});

async function ticketFor(token: string): Promise<string> {
  const answer = await call(t, 'POST', '/events/ticket', { token });
  expect(answer.status).toBe(200);
  return answer.body.data.ticket as string;
}

/** Opens a stream with `ticket` (kept open until the test ends). */
async function open(ticket: string, at = origin): Promise<SseStream> {
  const stream = await openSse(`${at}/api/v1/events?ticket=${ticket}`);
  opened.push(stream);
  return stream;
}

const statuses = (streams: SseStream[]) => streams.map((stream) => stream.status).sort();
const refusals = (streams: SseStream[]) =>
  new Set(streams.filter((stream) => stream.status !== 200).map((stream) => `${stream.status} ${stream.text}`));
const envelope = (status: number, message: string) => `${status} ${JSON.stringify({ status: 'error', data: message })}`;

describe('stream tickets', () => {
  it('open exactly one stream when the same ticket is used 40 times at once', async () => {
    const { token } = await logIn(t);
    const ticket = await ticketFor(token);
    const tries = await Promise.all(Array.from({ length: 40 }, () => open(ticket)));
    expect(statuses(tries).filter((status) => status === 200)).toHaveLength(1);
    expect(refusals(tries)).toEqual(new Set([envelope(401, m.streamTicketInvalid())]));
  });

  it(`are issued ${STREAM_TICKETS_PER_MINUTE} a minute per user, across their sessions; others still get theirs`, async () => {
    const mobile = newMobile();
    const [phone, laptop] = [await logIn(t, mobile), await logIn(t, mobile)];
    const answers = await Promise.all(
      Array.from({ length: STREAM_TICKETS_PER_MINUTE + 10 }, (_, i) =>
        call(t, 'POST', '/events/ticket', { token: (i % 2 ? phone : laptop).token }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(STREAM_TICKETS_PER_MINUTE);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => [answer.status, answer.body])).toEqual(
      refused.map(() => [429, { status: 'error', data: m.tooManyRequests() }]),
    );
    const other = await logIn(t);
    expect((await call(t, 'POST', '/events/ticket', { token: other.token })).status).toBe(200);
  });
});

describe('open streams', () => {
  it(`are at most ${STREAMS_PER_SESSION} per session and ${STREAMS_PER_USER} per user, however many open at once`, async () => {
    const mobile = newMobile();
    const sessions = [];
    for (let i = 0; i < 4; i += 1) sessions.push(await logIn(t, mobile));
    const tickets: { session: string; ticket: string }[] = [];
    for (const session of sessions) {
      for (let i = 0; i < 6; i += 1) tickets.push({ session: session.token, ticket: await ticketFor(session.token) });
    }
    const tries = await Promise.all(tickets.map(({ ticket }) => open(ticket)));
    expect(statuses(tries).filter((status) => status === 200)).toHaveLength(STREAMS_PER_USER);
    expect(refusals(tries)).toEqual(new Set([envelope(429, m.tooManyStreams())]));
    for (const session of sessions) {
      const ofSession = tries.filter((_, i) => tickets[i]!.session === session.token && tries[i]!.status === 200);
      expect(ofSession.length).toBeLessThanOrEqual(STREAMS_PER_SESSION);
    }
    await untilOpenStreams(t, (count) => count === STREAMS_PER_USER);
  });

  it('free a place when one closes', async () => {
    const { token } = await logIn(t);
    const first = [];
    for (let i = 0; i < STREAMS_PER_SESSION; i += 1) first.push(await open(await ticketFor(token)));
    expect(statuses(first)).toEqual(first.map(() => 200));
    expect((await open(await ticketFor(token))).status).toBe(429);
    first[0]!.close();
    await untilOpenStreams(t, (count) => count === STREAMS_PER_SESSION - 1);
    expect((await open(await ticketFor(token))).status).toBe(200);
  });

  it('survive a customer opening streams as fast as they can, and others are still answered', async () => {
    const flooder = await logIn(t);
    const flood = (async () => {
      const outcomes: number[] = [];
      // Bounded: far more than the ticket limit allows in a minute.
      for (let i = 0; i < 3 * STREAM_TICKETS_PER_MINUTE; i += 1) {
        const ticket = await call(t, 'POST', '/events/ticket', { token: flooder.token });
        if (ticket.status !== 200) {
          outcomes.push(ticket.status);
          continue;
        }
        outcomes.push((await open(ticket.body.data.ticket as string)).status);
      }
      return outcomes;
    })();
    const other = await logIn(t);
    const otherStream = await open(await ticketFor(other.token));
    const profile = await call(t, 'GET', '/users/profile', { token: other.token });
    const outcomes = await flood;

    expect(otherStream.status).toBe(200);
    expect(profile.status).toBe(200);
    expect(outcomes.filter((status) => status === 200)).toHaveLength(STREAMS_PER_SESSION);
    expect(outcomes.filter((status) => status === 429)).toHaveLength(outcomes.length - STREAMS_PER_SESSION);
    await untilOpenStreams(t, (count) => count === STREAMS_PER_SESSION + 1);
  });
});

describe('an instance', () => {
  let small: TestApp;
  let smallOrigin: string;
  const MAX = 4;
  beforeAll(async () => {
    small = await buildTestApp({ STREAM_MAX_PER_INSTANCE: String(MAX) });
    smallOrigin = await originOf(small.app);
  });
  afterAll(async () => {
    await small.close();
  });

  it(`holds at most STREAM_MAX_PER_INSTANCE streams (${MAX} here), and takes one again when one closes`, async () => {
    const customers = [await logIn(small), await logIn(small), await logIn(small)];
    const tickets: string[] = [];
    for (const customer of customers) {
      for (let i = 0; i < 2; i += 1) {
        tickets.push(
          (await call(small, 'POST', '/events/ticket', { token: customer.token })).body.data.ticket as string,
        );
      }
    }
    const tries = await Promise.all(tickets.map((ticket) => open(ticket, smallOrigin)));
    expect(statuses(tries).filter((status) => status === 200)).toHaveLength(MAX);
    expect(refusals(tries)).toEqual(new Set([envelope(429, m.streamsBusy())]));

    // A ticket refused for a full instance was not used up.
    const waiting = tickets[tries.findIndex((stream) => stream.status === 429)]!;
    tries.find((stream) => stream.status === 200)!.close();
    await untilOpenStreams(small, (count) => count === MAX - 1);
    expect((await open(waiting, smallOrigin)).status).toBe(200);
    opened.splice(0).forEach((stream) => stream.close());
    await untilNoOpenStreams(small);
  });

  it('keeps places of its own for the seller: a full instance of customers still opens the kitchen’s streams', async () => {
    const seller = await findOrCreateSeller(small);
    const customers = [await logIn(small), await logIn(small), await logIn(small)];
    const customerTickets: string[] = [];
    for (const customer of customers) {
      for (let i = 0; i < 2; i += 1) {
        customerTickets.push(
          (await call(small, 'POST', '/events/ticket', { token: customer.token })).body.data.ticket as string,
        );
      }
    }
    const sellerTickets: string[] = [];
    for (let i = 0; i < STREAMS_PER_SESSION; i += 1) {
      sellerTickets.push(
        (await call(small, 'POST', '/events/ticket', { token: seller.token })).body.data.ticket as string,
      );
    }
    // The customers race the seller for the instance: they fill its MAX places, the seller opens all of theirs.
    const [customerTries, sellerTries] = await Promise.all([
      Promise.all(customerTickets.map((ticket) => open(ticket, smallOrigin))),
      Promise.all(sellerTickets.map((ticket) => open(ticket, smallOrigin))),
    ]);
    expect(statuses(customerTries).filter((status) => status === 200)).toHaveLength(MAX);
    expect(refusals(customerTries)).toEqual(new Set([envelope(429, m.streamsBusy())]));
    expect(statuses(sellerTries)).toEqual(sellerTries.map(() => 200));
    await untilOpenStreams(small, (count) => count === MAX + STREAMS_PER_SESSION);
    opened.splice(0).forEach((stream) => stream.close());
    await untilNoOpenStreams(small);
  });
});
