import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitchenData } from '@rasoi/domain/api';
import { KITCHEN_CHANGED_EVENT } from '@rasoi/domain/events';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, logIn } from '../../../../test/api-helpers.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';
import { openSse, originOf, type SseStream } from '../../../../test/sse-client.ts';

/**
 * Two instances on one PostgreSQL (issue 13, D40): each keeps the kitchen's settings cached; a save
 * through A drops B's copy (NOTIFY rasoi_kitchen) and reaches B's open streams. SQLite is one instance.
 */
describe('kitchen settings across two instances', () => {
  let t: TestApp;
  let originB: string;
  const streams: SseStream[] = [];

  /** GET /kitchen's data as instance B answers it. */
  const kitchenOnB = async () =>
    ((await (await fetch(`${originB}/api/v1/kitchen`)).json()) as { data: KitchenData }).data;

  beforeAll(async () => {
    t = await buildTestApp();
    originB = await originOf(await t.startInstance());
  });
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await t.close();
  });

  it('a save through A is what B answers next, and B’s streams hear of it', async () => {
    const seller = (await findOrCreateSeller(t)).token;
    const customer = await logIn(t);
    // B reads (and caches) the settings before the change.
    expect((await kitchenOnB()).name).toBe('Rasoi');
    const ticket = (await call(t, 'POST', '/events/ticket', { token: customer.token })).body.data.ticket as string;
    const stream = await openSse(`${originB}/api/v1/events?ticket=${ticket}`);
    streams.push(stream);

    const saved = await call(t, 'PATCH', '/kitchen/settings', {
      token: seller,
      body: { name: 'Across Kitchen', serviceable_pincodes: ['110001'] },
    });
    expect(saved.status).toBe(200);
    await stream.next({ match: (event) => event.event === KITCHEN_CHANGED_EVENT });
    expect(await kitchenOnB()).toMatchObject({ name: 'Across Kitchen', serviceable_pincodes: ['110001'] });
  });
});
