import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { SELLER_STREAMS_PER_INSTANCE, startLiveStreams, type LiveStreams } from './live-streams.ts';
import type { OrderEventHub } from './order-event-hub.ts';

/**
 * The instance's places (issue 17): customer streams take STREAM_MAX_PER_INSTANCE places, seller
 * streams SELLER_STREAMS_PER_INSTANCE of their own; each kind is full on its own and freed on release.
 */

let t: TestApp;
let streams: LiveStreams;

beforeAll(async () => {
  t = await buildTestApp();
  // The registry's places need no events: a hub with no listeners of its own.
  const hub: OrderEventHub = {
    announce: async () => undefined,
    subscribe: () => () => undefined,
    tell: async () => undefined,
    onNotice: () => () => undefined,
    close: async () => undefined,
  };
  streams = startLiveStreams({
    db: t.db,
    now: () => new Date(),
    hub,
    heartbeatMs: 60_000,
    maxStreams: 3,
    log: t.app.log,
  });
});
afterAll(async () => {
  await streams.close();
  await t.close();
});

describe('an instance’s stream places', () => {
  it('count customers and sellers apart, each up to its own cap, and come back on release', () => {
    const customers = Array.from({ length: 5 }, () => streams.reserve('customer'));
    expect(customers).toEqual([true, true, true, false, false]);
    const sellers = Array.from({ length: SELLER_STREAMS_PER_INSTANCE + 2 }, () => streams.reserve('seller'));
    expect(sellers.filter(Boolean)).toHaveLength(SELLER_STREAMS_PER_INSTANCE);
    expect(sellers.slice(-2)).toEqual([false, false]);
    expect(streams.count()).toBe(3 + SELLER_STREAMS_PER_INSTANCE);

    streams.release('customer');
    expect(streams.reserve('seller')).toBe(false);
    expect(streams.reserve('customer')).toBe(true);
    streams.release('seller');
    expect(streams.reserve('seller')).toBe(true);
  });
});
