import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app.ts';
import { call, countRows, newMobile, newRemoteAddress } from '../../../../../test/api-helpers.ts';
import { findOrCreateSeller } from '../../../../../test/sellers.ts';
import {
  startFakeSmsProvider,
  type FakeAnswer,
  type FakeSmsProvider,
  type ReceivedRequest,
} from '../../../../../test/fake-sms-provider.ts';

/**
 * A customer logs in with a code delivered through each gateway (issue 13, D39): the real app, built with
 * buildApp and SMS_GATEWAY pointing at the provider's local stand-in; send-otp, the stand-in captures the
 * message, the code read from it logs in. Then the provider fails: 503, a log line without the code, and
 * the customer may ask again at once.
 */
type Provider = {
  env: (url: string) => Record<string, string>;
  accepted: FakeAnswer;
  /** The provider's refusal, quoting the message it refused (as some do). */
  refusal: (request: ReceivedRequest) => FakeAnswer;
  /** The message as the phone shows it, from what the provider received. */
  textOf: (request: ReceivedRequest) => string;
};

/** MSG91 fills its registered template; this is the DLT template docs/operations.md registers. */
const msg91Template = (vars: { otp: string; kitchen: string; webotp: string }) =>
  `Your ${vars.kitchen} login code is ${vars.otp}. It is valid for 5 minutes. Do not share it.\n\n${vars.webotp}`;
const json = (request: ReceivedRequest) => JSON.parse(request.body.toString()) as Record<string, unknown>;

const PROVIDERS: Record<'twilio' | 'msg91' | 'android' | 'webhook', Provider> = {
  twilio: {
    env: (url) => ({
      SMS_GATEWAY: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'4e'.repeat(16)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15017122661',
      TWILIO_API_URL: url,
    }),
    accepted: { status: 201, json: { sid: `SM${'5d'.repeat(16)}`, status: 'queued' } },
    refusal: (request) => ({
      status: 400,
      json: {
        code: 21610,
        message: `Refused: ${new URLSearchParams(request.body.toString()).get('Body')}`,
        status: 400,
      },
    }),
    textOf: (request) => new URLSearchParams(request.body.toString()).get('Body') ?? '',
  },
  msg91: {
    env: (url) => ({
      SMS_GATEWAY: 'msg91',
      MSG91_AUTH_KEY: 'key',
      MSG91_TEMPLATE_ID: 'template',
      MSG91_SENDER_ID: 'RASOIK',
      MSG91_API_URL: url,
    }),
    accepted: { status: 200, json: { type: 'success', message: '3763646c3058313033393135' } },
    refusal: (request) => ({ status: 200, json: { type: 'error', message: `Refused: ${request.body.toString()}` } }),
    textOf: (request) =>
      msg91Template((json(request).recipients as { otp: string; kitchen: string; webotp: string }[])[0]!),
  },
  android: {
    env: (url) => ({
      SMS_GATEWAY: 'android',
      ANDROID_SMS_URL: url,
      ANDROID_SMS_USER: 'sms',
      ANDROID_SMS_PASSWORD: 'password',
    }),
    accepted: { status: 202, json: { id: 'm1', state: 'Pending', recipients: [] } },
    refusal: (request) => ({ status: 400, json: { message: `Refused: ${String(json(request).message)}` } }),
    textOf: (request) => String(json(request).message),
  },
  webhook: {
    env: (url) => ({
      SMS_GATEWAY: 'webhook',
      SMS_WEBHOOK_URL: `${url}/sms`,
      SMS_WEBHOOK_SECRET: 'w'.repeat(40),
    }),
    accepted: { status: 200, json: { ok: true } },
    refusal: (request) => ({ status: 502, json: { error: `Refused: ${String(json(request).text)}` } }),
    textOf: (request) => String(json(request).text),
  },
};

const PUBLIC_URL = 'https://rasoi.example';

describe.each(Object.entries(PROVIDERS))('logging in with a code texted through %s', (_name, provider) => {
  let fake: FakeSmsProvider;
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    fake = await startFakeSmsProvider(() => provider.accepted);
    t = await buildTestApp(
      { ...provider.env(fake.url), PUBLIC_URL, SMS_TIMEOUT_MS: '2000', LOG_LEVEL: 'info' },
      { configuredSms: true, logStream: { write: (line) => void lines.push(line) } },
    );
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  afterEach(() => fake.answerWith(() => provider.accepted));

  /** Asks for a code and answers the code the provider received, with the whole text. */
  async function sendCode(mobile: string) {
    const before = fake.received.length;
    const answer = await call(t, 'POST', '/auth/send-otp', {
      body: { mobile },
      remoteAddress: newRemoteAddress(),
      // The Web OTP line names PUBLIC_URL's host, whatever Host a caller sends.
      headers: { host: 'attacker.example' },
    });
    const request = fake.received[before];
    const text = request ? provider.textOf(request) : '';
    return { answer, text, code: text.match(/#(\d{4})$/)?.[1] };
  }

  it('sends a code naming the kitchen and the app, that logs the customer in', async () => {
    const mobile = newMobile();
    const { answer, text, code } = await sendCode(mobile);
    expect(answer).toMatchObject({ status: 200, body: { status: 'success', data: m.otpSent() } });
    expect(code).toMatch(/^\d{4}$/);
    expect(text).toContain(`Your Rasoi login code is ${code}.`);
    expect(text.split('\n').at(-1)).toBe(`@rasoi.example #${code}`);

    const login = await call(t, 'POST', '/auth/login', { body: { mobile, otp: code } });
    expect(login.status).toBe(200);
    const profile = await call(t, 'GET', '/users/profile', { token: login.body.token as string });
    expect(profile).toMatchObject({ status: 200, body: { data: { user: { mobile } } } });
  });

  it('answers 503 when the provider refuses, logs it without the code, and lets the customer ask again at once', async () => {
    const mobile = newMobile();
    fake.answerWith(provider.refusal);
    lines.length = 0;
    const failed = await sendCode(mobile);
    expect(failed.answer).toMatchObject({ status: 503, body: { status: 'error', data: m.otpSendFailed() } });
    expect(failed.code).toMatch(/^\d{4}$/);

    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const failure = logged.find((line) => line.msg === 'login code not sent: the SMS gateway failed');
    expect(failure).toMatchObject({ level: 40, sms: { gateway: _name } });
    expect(JSON.stringify(failure)).toContain('Refused');
    for (const line of logged) expect(stringsOf(line).join('\n')).not.toContain(failed.code);

    // Not counted: no code kept, no wait, no share of the hour's budget.
    expect(await t.db.selectFrom('otp_codes').where('mobile', '=', mobile).select('id').execute()).toEqual([]);
    fake.answerWith(() => provider.accepted);
    const again = await sendCode(mobile);
    expect(again.answer.status).toBe(200);
    expect(again.code).toMatch(/^\d{4}$/);
    expect((await call(t, 'POST', '/auth/login', { body: { mobile, otp: again.code } })).status).toBe(200);
  });

  it('answers 503 when the provider does not answer within SMS_TIMEOUT_MS, and the next try goes through', async () => {
    const mobile = newMobile();
    const sentBefore = await countRows(t.db, 'otp_codes');
    fake.answerWith(() => 'hang');
    expect((await sendCode(mobile)).answer).toMatchObject({ status: 503, body: { data: m.otpSendFailed() } });
    expect(await countRows(t.db, 'otp_codes')).toBe(sentBefore);
    fake.answerWith(() => provider.accepted);
    expect((await sendCode(mobile)).answer.status).toBe(200);
  });
});

describe("the code message's kitchen name", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("is the kitchen's stored name, as the seller last set it (D40)", async () => {
    const seller = await findOrCreateSeller(t);
    const renamed = await call(t, 'PATCH', '/kitchen/settings', { token: seller.token, body: { name: 'Spice Route' } });
    expect(renamed.status).toBe(200);
    const mobile = newMobile();
    await call(t, 'POST', '/auth/send-otp', { body: { mobile }, remoteAddress: newRemoteAddress() });
    const code = t.sms.lastCode(mobile);
    expect(t.sms.messages.at(-1)?.text).toBe(
      `Your Spice Route login code is ${code}. It is valid for 5 minutes. Do not share it.\n\n@localhost #${code}`,
    );
  });
});

describe('the console gateway', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp(
      { LOG_LEVEL: 'info' },
      { configuredSms: true, logStream: { write: (line) => void lines.push(line) } },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('warns at start that codes are printed, not texted, and prints each code on one line that logs in', async () => {
    const warning = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.level === 40);
    expect(warning).toMatchObject({ smsGateway: 'console' });
    expect(String(warning?.msg)).toContain('SMS_GATEWAY=console');

    const printed: string[] = [];
    const print = vi.spyOn(console, 'info').mockImplementation((line: string) => void printed.push(line));
    const mobile = newMobile();
    try {
      expect(
        (await call(t, 'POST', '/auth/send-otp', { body: { mobile }, remoteAddress: newRemoteAddress() })).status,
      ).toBe(200);
    } finally {
      print.mockRestore();
    }
    expect(printed).toHaveLength(1);
    const code = printed[0]!.match(
      /^\[sms\] to (\d{10}): Your Rasoi login code is (\d{4})\. .* @localhost #\2 \(development/,
    );
    expect(code?.[1]).toBe(mobile);
    expect((await call(t, 'POST', '/auth/login', { body: { mobile, otp: code?.[2] } })).status).toBe(200);
  });
});

/** Every string in a log line but its host name and stack traces (where digits mean other things). */
function stringsOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return key === 'hostname' || key === 'stack' ? [] : [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([entryKey, entry]) => stringsOf(entry, entryKey));
}
