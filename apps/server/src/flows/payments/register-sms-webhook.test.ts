import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { call } from '../../../test/api-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { basicCredentials, startFakeSmsProvider, type FakeSmsProvider } from '../../../test/fake-sms-provider.ts';
import { rowCounts } from '../../../test/fuzz/fuzz-harness.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * `registerSmsWebhook` (issue 27 part 1, docs/decisions/0097) against a local stand-in of SMS Gateway for
 * Android's API, answering as its documentation and source do: 201 with the registration, 400 or 401 with
 * `{ message }`, or nothing at all. Nothing leaves the machine.
 */
const PUBLIC_URL = 'https://rasoi.example';
const CREDENTIALS = { user: 'sms', password: 'phone-password' };
const phoneEnv = (url: string) => ({
  SMS_GATEWAY: 'android',
  ANDROID_SMS_URL: url,
  ANDROID_SMS_USER: CREDENTIALS.user,
  ANDROID_SMS_PASSWORD: CREDENTIALS.password,
  PUBLIC_URL,
  SMS_TIMEOUT_MS: '500',
});

/** The registration the app answers: what it was sent, with `deviceId` null and its source (WebHooksService). */
const registered = (body: Buffer) => {
  const sent = JSON.parse(body.toString()) as { id: string; url: string; event: string };
  return { status: 201, json: { id: sent.id, deviceId: null, url: sent.url, event: sent.event, source: 'Local' } };
};

describe('asking the kitchen’s phone to forward received SMS', () => {
  let phone: FakeSmsProvider;
  let t: TestApp;
  let seller: string;
  const lines: string[] = [];
  const register = (locale = 'en') =>
    call(t, 'POST', '/payments/sms/webhook', { token: seller, body: {}, headers: { 'accept-language': locale } });

  beforeAll(async () => {
    phone = await startFakeSmsProvider((request) => registered(request.body));
    t = await buildTestApp(
      { ...phoneEnv(phone.url), LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    seller = (await findOrCreateSeller(t)).token;
  });
  afterAll(async () => {
    await t.close();
    await phone.close();
  });
  beforeEach(() => {
    phone.received.length = 0;
    lines.length = 0;
    phone.answerWith((request) => registered(request.body));
  });

  it('registers this server’s webhook for received SMS on the phone, with the phone’s credentials', async () => {
    const answer = await register();
    expect(answer).toMatchObject({
      status: 200,
      body: {
        status: 'success',
        data: { id: 'rasoi-bank-sms', event: 'sms:received', url: `${PUBLIC_URL}/api/v1/payments/sms` },
      },
    });
    expect(phone.received).toHaveLength(1);
    const [request] = phone.received;
    expect(request).toMatchObject({ method: 'POST', url: '/webhooks' });
    expect(basicCredentials(request!)).toBe(`${CREDENTIALS.user}:${CREDENTIALS.password}`);
    expect(JSON.parse(request!.body.toString())).toEqual({
      id: 'rasoi-bank-sms',
      event: 'sms:received',
      url: `${PUBLIC_URL}/api/v1/payments/sms`,
    });
    const read = await call(t, 'GET', '/payments/sms/settings', { token: seller });
    expect(read.body.data).toMatchObject({ phone_gateway: true, webhook_url: `${PUBLIC_URL}/api/v1/payments/sms` });
  });

  it('registers under the same id again, so a second press replaces the first', async () => {
    await register();
    await register();
    expect(phone.received.map((request) => JSON.parse(request.body.toString()).id)).toEqual([
      'rasoi-bank-sms',
      'rasoi-bank-sms',
    ]);
  });

  it.each([
    [
      'refuses the address',
      { status: 400, json: { message: 'url must start with https:// or http://127.0.0.1' } },
      'smsWebhookPhoneRefused',
      { status: 400 },
    ],
    ['refuses the credentials', { status: 401, json: { message: 'Unauthorized' } }, 'smsWebhookPhoneRefusedLogin', {}],
    ['fails', { status: 500, json: { message: 'internal error' } }, 'smsWebhookPhoneRefused', { status: 500 }],
    ['does not answer in time', 'hang', 'smsWebhookPhoneUnreachable', {}],
  ] as const)(
    'answers 503 in the caller’s language when the phone %s, and writes nothing',
    async (_what, reply, key, values) => {
      phone.answerWith(() => reply);
      const before = await rowCounts(t.db, ['bank_sms', 'bank_sms_settings']);
      for (const locale of ['en', 'hi'] as const) {
        const answer = await register(locale);
        const message = (m[key] as (inputs: object, options: { locale: string }) => string)(values, { locale });
        expect(answer).toMatchObject({ status: 503, body: { status: 'error', data: message } });
      }
      expect(await rowCounts(t.db, ['bank_sms', 'bank_sms_settings'])).toEqual(before);
      const warnings = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.smsWebhook);
      expect(warnings).toHaveLength(2);
      expect(lines.join('\n')).not.toContain(CREDENTIALS.password);
    },
  );
});

describe('registering with the phone out of reach or not set up', () => {
  it('answers 503 when nothing listens at the phone’s address', async () => {
    const closed = await closedPort();
    const t = await buildTestApp(phoneEnv(`http://127.0.0.1:${closed}`));
    try {
      const seller = (await findOrCreateSeller(t)).token;
      const answer = await call(t, 'POST', '/payments/sms/webhook', { token: seller, body: {} });
      expect(answer).toMatchObject({ status: 503, body: { status: 'error', data: m.smsWebhookPhoneUnreachable() } });
    } finally {
      await t.close();
    }
  });

  it('uses the cloud server’s path when ANDROID_SMS_URL is the cloud API', async () => {
    const phone = await startFakeSmsProvider((request) => registered(request.body));
    const t = await buildTestApp(phoneEnv(`${phone.url}/3rdparty/v1`));
    try {
      const seller = (await findOrCreateSeller(t)).token;
      expect((await call(t, 'POST', '/payments/sms/webhook', { token: seller, body: {} })).status).toBe(200);
      expect(phone.received.map((request) => request.url)).toEqual(['/3rdparty/v1/webhooks']);
    } finally {
      await t.close();
      await phone.close();
    }
  });

  it('answers 409 without calling anything when the phone is not the SMS gateway, or the server is not on https', async () => {
    const phone = await startFakeSmsProvider((request) => registered(request.body));
    const consoleApp = await buildTestApp({ PUBLIC_URL });
    const plainHttp = await buildTestApp({ ...phoneEnv(phone.url), PUBLIC_URL: 'http://rasoi.example' });
    try {
      const noPhone = await call(consoleApp, 'POST', '/payments/sms/webhook', {
        token: (await findOrCreateSeller(consoleApp)).token,
        body: {},
      });
      expect(noPhone).toMatchObject({ status: 409, body: { status: 'error', data: m.smsWebhookNoPhone() } });
      const notHttps = await call(plainHttp, 'POST', '/payments/sms/webhook', {
        token: (await findOrCreateSeller(plainHttp)).token,
        body: {},
      });
      expect(notHttps).toMatchObject({
        status: 409,
        body: { status: 'error', data: m.smsWebhookNeedsHttps({ url: 'http://rasoi.example' }) },
      });
      expect(phone.received).toEqual([]);
    } finally {
      await consoleApp.close();
      await plainHttp.close();
      await phone.close();
    }
  });
});

/** A port on 127.0.0.1 that nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
