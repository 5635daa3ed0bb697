import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEventData } from '@rasoi/domain/events';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder, type TestCustomer } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { openSse, originOf, type SseStream } from '../../../test/sse-client.ts';
import { untilNoOpenStreams } from '../../../test/streams.ts';

/**
 * A cancel reaches the other side live (issue 15, D54): the seller's screens learn of a customer's
 * cancel, and the customer's of the seller's, as an `order.updated` event with the reason. Runs on
 * SQLite and PostgreSQL.
 */
let t: TestApp;
let origin: string;
let seller: string;
let customer: TestCustomer;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  origin = await originOf(t.app);
  seller = (await findOrCreateSeller(t)).token;
  customer = await newCustomer(t);
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  streams.splice(0).forEach((stream) => stream.close());
  await untilNoOpenStreams(t);
});

async function streamOf(token: string): Promise<SseStream> {
  const ticket = await call(t, 'POST', '/events/ticket', { token });
  const opened = await openSse(`${origin}/api/v1/events?ticket=${ticket.body.data.ticket as string}`);
  streams.push(opened);
  expect(opened.status).toBe(200);
  return opened;
}

const cancelledIn = async (stream: SseStream, orderId: string) => {
  const event = await stream.next({
    match: (candidate) =>
      candidate.event === 'order.updated' && (JSON.parse(candidate.data) as OrderEventData).order._id === orderId,
  });
  return (JSON.parse(event.data) as OrderEventData).order;
};

describe('a cancel, live', () => {
  it("reaches the seller's stream when the customer cancels", async () => {
    const stream = await streamOf(seller);
    const order = await placeTestOrder(t, customer);
    await call(t, 'POST', `/order/${order._id}/cancel`, { token: customer.token, body: { reason: 'Changed my mind' } });
    expect(await cancelledIn(stream, order._id)).toMatchObject({
      status: 'Cancelled',
      cancel_reason: 'Changed my mind',
      cancelled_by: 'customer',
    });
  });

  it("reaches the customer's stream when the seller cancels", async () => {
    const stream = await streamOf(customer.token);
    const order = await placeTestOrder(t, customer);
    await call(t, 'POST', `/order/${order._id}/cancel`, { token: seller, body: { reason: 'Gas ran out' } });
    expect(await cancelledIn(stream, order._id)).toMatchObject({
      status: 'Cancelled',
      cancel_reason: 'Gas ran out',
      cancelled_by: 'seller',
    });
  });
});
