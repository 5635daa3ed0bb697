import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call } from '../../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';
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

describe('POST /kitchen/close (seller; D77: the body names the state)', () => {
  const put = (token: string, body?: unknown) =>
    call(t, 'POST', '/kitchen/close', { token, ...(body === undefined ? {} : { body }) });

  it('closes and opens as asked, leaves the items alone, and orders are refused while closed', async () => {
    const seller = (await findOrCreateSeller(t)).token;
    const customer = await newCustomer(t);
    const menuBefore = await call(t, 'GET', '/meal', { token: seller });

    const closed = await put(seller, { is_open: false });
    expect(closed).toMatchObject({ status: 200, body: { status: 'success', data: { is_open: false } } });
    expect((await call(t, 'GET', '/kitchen')).body.data).toMatchObject({ is_open: false });
    expect(await call(t, 'GET', '/meal', { token: seller })).toMatchObject({ body: menuBefore.body });
    await expect(placeTestOrder(t, customer)).rejects.toThrow(m.kitchenClosed());

    const open = await put(seller, { is_open: true });
    expect(open).toMatchObject({ status: 200, body: { data: { is_open: true } } });
    expect((await placeTestOrder(t, customer)).status).toBe('Preparing');
  });

  it('leaves the kitchen as asked when the same call comes twice (a retry does not undo it)', async () => {
    const seller = (await findOrCreateSeller(t)).token;
    for (const wanted of [false, true]) {
      for (let press = 0; press < 2; press += 1) {
        expect((await put(seller, { is_open: wanted })).body.data).toMatchObject({ is_open: wanted });
        expect((await call(t, 'GET', '/kitchen')).body.data).toMatchObject({ is_open: wanted });
      }
    }
  });

  it('ends in the asked state when the same call races itself, on either engine', async () => {
    const seller = (await findOrCreateSeller(t)).token;
    for (const wanted of [false, true, false, true]) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => put(seller, { is_open: wanted })));
      expect(answers.map((answer) => [answer.status, answer.body.data.is_open])).toEqual(
        answers.map(() => [200, wanted]),
      );
      expect((await call(t, 'GET', '/kitchen')).body.data).toMatchObject({ is_open: wanted });
    }
  });

  it.each([
    ['no body', undefined, m.kitchenStateRequired()],
    ['an empty body', {}, m.kitchenStateRequired()],
    ['a text for the state', { is_open: 'false' }, m.kitchenStateRequired()],
    ['another field', { is_open: false, open: false }, `${m.unknownField()}: open`],
  ])('refuses %s with 400 and changes nothing', async (_name, body, message) => {
    const seller = (await findOrCreateSeller(t)).token;
    await put(seller, { is_open: true });
    expect(await put(seller, body)).toMatchObject({ status: 400, body: { status: 'error', data: message } });
    expect((await call(t, 'GET', '/kitchen')).body.data).toMatchObject({ is_open: true });
  });

  it('answers the refusal in Hindi to a Hindi caller', async () => {
    const seller = (await findOrCreateSeller(t)).token;
    const answer = await call(t, 'POST', '/kitchen/close', { token: seller, headers: { 'accept-language': 'hi' } });
    expect(answer).toMatchObject({ status: 400, body: { data: m.kitchenStateRequired({}, { locale: 'hi' }) } });
  });
});
