import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { addressBody, call, logIn } from '../../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

// The kitchen's own settings (issue 13, docs/decisions/0040): PATCH /kitchen/settings, what GET
// /kitchen answers, and the places that follow them (addresses, orders, coupons).

let t: TestApp;
let seller: string;
beforeAll(async () => {
  t = await buildTestApp({ SERVICEABLE_PINCODES: '201009,201010', ORDER_ETA_MINUTES: '35', COUPON_OFFERS: '5,10' });
  seller = (await findOrCreateSeller(t)).token;
});
afterAll(async () => {
  await t.close();
});

const kitchen = async () => (await call(t, 'GET', '/kitchen')).body.data;
const patch = (body: unknown, token = seller) => call(t, 'PATCH', '/kitchen/settings', { token, body });

describe('a fresh install', () => {
  it('starts from the environment’s pincodes, ETA and offers, with a default name and nothing else set', async () => {
    expect(await kitchen()).toEqual({
      is_open: true,
      name: 'Rasoi',
      description: 'Taste of Home',
      support_phone: '',
      fssai_licence: '',
      serviceable_pincodes: ['201009', '201010'],
      societies: [],
      upi_id: '',
      upi_vpa: null,
      order_eta_minutes: 35,
      coupon_offers: [5, 10],
      order_days_ahead: 2,
      time_zone: 'Asia/Kolkata',
      cancel_window_minutes: 5,
      household_plates_max: 10,
      language: 'en',
      // Bills (issue 28, D107): no address or GSTIN, not registered for GST, numbers prefixed 'RS'.
      address: '',
      gstin: '',
      gst_scheme: 'none',
      bill_prefix: 'RS',
      // No payment gateway keys yet (D100).
      online_payments: false,
    });
  });
});

describe('PATCH /kitchen/settings', () => {
  it('saves every setting, answers the kitchen, and GET /kitchen tells them to anyone', async () => {
    const settings = {
      name: '  Sharma Rasoi ',
      description: 'Ghar ka khana, every day',
      support_phone: '9876543210',
      fssai_licence: '12345678901234',
      serviceable_pincodes: ['201009', '201014', '201009'],
      societies: [
        { name: 'Green Meadows', towers: ['A', 'B', 'A'] },
        { name: 'Sky Heights', towers: ['T1'] },
      ],
      upi_id: 'sharma.rasoi@okaxis',
      order_eta_minutes: 40,
      coupon_offers: [10, 25],
      order_days_ahead: 3,
      cancel_window_minutes: 10,
      household_plates_max: 12,
      language: 'hi',
      address: '12 Green Meadows, Sector 62, Noida 201309',
      gstin: '27AAPFU0939F1ZV',
      gst_scheme: 'composition',
      bill_prefix: 'SR',
    };
    const answer = await patch(settings);
    const expected = {
      is_open: true,
      ...settings,
      name: 'Sharma Rasoi',
      upi_vpa: 'sharma.rasoi@okaxis',
      time_zone: 'Asia/Kolkata',
      serviceable_pincodes: ['201009', '201014'],
      societies: [
        { name: 'Green Meadows', towers: ['A', 'B'] },
        { name: 'Sky Heights', towers: ['T1'] },
      ],
    };
    expect(answer).toMatchObject({ status: 200, body: { status: 'success', data: expected } });
    expect(await kitchen()).toEqual({ ...expected, online_payments: false });
  });

  it('changes only the settings the body names', async () => {
    const before = await kitchen();
    expect((await patch({ description: 'Fresh thalis' })).status).toBe(200);
    expect(await kitchen()).toEqual({ ...before, description: 'Fresh thalis' });
    // Optional texts are cleared with ''.
    expect((await patch({ upi_id: '' })).status).toBe(200);
    expect(await kitchen()).toEqual({ ...before, description: 'Fresh thalis', upi_id: '', upi_vpa: null });
  });

  const refusals: [string, unknown, string][] = [
    ['an empty name', { name: '  ' }, m.kitchenNameInvalid()],
    ['a name of 41 characters', { name: 'x'.repeat(41) }, m.kitchenNameInvalid()],
    ['a name of two lines', { name: 'Sharma\nRasoi' }, m.kitchenNameInvalid()],
    ['a description of 121 characters', { description: 'x'.repeat(121) }, m.kitchenDescriptionInvalid()],
    ['a 9-digit phone', { support_phone: '987654321' }, m.supportPhoneInvalid()],
    ['a phone with letters', { support_phone: '98765abcde' }, m.supportPhoneInvalid()],
    ['a 13-digit licence', { fssai_licence: '1234567890123' }, m.fssaiInvalid()],
    ['no pincodes', { serviceable_pincodes: [] }, m.pincodesRequired()],
    ['a 5-digit pincode', { serviceable_pincodes: ['201009', '20100'] }, m.pincodesInvalid()],
    ['pincodes as text', { serviceable_pincodes: '201009' }, m.pincodesInvalid()],
    ['a society without a name', { societies: [{ name: '', towers: ['A'] }] }, m.societyNameInvalid()],
    ['a society without towers', { societies: [{ name: 'Green Meadows', towers: [] }] }, m.towersRequired()],
    ['an empty tower name', { societies: [{ name: 'Green Meadows', towers: [' '] }] }, m.towerNameInvalid()],
    [
      'a society listed twice',
      {
        societies: [
          { name: 'Green Meadows', towers: ['A'] },
          { name: 'green meadows', towers: ['B'] },
        ],
      },
      m.societyRepeated(),
    ],
    ['a UPI id without a bank', { upi_id: 'sharma@' }, m.upiInvalid()],
    ['a UPI id without @', { upi_id: 'sharma.okaxis' }, m.upiInvalid()],
    ['an ETA of 0 minutes', { order_eta_minutes: 0 }, m.etaInvalid()],
    ['an ETA of 601 minutes', { order_eta_minutes: 601 }, m.etaInvalid()],
    ['an ETA of 30.5 minutes', { order_eta_minutes: 30.5 }, m.etaInvalid()],
    ['an ETA as text', { order_eta_minutes: '30' }, m.etaInvalid()],
    ['an offer of 51%', { coupon_offers: [10, 51] }, m.couponOffersInvalid()],
    ['an offer of 0%', { coupon_offers: [0] }, m.couponOffersInvalid()],
    ['no offers', { coupon_offers: [] }, m.couponOffersRequired()],
    ['a cancel window of 61 minutes', { cancel_window_minutes: 61 }, m.cancelWindowInvalid()],
    ['a cancel window of -1 minutes', { cancel_window_minutes: -1 }, m.cancelWindowInvalid()],
    ['a cancel window of 2.5 minutes', { cancel_window_minutes: 2.5 }, m.cancelWindowInvalid()],
    ['an unknown language', { language: 'fr' }, m.kitchenLanguageInvalid()],
    // Bills (issue 28, D107): a GSTIN's form, state code and check character; the scheme; the prefix.
    ['a GSTIN of 14 characters', { gstin: '27AAPFU0939F1Z' }, m.gstinInvalid()],
    ['a GSTIN with state code 39', { gstin: '39AAPFU0939F1ZV' }, m.gstinInvalid()],
    ['a GSTIN with a PAN of digits', { gstin: '2712345093901ZV' }, m.gstinInvalid()],
    ['a GSTIN of 10,000 characters', { gstin: '2'.repeat(10_000) }, m.gstinInvalid()],
    ['a GSTIN whose check character is wrong', { gstin: '27AAPFU0939F1ZW' }, m.gstinCheckFailed()],
    ['an unknown GST scheme', { gst_scheme: 'exempt' }, m.gstSchemeInvalid()],
    ['a regular GST scheme without a GSTIN', { gst_scheme: 'regular', gstin: '' }, m.gstSchemeNeedsGstin()],
    ['a bill prefix of 4 characters', { bill_prefix: 'RASO' }, m.billPrefixInvalid()],
    ['a bill prefix with a slash', { bill_prefix: 'R/' }, m.billPrefixInvalid()],
    ['an empty bill prefix', { bill_prefix: '' }, m.billPrefixInvalid()],
    ['an address of 201 characters', { address: 'x'.repeat(201) }, m.kitchenAddressInvalid()],
    ['a language as a region tag', { language: 'hi-IN' }, m.kitchenLanguageInvalid()],
    ['no language', { language: null }, m.kitchenLanguageInvalid()],
    ['nothing to change', {}, m.settingsPatchEmpty()],
    ['an unknown setting', { name: 'Rasoi', theme: 'dark' }, `${m.unknownField()}: theme`],
  ];
  it.each(refusals)('refuses %s with 400 and its message, changing nothing', async (_, body, message) => {
    const before = await kitchen();
    expect(await patch(body)).toMatchObject({ status: 400, body: { status: 'error', data: message } });
    expect(await kitchen()).toEqual(before);
  });

  it("says what is wrong with an unknown language in the seller's language (issue 16)", async () => {
    const answer = await call(t, 'PATCH', '/kitchen/settings', {
      token: seller,
      body: { language: 'fr' },
      headers: { 'accept-language': 'hi' },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { status: 'error', data: 'रसोई की भाषा के लिए English या हिन्दी चुनें' },
    });
  });

  it('keeps a GSTIN while the kitchen is registered for GST, and takes one typed with spaces and small letters (D107)', async () => {
    expect((await patch({ gstin: '27 aapfu 0939 f1zv', gst_scheme: 'regular' })).body.data).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      gst_scheme: 'regular',
    });
    // Clearing the GSTIN alone would leave a registered kitchen without it.
    expect(await patch({ gstin: '' })).toMatchObject({ status: 400, body: { data: m.gstSchemeNeedsGstin() } });
    expect(await kitchen()).toMatchObject({ gstin: '27AAPFU0939F1ZV', gst_scheme: 'regular' });
    expect((await patch({ gstin: '', gst_scheme: 'none' })).body.data).toMatchObject({ gstin: '', gst_scheme: 'none' });
  });

  it("says a GSTIN's check character is wrong in the seller's language", async () => {
    const answer = await call(t, 'PATCH', '/kitchen/settings', {
      token: seller,
      body: { gstin: '29AAGCB7383J1Z5' },
      headers: { 'accept-language': 'hi' },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { status: 'error', data: m.gstinCheckFailed({}, { locale: 'hi' }) },
    });
  });

  it('refuses a good setting beside a bad one whole', async () => {
    const before = await kitchen();
    expect((await patch({ name: 'Another Name', order_eta_minutes: 0 })).status).toBe(400);
    expect(await kitchen()).toEqual(before);
  });

  it('is the seller’s: 401 without a session, 403 for a customer, nothing changed', async () => {
    const before = await kitchen();
    const customer = await logIn(t);
    expect(await call(t, 'PATCH', '/kitchen/settings', { body: { name: 'Mine' } })).toMatchObject({ status: 401 });
    expect(await patch({ name: 'Mine' }, customer.token)).toMatchObject({ status: 403, body: { status: 'error' } });
    expect(await kitchen()).toEqual(before);
  });

  it('keeps both of two changes of different settings sent at once (one UPDATE each, no merge in code)', async () => {
    for (let round = 0; round < 10; round += 1) {
      const name = `Kitchen ${round}`;
      const eta = 20 + round;
      const offers = [round + 1];
      const answers = await Promise.all([
        patch({ name }),
        patch({ order_eta_minutes: eta }),
        patch({ coupon_offers: offers }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(await kitchen()).toMatchObject({ name, order_eta_minutes: eta, coupon_offers: offers });
    }
  });

  it('is kept when the server starts again: the environment seeds a fresh install only', async () => {
    expect((await patch({ serviceable_pincodes: ['110001'], name: 'Kept Kitchen' })).status).toBe(200);
    const again = await t.startInstance();
    const answer = await again.inject({ method: 'GET', url: '/api/v1/kitchen' });
    expect(answer.json().data).toMatchObject({ name: 'Kept Kitchen', serviceable_pincodes: ['110001'] });
  });
});

describe('what follows the stored settings', () => {
  it('a new address is checked against the stored pincodes', async () => {
    const customer = await logIn(t);
    expect((await patch({ serviceable_pincodes: ['110001', '110002'] })).status).toBe(200);
    const refused = await call(t, 'POST', '/address', { token: customer.token, body: addressBody() });
    expect(refused).toMatchObject({ status: 400, body: { status: 'error', data: m.notServiceable() } });
    const saved = await call(t, 'POST', '/address', {
      token: customer.token,
      body: addressBody({ pincode: '110002' }),
    });
    expect(saved.status).toBe(201);
  });

  it('an order is refused to an address outside the stored pincodes, and takes the stored ETA and offers', async () => {
    expect((await patch({ serviceable_pincodes: ['201009'] })).status).toBe(200);
    const customer = await newCustomer(t);
    expect((await patch({ serviceable_pincodes: ['110001'] })).status).toBe(200);
    await expect(placeTestOrder(t, customer)).rejects.toThrow(m.notServiceable());

    expect((await patch({ serviceable_pincodes: ['201009'], order_eta_minutes: 55, coupon_offers: [7] })).status).toBe(
      200,
    );
    const order = await placeTestOrder(t, customer);
    expect(order.total_time).toBe(55);
    const coupons = (await call(t, 'GET', '/coupon', { token: customer.token })).body.data.coupons;
    expect(coupons.map((coupon: { off: number }) => coupon.off)).toEqual([7]);
  });
});

describe('GET /manifest.webmanifest', () => {
  it("names the installed app after the kitchen's stored name, and follows a change", async () => {
    expect((await patch({ name: 'Sharma Rasoi', description: 'Ghar ka khana' })).status).toBe(200);
    const answer = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const manifest = answer.json();
    expect(manifest).toMatchObject({
      name: 'Sharma Rasoi: Ghar ka khana',
      short_name: 'Sharma Rasoi',
      description: 'Ghar ka khana',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/icons/icon-maskable-512.png',
    ]);

    expect((await patch({ name: 'Annapurna Home Kitchen' })).status).toBe(200);
    const renamed = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json();
    expect(renamed).toMatchObject({ name: 'Annapurna Home Kitchen: Ghar ka khana', short_name: 'Annapurna Ho' });
  });

  it("is marked in the kitchen's language (issue 16)", async () => {
    const lang = async () => (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json().lang;
    expect((await patch({ language: 'en' })).status).toBe(200);
    expect(await lang()).toBe('en-IN');
    expect((await patch({ language: 'hi', name: 'शर्मा रसोई' })).status).toBe(200);
    expect(await lang()).toBe('hi-IN');
    expect((await patch({ language: 'en' })).status).toBe(200);
  });
});
