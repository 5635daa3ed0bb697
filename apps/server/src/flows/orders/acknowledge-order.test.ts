import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@rasoi/domain/api';
import type { OrderEventData } from '@rasoi/domain/events';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder, type TestCustomer } from '../../../test/orders.ts';
import { findOrCreateSeller, sellerLogIn } from '../../../test/sellers.ts';
import { openSse, originOf, type SseEvent, type SseStream } from '../../../test/sse-client.ts';
import { untilNoOpenStreams } from '../../../test/streams.ts';

/**
 * POST /order/:id/acknowledge (issue 'The kitchen's day'): a seller device acknowledges a new order,
 * which stops the repeating new-order alarm on every seller device. Runs on SQLite and PostgreSQL.
 */
let t: TestApp;
let origin: string;
let seller: { token: string; mobile: string };
let customer: TestCustomer;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  origin = await originOf(t.app);
  seller = await findOrCreateSeller(t);
  customer = await newCustomer(t);
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  streams.splice(0).forEach((stream) => stream.close());
  await untilNoOpenStreams(t);
});

const acknowledge = (token: string, orderId: string) => call(t, 'POST', `/order/${orderId}/acknowledge`, { token });

async function sellerStream(token: string): Promise<SseStream> {
  const ticket = await call(t, 'POST', '/events/ticket', { token });
  const opened = await openSse(`${origin}/api/v1/events?ticket=${ticket.body.data.ticket as string}`);
  streams.push(opened);
  expect(opened.status).toBe(200);
  return opened;
}

const orderOf = (event: SseEvent) => (JSON.parse(event.data) as OrderEventData).order;

describe('acknowledging a new order', () => {
  it('starts unacknowledged, and the first acknowledgement is kept however often it is repeated', async () => {
    const order = await placeTestOrder(t, customer);
    expect(order.acknowledged_at).toBeNull();

    t.clock.advance(5_000);
    const before = t.clock.now().toISOString();
    const first = await acknowledge(seller.token, order._id);
    expect(first.status).toBe(200);
    const acknowledged = first.body.data.order as Order;
    expect(acknowledged).toMatchObject({ _id: order._id, status: 'Preparing' });
    // The test clock runs on from where it was moved: the stamp is the time of the call.
    expect(acknowledged.acknowledged_at! >= before).toBe(true);
    expect(acknowledged.acknowledged_at! <= t.clock.now().toISOString()).toBe(true);
    const events = await t.db.selectFrom('order_events').select('id').where('order_id', '=', order._id).execute();

    t.clock.advance(5_000);
    const again = await acknowledge(seller.token, order._id);
    expect(again.status).toBe(200);
    expect(again.body.data.order).toEqual(acknowledged);
    // Once only: the repeat records no second event, and the order reads the first time everywhere.
    expect(await t.db.selectFrom('order_events').select('id').where('order_id', '=', order._id).execute()).toHaveLength(
      events.length,
    );
    const read = await call(t, 'GET', `/order/${order._id}`, { token: customer.token });
    expect(read.body.data.order.acknowledged_at).toBe(acknowledged.acknowledged_at);
  });

  it('gives one time to two devices acknowledging at once', async () => {
    const order = await placeTestOrder(t, customer);
    const other = await sellerLogIn(t, seller.mobile);
    const answers = await Promise.all([acknowledge(seller.token, order._id), acknowledge(other.token, order._id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [one, two] = answers.map((answer) => (answer.body.data.order as Order).acknowledged_at);
    expect(one).not.toBeNull();
    expect(two).toBe(one);
    const events = await t.db
      .selectFrom('order_events')
      .select('type')
      .where('order_id', '=', order._id)
      .where('type', '=', 'order.updated')
      .execute();
    expect(events).toHaveLength(1);
  });

  it('answers 404 for an unknown order and changes nothing', async () => {
    const answer = await acknowledge(seller.token, 'ffffffffffffffffffffffff');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ status: 'error', data: m.orderNotFound() });
  });

  it('is the seller’s: a customer gets 403 and the order stays unacknowledged', async () => {
    const order = await placeTestOrder(t, customer);
    const answer = await acknowledge(customer.token, order._id);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ status: 'error', data: expect.any(String) });
    expect((await call(t, 'GET', `/order/${order._id}`, { token: customer.token })).body.data.order).toMatchObject({
      acknowledged_at: null,
    });
  });

  it("reaches the seller's other device as a live update, so its alarm stops too", async () => {
    const otherDevice = await sellerLogIn(t, seller.mobile);
    const stream = await sellerStream(otherDevice.token);
    const order = await placeTestOrder(t, customer);
    // On PostgreSQL the previous test's order can reach a stream opened just after it (NOTIFY is
    // delivered after its commit): wait for this order's own event.
    const created = await stream.next({
      match: (event) => event.event === 'order.created' && orderOf(event)._id === order._id,
    });
    expect(orderOf(created)).toMatchObject({ _id: order._id, acknowledged_at: null });

    const answer = await acknowledge(seller.token, order._id);
    const updated = await stream.next({ match: (event) => event.event === 'order.updated' });
    expect(orderOf(updated)).toEqual(answer.body.data.order);
    expect(orderOf(updated).acknowledged_at).toEqual(expect.any(String));
  });
});
