import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, logIn, newMobile, newRemoteAddress } from '../../test/api-helpers.ts';
import { translateSentence } from '../lib/translate-sentence.ts';
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

describe('translateSentence', () => {
  it('translates a filled-in English template, and the message words filled into it', () => {
    const english = m.slotFull({ slot: 'Lunch', day: m.dayToday({}, { locale: 'en' }) }, { locale: 'en' });
    expect(translateSentence(english, 'hi')).toBe(m.slotFull({ slot: 'Lunch', day: m.dayToday({}, hindi) }, hindi));
  });

  it('leaves a sentence the table does not know as it is, and a filled-in name as data', () => {
    expect(translateSentence('Paneer Tikka is ready', 'hi')).toBe('Paneer Tikka is ready');
    const english = m.slotFull({ slot: 'Lunch', day: 'Fri, 28 Nov' }, { locale: 'en' });
    expect(translateSentence(english, 'hi')).toBe(m.slotFull({ slot: 'Lunch', day: 'Fri, 28 Nov' }, hindi));
  });

  it("translates the catalogue's price refusals with the field's name (issue 16, D62)", () => {
    const english = m.priceNotANumber({ label: m.costPrice({}, { locale: 'en' }) }, { locale: 'en' });
    expect(english).toBe('Cost price must be a number');
    expect(translateSentence(english, 'hi')).toBe(m.priceNotANumber({ label: m.costPrice({}, hindi) }, hindi));
  });

  it('writes a Hindi sentence back in English for an English caller', () => {
    expect(translateSentence(m.orderNotFound({}, hindi), 'en')).toBe(m.orderNotFound({}, { locale: 'en' }));
  });
});
