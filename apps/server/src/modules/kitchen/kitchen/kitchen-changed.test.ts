import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KITCHEN_CHANGED_EVENT } from '@rasoi/domain/events';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, logIn } from '../../../../test/api-helpers.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';
import { openSse, originOf, type SseStream } from '../../../../test/sse-client.ts';

/**
 * "Customers see them at once" (issue 13, D40): every open stream hears `kitchen.changed` when the
 * seller saves the settings or flips the kitchen, so an open app refetches GET /kitchen.
 */
describe('kitchen.changed on the live streams', () => {
  let t: TestApp;
  let origin: string;
  let seller: string;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    origin = await originOf(t.app);
    seller = (await findOrCreateSeller(t)).token;
  });
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await t.close();
  });

  async function streamOf(token: string): Promise<SseStream> {
    const ticket = (await call(t, 'POST', '/events/ticket', { token })).body.data.ticket as string;
    const stream = await openSse(`${origin}/api/v1/events?ticket=${ticket}`);
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  }

  it('reaches a customer’s open stream after a save, with no id, and GET /kitchen then has the new name', async () => {
    const customer = await logIn(t);
    const stream = await streamOf(customer.token);
    expect(
      (await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { name: 'Live Kitchen' } })).status,
    ).toBe(200);
    const notice = await stream.next({ match: (event) => event.event === KITCHEN_CHANGED_EVENT });
    expect(notice).toMatchObject({ id: undefined, data: '{}' });
    expect((await call(t, 'GET', '/kitchen')).body.data.name).toBe('Live Kitchen');
  });

  it('reaches the streams when the seller opens or closes the kitchen too', async () => {
    const customer = await logIn(t);
    const stream = await streamOf(customer.token);
    expect((await call(t, 'POST', '/kitchen/close', { token: seller, body: { is_open: false } })).status).toBe(200);
    await stream.next({ match: (event) => event.event === KITCHEN_CHANGED_EVENT });
    expect((await call(t, 'POST', '/kitchen/close', { token: seller, body: { is_open: true } })).status).toBe(200);
  });

  it('is not sent for a refused save', async () => {
    const customer = await logIn(t);
    const stream = await streamOf(customer.token);
    expect((await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { name: '' } })).status).toBe(400);
    // A save after it is the first notice the stream gets.
    expect((await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { name: 'After' } })).status).toBe(200);
    await stream.next({ match: (event) => event.event === KITCHEN_CHANGED_EVENT });
    expect(stream.events.filter((event) => event.event === KITCHEN_CHANGED_EVENT)).toHaveLength(1);
  });
});
