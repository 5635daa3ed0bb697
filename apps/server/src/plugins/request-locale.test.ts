import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THALI_CATEGORIES } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, logIn, newMobile, newRemoteAddress } from '../../test/api-helpers.ts';
import { findOrCreateSeller } from '../../test/sellers.ts';
import { requestLocale } from './request-locale.ts';

/** The envelope's sentences follow the caller's language (issue 16, D62). */
let t: TestApp;
let customer: { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  customer = await logIn(t);
});
afterAll(async () => {
  await t.close();
});

const hindi = { locale: 'hi' } as const;
const sendOtp = (body: unknown, language?: string) =>
  call(t, 'POST', '/auth/send-otp', {
    body,
    remoteAddress: newRemoteAddress(),
    headers: language ? { 'accept-language': language } : {},
  });

describe("the caller's language", () => {
  it.each([
    [undefined, 'en'],
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['fr-FR,hi;q=0.5', 'hi'],
    ['fr-FR', 'en'],
    ['*', 'en'],
  ])('Accept-Language %s reads as %s', (header, locale) => {
    expect(requestLocale(header)).toBe(locale);
  });

  it("answers a schema's refusal in Hindi when asked, and in English otherwise", async () => {
    expect((await sendOtp({ mobile: '98765' }, 'hi-IN')).body).toEqual({
      status: 'error',
      data: m.invalidMobile({}, hindi),
    });
    expect((await sendOtp({ mobile: '98765' })).body).toEqual({
      status: 'error',
      data: m.invalidMobile({}, { locale: 'en' }),
    });
    expect(m.invalidMobile({}, hindi)).not.toBe(m.invalidMobile({}, { locale: 'en' }));
  });

  it('answers a success sentence and a refusal written while the request is handled in Hindi', async () => {
    expect((await sendOtp({ mobile: newMobile() }, 'hi')).body).toEqual({
      status: 'success',
      data: m.otpSent({}, hindi),
    });
    const missing = await call(t, 'GET', '/order/0123456789abcdef01234567', {
      token: customer.token,
      headers: { 'accept-language': 'hi' },
    });
    expect(missing.body).toEqual({ status: 'error', data: m.orderNotFound({}, hindi) });
  });

  it('names an unknown field in Hindi words around the field', async () => {
    const answer = await sendOtp({ mobile: '9876543210', otp: '1234' }, 'hi');
    expect(answer.body).toEqual({ status: 'error', data: `${m.unknownField({}, hindi)}: otp` });
  });
});

describe('sentences written when the error happens (D72)', () => {
  it("names the catalogue's price field in the caller's language inside the refusal", async () => {
    const seller = await findOrCreateSeller(t);
    const addDish = (language: string) =>
      call(t, 'POST', '/meal', {
        token: seller.token,
        body: { category: THALI_CATEGORIES[0], name: 'Thali', cost_price: 'lots', selling_price: 90, actual_price: 99 },
        headers: { 'accept-language': language },
      });
    expect((await addDish('hi')).body).toEqual({
      status: 'error',
      data: m.priceNotANumber({ label: m.costPrice({}, hindi) }, hindi),
    });
    expect((await addDish('en')).body.data).toBe('Cost price must be a number');
  });

  it("answers a refusal zod writes itself with the field's name in the caller's language", async () => {
    const answer = await call(t, 'POST', '/order/create-cod-order', {
      token: customer.token,
      body: { meals: 'thali' },
      headers: { 'accept-language': 'hi' },
    });
    expect(answer.body.data).toBe(m.fieldInvalid({ field: 'meals' }, hindi));
  });

  it('answers English and Hindi callers of the same schema at once, each in their own language', async () => {
    const answers = await Promise.all(
      ['hi', 'en', 'hi', 'en'].map((language) => sendOtp({ mobile: '98765' }, language)),
    );
    expect(answers.map((answer) => answer.body.data)).toEqual([
      m.invalidMobile({}, hindi),
      m.invalidMobile({}, { locale: 'en' }),
      m.invalidMobile({}, hindi),
      m.invalidMobile({}, { locale: 'en' }),
    ]);
  });
});
