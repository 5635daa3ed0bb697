import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { call, newMobile, newRemoteAddress } from '../../../../../test/api-helpers.ts';
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app.ts';
import { startFakeSmsProvider, type FakeSmsProvider, sendFailure } from '../../../../../test/fake-sms-provider.ts';
import { loadConfig } from '../../../../config.ts';
import { createSmsGateway } from './create-sms-gateway.ts';
import { PROVIDER_ANSWER_MAX_BYTES } from './provider-http.ts';

/**
 * A provider's answer is read up to PROVIDER_ANSWER_MAX_BYTES only (issue 30 finding 7, D79): a relay
 * that answers a huge body within the timeout is cut off once the bound is passed, the connection closed
 * before the provider could send it all, and the send fails as a provider that fails (503 to the
 * customer). The deadline is a minute, so it is the bound, not the timeout, that ends the read.
 */
const FLOOD_BYTES = 64 * 1024 * 1024;
const DEADLINE_MS = '60000';

const ENVS: Record<'twilio' | 'msg91' | 'android' | 'webhook', (url: string) => Record<string, string>> = {
  twilio: (url) => ({
    SMS_GATEWAY: 'twilio',
    TWILIO_ACCOUNT_SID: `AC${'4e'.repeat(16)}`,
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_FROM: '+15017122661',
    TWILIO_API_URL: url,
  }),
  msg91: (url) => ({
    SMS_GATEWAY: 'msg91',
    MSG91_AUTH_KEY: 'key',
    MSG91_TEMPLATE_ID: 'template',
    MSG91_SENDER_ID: 'RASOIK',
    MSG91_API_URL: url,
  }),
  android: (url) => ({
    SMS_GATEWAY: 'android',
    ANDROID_SMS_URL: url,
    ANDROID_SMS_USER: 'u',
    ANDROID_SMS_PASSWORD: 'p',
  }),
  webhook: (url) => ({ SMS_GATEWAY: 'webhook', SMS_WEBHOOK_URL: `${url}/sms`, SMS_WEBHOOK_SECRET: 'w'.repeat(40) }),
};

const silentLog = { warn: () => {} } as unknown as Parameters<typeof createSmsGateway>[1];
const PARTS = { code: '4821', kitchenName: 'Rasoi', host: 'rasoi.example' };

let provider: FakeSmsProvider;
beforeAll(async () => {
  provider = await startFakeSmsProvider();
});
afterAll(async () => {
  await provider.close();
});

describe.each(Object.entries(ENVS))("the %s gateway reading a provider's answer", (_name, env) => {
  it(`stops after ${PROVIDER_ANSWER_MAX_BYTES} bytes of a 64 MB answer, closes the connection and rejects`, async () => {
    provider.answerWith(() => ({ status: 200, flood: FLOOD_BYTES }));
    const gateway = await createSmsGateway(
      loadConfig({ ...env(provider.url), SMS_TIMEOUT_MS: DEADLINE_MS }),
      silentLog,
    );
    const error = await sendFailure(gateway.send('9876543210', 'Your code is 4821', PARTS));
    expect(error).toMatchObject({ gateway: _name, timedOut: false });
    const flood = await provider.floodEnded();
    expect(flood.finished).toBe(false);
    // What the socket buffers took before the close, far below the answer's size.
    expect(flood.written).toBeLessThan(FLOOD_BYTES / 2);
  });
});

describe('asking for a login code while the relay answers 64 MB', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ...ENVS.webhook(provider.url), SMS_TIMEOUT_MS: DEADLINE_MS }, { configuredSms: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 and reads no more of the answer than the bound', async () => {
    provider.answerWith(() => ({ status: 200, flood: FLOOD_BYTES }));
    const answer = await call(t, 'POST', '/auth/send-otp', {
      body: { mobile: newMobile() },
      remoteAddress: newRemoteAddress(),
    });
    expect(answer).toMatchObject({ status: 503, body: { status: 'error', data: m.otpSendFailed() } });
    const flood = await provider.floodEnded();
    expect(flood.finished).toBe(false);
    expect(flood.written).toBeLessThan(FLOOD_BYTES / 2);
  });
});
