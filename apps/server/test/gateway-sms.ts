import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Answer } from './api-helpers.ts';
import type { TestApp } from './build-test-app.ts';

/** The signing key the test kitchen's phone signs with (what SMS Gateway shows in Settings, Webhooks). */
export const TEST_SIGNING_KEY = 'Zq8-kitchen_phone-key';

/** SBI's UPI credit alert, the one text the stand-in reader reads (packages/domain/src/bank-sms.ts). */
export function sbiCredit(rupees = '245.50', rrn = '634512345678', payer = 'ravi@okaxis'): string {
  return `Dear UPI user A/C X1234 credited by Rs.${rupees} on 06Dec26 by (UPI Ref No ${rrn}) from ${payer}. -SBI`;
}

/** Paise as a bank's SMS writes rupees: '245.50' for 24550. */
export function smsRupees(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

let eventCounter = 0;

/** A new gateway event id, as the app makes them (21 characters of a nanoid). */
export function newEventId(): string {
  eventCounter += 1;
  return `Ev${String(process.pid).padStart(7, '0')}${String(eventCounter).padStart(12, '0')}`;
}

/** An `sms:received` event as SMS Gateway for Android posts it (docs-web features/webhooks.md). */
export function smsReceived(
  message: string,
  options: { id?: string; from?: string; receivedAt?: string } = {},
): Record<string, unknown> {
  return {
    deviceId: 'ffffffffceb0b1db0000018e937c815b',
    event: 'sms:received',
    id: options.id ?? newEventId(),
    payload: {
      messageId: 'abc123',
      message,
      phoneNumber: options.from ?? 'VM-SBIUPI-S',
      simNumber: 1,
      receivedAt: options.receivedAt ?? '2026-12-06T10:15:00.000+05:30',
    },
    webhookId: 'rasoi-bank-sms',
  };
}

/** The phone's signature: hex HMAC-SHA256, keyed with `key`, of the raw body followed by the timestamp. */
export function signature(key: string, rawBody: string, timestamp: string): string {
  return createHmac('sha256', key)
    .update(rawBody + timestamp)
    .digest('hex');
}

type PostOptions = {
  /** The key to sign with (default TEST_SIGNING_KEY); null sends no signature headers. */
  key?: string | null;
  /** Seconds added to the test clock's now for X-Timestamp (default 0). */
  skewSeconds?: number;
  /** Headers to send in place of, or besides, the signed ones. */
  headers?: Record<string, string>;
  /** The instance to post to (default the test app). */
  app?: FastifyInstance;
};

/**
 * Posts `event` (an object, sent as JSON, or the raw body text) to POST /api/v1/payments/sms as the
 * kitchen's phone does: signed with X-Signature and X-Timestamp at the test clock's time.
 */
export async function postGatewaySms(t: TestApp, event: unknown, options: PostOptions = {}): Promise<Answer> {
  const raw = typeof event === 'string' ? event : JSON.stringify(event);
  const key = options.key === undefined ? TEST_SIGNING_KEY : options.key;
  const timestamp = String(Math.floor(t.clock.now().getTime() / 1000) + (options.skewSeconds ?? 0));
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=UTF-8' };
  if (key !== null) {
    headers['x-timestamp'] = timestamp;
    headers['x-signature'] = signature(key, raw, timestamp);
  }
  const response = await (options.app ?? t.app).inject({
    method: 'POST',
    url: '/api/v1/payments/sms',
    headers: { ...headers, ...options.headers },
    payload: raw,
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

/** The kitchen's stored bank SMS, oldest first. */
export async function storedBankSms(t: TestApp) {
  return t.db.selectFrom('bank_sms').selectAll().orderBy('created_at').orderBy('id').execute();
}
