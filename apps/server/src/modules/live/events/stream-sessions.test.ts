import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, logIn } from '../../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder } from '../../../../test/orders.ts';
import { findOrCreateSeller, TEST_SELLER_PIN } from '../../../../test/sellers.ts';
import { openSse, originOf, type SseStream } from '../../../../test/sse-client.ts';
import { untilNoOpenStreams } from '../../../../test/streams.ts';
import { setSeller } from '../../customers/sellers/set-seller.ts';

/**
 * Streams end with their session (issue 11, docs/decisions/0031): at once on logout through the
 * same instance, and at the next heartbeat when the session ends any other way (revoked in the
 * database as `npm run seller` does, expired, or logged out through another instance).
 */

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

async function streamOf(t: TestApp, token: string, at: string): Promise<SseStream> {
  const ticket = (await call(t, 'POST', '/events/ticket', { token })).body.data.ticket as string;
  const stream = await openSse(`${at}/api/v1/events?ticket=${ticket}`);
  expect(stream.status).toBe(200);
  return stream;
}

describe('on logout through the same instance', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    // A heartbeat that never comes during the test: only the logout itself can end the stream.
    t = await buildTestApp({}, { heartbeatMs: 600_000 });
    origin = await originOf(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('ends that session’s streams at once, and only them', async () => {
    const seller = await findOrCreateSeller(t);
    const customer = await newCustomer(t);
    const [ending, alsoEnding, staying] = [
      await streamOf(t, seller.token, origin),
      await streamOf(t, seller.token, origin),
      await streamOf(t, customer.token, origin),
    ];
    expect((await call(t, 'POST', '/auth/logout', { token: seller.token })).status).toBe(200);
    await Promise.all([ending.ended, alsoEnding.ended]);

    // The customer's stream is still open and still gets their order.
    const order = await placeTestOrder(t, customer);
    expect(JSON.parse((await staying.next()).data)).toMatchObject({ order: { _id: order._id } });
    expect(ending.events).toEqual([]);
    staying.close();
    await untilNoOpenStreams(t);
  });
});

describe('when the session ends otherwise', () => {
  let t: TestApp;
  let origin: string;
  const HEARTBEAT_MS = 100;
  beforeAll(async () => {
    t = await buildTestApp({}, { heartbeatMs: HEARTBEAT_MS });
    origin = await originOf(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('ends the seller’s stream at the next heartbeat after `npm run seller` revokes the sessions', async () => {
    const seller = await findOrCreateSeller(t);
    const stream = await streamOf(t, seller.token, origin);
    await stream.comment('ping', HEARTBEAT_MS * 20);
    await setSeller(t.db, { mobile: seller.mobile, pin: TEST_SELLER_PIN }, t.clock.now());
    await stream.ended;
    const customer = await newCustomer(t);
    await placeTestOrder(t, customer);
    expect(stream.events).toEqual([]);
  });

  it('ends a stream at the next heartbeat once its session has expired', async () => {
    const { token } = await logIn(t);
    const stream = await streamOf(t, token, origin);
    t.clock.advance(SESSION_TTL_MS + 1000);
    await stream.ended;
  });

  it('ends a stream on another instance at its next heartbeat after a logout', async () => {
    const other = await originOf(await t.startInstance());
    const { token } = await logIn(t);
    const onOther = await streamOf(t, token, other);
    const here = await streamOf(t, token, origin);
    expect((await call(t, 'POST', '/auth/logout', { token })).status).toBe(200);
    await Promise.all([onOther.ended, here.ended]);
    await untilNoOpenStreams(t);
  });
});
