import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEventData } from '@rasoi/domain/events';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, readMenu } from '../../../../test/api-helpers.ts';
import { describeDelays, measureOrderDelays } from '../../../../test/latency.ts';
import { newCustomer, placeTestOrder, type TestCustomer } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';
import { openSse, originOf, type SseStream } from '../../../../test/sse-client.ts';

/**
 * Two instances behind a load balancer share one PostgreSQL (issue 5, docs/operations.md): an event
 * raised through instance A reaches the streams of instance B through LISTEN/NOTIFY. SQLite is one
 * instance by design, so this suite exists on PostgreSQL only.
 */

describe('two instances on one PostgreSQL', () => {
  let t: TestApp;
  let originA: string;
  let originB: string;
  let seller: { token: string };
  let customer: TestCustomer;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    originA = await originOf(t.app);
    originB = await originOf(await t.startInstance());
    seller = await findOrCreateSeller(t);
    customer = await newCustomer(t);
  });
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await t.close();
  });

  /** A stream on instance B, with a ticket issued by instance A (tickets live in the shared database). */
  async function streamOnB(token: string, lastEventId?: number): Promise<SseStream> {
    const ticket = (await call(t, 'POST', '/events/ticket', { token })).body.data.ticket as string;
    const query = lastEventId === undefined ? '' : `&lastEventId=${lastEventId}`;
    const stream = await openSse(`${originB}/api/v1/events?ticket=${ticket}${query}`);
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  }

  it('delivers orders placed through A to a seller’s and the customer’s streams on B within a second', async () => {
    const [sellerStream, customerStream] = [await streamOnB(seller.token), await streamOnB(customer.token)];
    const mealId = (await readMenu(t)).meals.find((meal) => meal.is_active)!._id;
    const delays = await measureOrderDelays({ origin: originA, customer, mealId, stream: sellerStream, count: 5 });
    console.info(`[postgres] two instances, order POST on A to the seller's stream on B: ${describeDelays(delays)}`);
    // Within a second of the customer's 'order placed' (the POST's own time depends on the machine's load).
    expect(Math.max(...delays.map((delay) => delay.sinceAnswer))).toBeLessThan(1000);
    // Only the order events: other test files share the database's NOTIFY channels, and a kitchen change
    // announced there reaches these streams as `kitchen.changed`.
    const isOrderEvent = (event: { event: string }) => event.event.startsWith('order.');
    const placed = sellerStream.events
      .filter(isOrderEvent)
      .map((event) => (JSON.parse(event.data) as OrderEventData).order);
    expect(placed).toHaveLength(5);
    for (const order of placed) {
      const next = await customerStream.next({ match: isOrderEvent });
      expect((JSON.parse(next.data) as OrderEventData).order).toEqual(order);
    }
  });

  it('delivers a status change made on B to a stream on A, and B resumes from the shared log', async () => {
    const order = await placeTestOrder(t, customer);
    const ticket = (await call(t, 'POST', '/events/ticket', { token: customer.token })).body.data.ticket as string;
    const onA = await openSse(`${originA}/api/v1/events?ticket=${ticket}`);
    streams.push(onA);
    const moved = await fetch(`${originB}/api/v1/order/${order._id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'Out For Delivery' }),
    });
    expect(moved.status).toBe(200);
    const updated = await onA.next({ timeoutMs: 1000 });
    expect(updated.event).toBe('order.updated');
    expect((JSON.parse(updated.data) as OrderEventData).order.status).toBe('Out For Delivery');

    const resumed = await streamOnB(customer.token, Number(updated.id) - 1);
    expect((await resumed.next()).id).toBe(updated.id);
  });
});
