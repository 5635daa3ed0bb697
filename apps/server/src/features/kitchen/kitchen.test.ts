import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { setKitchenOpen } from './kitchen-queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /kitchen', () => {
  it('answers open for a freshly seeded kitchen, to anyone', async () => {
    expect(await call(t, 'GET', '/kitchen')).toMatchObject({
      status: 200,
      body: { status: 'success', data: { is_open: true } },
    });
  });

  it("tells the kitchen's public settings, from the server's configuration and no secret", async () => {
    const configured = await buildTestApp({
      SERVICEABLE_PINCODES: '110001,110002',
      ORDER_ETA_MINUTES: '45',
      COUPON_OFFERS: '10,25',
    });
    try {
      expect((await call(configured, 'GET', '/kitchen')).body.data).toMatchObject({
        is_open: true,
        serviceable_pincodes: ['110001', '110002'],
        order_eta_minutes: 45,
        coupon_offers: [10, 25],
      });
    } finally {
      await configured.close();
    }
  });

  it('follows the kitchen flag', async () => {
    await setKitchenOpen(t.db, false, new Date());
    expect((await call(t, 'GET', '/kitchen')).body.data).toMatchObject({ is_open: false });
    await setKitchenOpen(t.db, true, new Date());
    expect((await call(t, 'GET', '/kitchen')).body.data).toMatchObject({ is_open: true });
  });
});

describe('query strings', () => {
  it('are refused where a route declares none', async () => {
    const answer = await call(t, 'GET', '/kitchen?debug=1');
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: 'Unknown field: debug' } });
  });
});

describe('POST /kitchen/close (seller)', () => {
  it('toggles the kitchen, leaves the items alone, and orders are refused while closed', async () => {
    const seller = (await findOrCreateSeller(t)).token;
    const customer = await newCustomer(t);
    const menuBefore = await call(t, 'GET', '/meal', { token: seller });

    const closed = await call(t, 'POST', '/kitchen/close', { token: seller });
    expect(closed).toMatchObject({ status: 200, body: { status: 'success', data: { is_open: false } } });
    expect((await call(t, 'GET', '/kitchen')).body.data).toMatchObject({ is_open: false });
    expect(await call(t, 'GET', '/meal', { token: seller })).toMatchObject({ body: menuBefore.body });
    await expect(placeTestOrder(t, customer)).rejects.toThrow(m.kitchenClosed());

    const open = await call(t, 'POST', '/kitchen/close', { token: seller, body: {} });
    expect(open).toMatchObject({ status: 200, body: { data: { is_open: true } } });
    expect((await placeTestOrder(t, customer)).status).toBe('Preparing');
  });

  it('refuses a body with fields', async () => {
    const seller = (await findOrCreateSeller(t)).token;
    const answer = await call(t, 'POST', '/kitchen/close', { token: seller, body: { is_open: true } });
    expect(answer).toMatchObject({ status: 400, body: { data: `${m.unknownField()}: is_open` } });
    expect((await call(t, 'GET', '/kitchen')).body.data).toMatchObject({ is_open: true });
  });
});
