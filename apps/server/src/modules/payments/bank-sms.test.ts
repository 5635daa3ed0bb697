import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BANK_SMS_MAX_LENGTH } from '@rasoi/domain/bank-sms';
import { m } from '@rasoi/domain/i18n/messages';
import { call } from '../../../test/api-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  newEventId,
  postGatewaySms,
  sbiCredit,
  signature,
  smsReceived,
  storedBankSms,
  TEST_SIGNING_KEY,
} from '../../../test/gateway-sms.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * UPI credits from the bank's SMS, forwarded by the kitchen's phone (issue 27 part 1, docs/decisions/0097):
 * the seller's bank senders and signing key, and the signed webhook that stores an SMS of her bank once.
 * Runs on SQLite and on PostgreSQL (two instances: bank-sms-instances.postgres.test.ts).
 */
let t: TestApp;
let seller: string;
const lines: string[] = [];

/** The webhook's log lines since the last reset, parsed. */
const gatewayLines = () =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'gateway sms');

const settings = (body: unknown, locale = 'en') =>
  call(t, 'PATCH', '/payments/sms/settings', { token: seller, body, headers: { 'accept-language': locale } });

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  seller = (await findOrCreateSeller(t)).token;
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  lines.length = 0;
});

describe('the bank SMS settings', () => {
  it('start with no senders and no key, and name the address the phone forwards to', async () => {
    const read = await call(t, 'GET', '/payments/sms/settings', { token: seller });
    expect(read).toMatchObject({ status: 200 });
    expect(read.body.data).toEqual({
      bank_sms_senders: [],
      signing_key_set: false,
      webhook_url: 'http://localhost:3000/api/v1/payments/sms',
      phone_gateway: false,
    });
  });

  it('refuse every forwarded SMS while no signing key is set, storing nothing', async () => {
    const answer = await postGatewaySms(t, smsReceived(sbiCredit()));
    expect(answer).toMatchObject({ status: 401, body: { status: 'error', data: m.gatewaySmsUnsigned() } });
    expect(await storedBankSms(t)).toEqual([]);
    expect(gatewayLines()).toMatchObject([{ gatewaySms: 'refused', reason: 'no_signing_key' }]);
  });

  it('keep each sender as its bank part, and say only whether the key is set, never the key', async () => {
    const saved = await settings({
      bank_sms_senders: ['AD-HDFCBK', 'sbiupi', 'HDFCBK'],
      signing_key: ` ${TEST_SIGNING_KEY}\n`,
    });
    expect(saved).toMatchObject({ status: 200 });
    expect(saved.body.data).toMatchObject({ bank_sms_senders: ['HDFCBK', 'SBIUPI'], signing_key_set: true });
    const read = await call(t, 'GET', '/payments/sms/settings', { token: seller });
    expect(read.body.data).toMatchObject({ bank_sms_senders: ['HDFCBK', 'SBIUPI'], signing_key_set: true });
    expect(JSON.stringify([saved.body, read.body])).not.toContain(TEST_SIGNING_KEY);
    expect(lines.join('\n')).not.toContain(TEST_SIGNING_KEY);
    // Changing the senders alone keeps the key.
    expect((await settings({ bank_sms_senders: ['SBIUPI', 'HDFCBK'] })).body.data.signing_key_set).toBe(true);
  });

  it.each([
    [{ bank_sms_senders: ['9876543210'] }, 'bankSmsSenderInvalid', {}],
    [{ bank_sms_senders: ['+91 98765 43210'] }, 'bankSmsSenderInvalid', {}],
    [{ bank_sms_senders: ['HDFC BANK'] }, 'bankSmsSenderInvalid', {}],
    [{ bank_sms_senders: Array.from({ length: 21 }, (_, i) => `BANK${i}`) }, 'bankSmsSendersTooMany', { max: 20 }],
    [{ signing_key: 'short' }, 'smsSigningKeyInvalid', {}],
    [{ signing_key: 'a key with\na line break' }, 'smsSigningKeyInvalid', {}],
    [{}, 'bankSmsSettingsEmpty', {}],
  ] as const)('refuse %j with a clear 400 in the caller’s language, changing nothing', async (body, key, values) => {
    for (const locale of ['en', 'hi'] as const) {
      const refused = await settings(body, locale);
      const message = (m[key] as (inputs: object, options: { locale: string }) => string)(values, { locale });
      expect(refused).toMatchObject({ status: 400, body: { status: 'error', data: message } });
    }
    const read = await call(t, 'GET', '/payments/sms/settings', { token: seller });
    expect(read.body.data).toMatchObject({ bank_sms_senders: ['SBIUPI', 'HDFCBK'], signing_key_set: true });
  });
});

describe('a bank SMS forwarded by the phone', () => {
  it('stores a credit from one of the kitchen’s bank senders, read, unmatched', async () => {
    const event = smsReceived(sbiCredit('245.50', '634500000001'), { from: 'VM-SBIUPI-S' });
    const answer = await postGatewaySms(t, event);
    expect(answer).toMatchObject({ status: 200, body: { status: 'success', data: {} } });
    const [row, ...others] = await storedBankSms(t);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      event_id: event.id,
      sender: 'VM-SBIUPI-S',
      received_at: '2026-12-06T04:45:00.000Z',
      body: sbiCredit('245.50', '634500000001'),
      kind: 'credit',
      amount_paise: 24_550,
      rrn: '634500000001',
      payer: 'ravi@okaxis',
      status: 'unmatched',
      matched_type: null,
      matched_id: null,
    });
    expect(gatewayLines()).toMatchObject([{ gatewaySms: 'stored', kind: 'credit', amountPaise: 24_550 }]);
    // The log never carries the text, the payer, the account or the key.
    expect(lines.join('\n')).not.toMatch(/ravi@okaxis|X1234|credited|634500000001/);
  });

  it('refuses a forged signature (another key) with 401 and stores nothing', async () => {
    const before = await storedBankSms(t);
    const answer = await postGatewaySms(t, smsReceived(sbiCredit('999.00', '634500000002')), {
      key: 'not-the-kitchen-key',
    });
    expect(answer).toMatchObject({ status: 401, body: { status: 'error', data: m.gatewaySmsUnsigned() } });
    expect(await storedBankSms(t)).toEqual(before);
    expect(gatewayLines()).toMatchObject([{ gatewaySms: 'refused', reason: 'bad_signature' }]);
  });

  it('refuses a body changed after signing, and a request without the signature headers', async () => {
    const before = await storedBankSms(t);
    const signedFor = JSON.stringify(smsReceived(sbiCredit('1.00', '634500000003')));
    const tampered = signedFor.replace('Rs.1.00', 'Rs.9000.00');
    const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
    const swapped = await postGatewaySms(t, tampered, {
      key: null,
      headers: { 'x-timestamp': timestamp, 'x-signature': signature(TEST_SIGNING_KEY, signedFor, timestamp) },
    });
    expect(swapped.status).toBe(401);
    const unsigned = await postGatewaySms(t, smsReceived(sbiCredit('1.00', '634500000003')), { key: null });
    expect(unsigned).toMatchObject({ status: 401, body: { status: 'error', data: m.gatewaySmsUnsigned() } });
    // Unsigned junk is refused the same, whatever it holds.
    const junk = await postGatewaySms(t, '{"not json', { key: null });
    expect(junk.status).toBe(401);
    expect(await storedBankSms(t)).toEqual(before);
    expect(gatewayLines().map((line) => line.reason)).toEqual([
      'bad_signature',
      'missing_signature',
      'missing_signature',
    ]);
  });

  it('refuses a stale timestamp (a replay more than 5 minutes old) and takes one within 5 minutes', async () => {
    const stale = await postGatewaySms(t, smsReceived(sbiCredit('10.00', '634500000004')), { skewSeconds: -301 });
    expect(stale).toMatchObject({ status: 401, body: { status: 'error' } });
    const ahead = await postGatewaySms(t, smsReceived(sbiCredit('10.00', '634500000004')), { skewSeconds: 301 });
    expect(ahead.status).toBe(401);
    expect(gatewayLines().map((line) => line.reason)).toEqual(['stale_timestamp', 'stale_timestamp']);
    expect((await storedBankSms(t)).filter((row) => row.rrn === '634500000004')).toEqual([]);
    const late = await postGatewaySms(t, smsReceived(sbiCredit('10.00', '634500000004')), { skewSeconds: -290 });
    expect(late.status).toBe(200);
    expect((await storedBankSms(t)).filter((row) => row.rrn === '634500000004')).toHaveLength(1);
  });

  it('answers a replayed event id 200 and changes nothing', async () => {
    const event = smsReceived(sbiCredit('50.00', '634500000005'));
    expect((await postGatewaySms(t, event)).status).toBe(200);
    const before = await storedBankSms(t);
    // The phone retries the same event (same id) with a new signature and time.
    t.clock.advance(20_000);
    expect(await postGatewaySms(t, event)).toMatchObject({ status: 200, body: { status: 'success' } });
    expect(await storedBankSms(t)).toEqual(before);
    expect(gatewayLines()).toMatchObject([
      { gatewaySms: 'stored', kind: 'credit' },
      { gatewaySms: 'repeat_event', kind: 'credit' },
    ]);
  });

  it('stores one credit once when it comes again under another event id (same UPI reference)', async () => {
    const first = smsReceived(sbiCredit('75.25', '634500000006'));
    const again = smsReceived(sbiCredit('75.25', '634500000006'), { from: 'AD-SBIUPI' });
    expect((await postGatewaySms(t, first)).status).toBe(200);
    expect((await postGatewaySms(t, again)).status).toBe(200);
    const rows = (await storedBankSms(t)).filter((row) => row.rrn === '634500000006');
    expect(rows).toMatchObject([{ event_id: first.id, amount_paise: 7_525 }]);
    expect(gatewayLines().map((line) => line.gatewaySms)).toEqual(['stored', 'repeat_credit']);
  });

  it.each([
    ['a phone number', '+919876543210'],
    ['a bank the kitchen did not name', 'AD-ICICIB'],
    ['a name that only looks like her bank', 'AD-SBIUPI1'],
  ])('ignores an SMS from %s (200, nothing stored)', async (_what, from) => {
    const before = await storedBankSms(t);
    const answer = await postGatewaySms(t, smsReceived(sbiCredit('60.00', '634500000007'), { from }));
    expect(answer).toMatchObject({ status: 200, body: { status: 'success' } });
    expect(await storedBankSms(t)).toEqual(before);
    expect(gatewayLines()).toMatchObject([{ gatewaySms: 'unknown_sender' }]);
    expect(lines.join('\n')).not.toContain(from);
  });

  it.each([
    ['debit', 'Dear UPI user A/C X1234 debited by 120.00 on date 06Dec26 trf to Sharma Rasoi Refno 634500000008. -SBI'],
    ['otp', 'OTP for your UPI transaction of Rs.1.00 is 482913. Do not share it with anyone. -SBI'],
  ])('keeps a %s from a bank sender as ignored: no amount, no RRN, not its text, never a credit', async (why, text) => {
    const event = smsReceived(text, { from: 'VM-SBIUPI-S' });
    expect((await postGatewaySms(t, event)).status).toBe(200);
    const row = (await storedBankSms(t)).find((stored) => stored.event_id === event.id);
    expect(row).toMatchObject({
      kind: 'ignored',
      ignored_why: why,
      amount_paise: null,
      rrn: null,
      payer: null,
      body: '',
    });
    expect(gatewayLines()).toMatchObject([{ gatewaySms: 'stored', kind: 'ignored', why }]);
    expect(lines.join('\n')).not.toContain('482913');
  });

  it('keeps an SMS it cannot read, with its text for the seller, cut to the most it keeps', async () => {
    const text = `Your a/c is credited ${'with a long story '.repeat(80)}`;
    const event = smsReceived(text, { from: 'HDFCBK' });
    expect((await postGatewaySms(t, event)).status).toBe(200);
    const row = (await storedBankSms(t)).find((stored) => stored.event_id === event.id);
    expect(row).toMatchObject({ kind: 'unreadable', amount_paise: null, body: text.slice(0, BANK_SMS_MAX_LENGTH) });
  });

  it('answers another event (a ping, a sent SMS) 200 and stores nothing', async () => {
    const before = await storedBankSms(t);
    const ping = { deviceId: 'd', event: 'system:ping', id: newEventId(), payload: { health: { status: 'pass' } } };
    expect((await postGatewaySms(t, ping)).status).toBe(200);
    expect(await storedBankSms(t)).toEqual(before);
    expect(gatewayLines()).toMatchObject([{ gatewaySms: 'not_sms', event: 'system:ping' }]);
  });

  it('refuses a signed event without what an SMS needs (400), a body over 16 KB (413) and another type (415)', async () => {
    const before = await storedBankSms(t);
    const noSender = smsReceived(sbiCredit());
    delete (noSender.payload as Record<string, unknown>).phoneNumber;
    expect(await postGatewaySms(t, noSender)).toMatchObject({ status: 400, body: { status: 'error' } });
    const badTime = smsReceived(sbiCredit(), { receivedAt: 'yesterday' });
    expect((await postGatewaySms(t, badTime)).status).toBe(400);
    expect((await postGatewaySms(t, '{"id": "x", ')).status).toBe(400);
    const huge = smsReceived('x'.repeat(17 * 1024));
    expect(await postGatewaySms(t, huge)).toMatchObject({ status: 413, body: { status: 'error' } });
    const form = await postGatewaySms(t, smsReceived(sbiCredit()), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form).toMatchObject({ status: 415, body: { status: 'error' } });
    expect(await storedBankSms(t)).toEqual(before);
  });

  it('stops taking SMS once the seller removes the key', async () => {
    expect((await settings({ signing_key: null })).body.data.signing_key_set).toBe(false);
    expect((await postGatewaySms(t, smsReceived(sbiCredit('5.00', '634500000009')))).status).toBe(401);
    expect((await settings({ signing_key: TEST_SIGNING_KEY })).body.data.signing_key_set).toBe(true);
  });
});

describe('the same SMS delivered at once', () => {
  it('is stored once: the same event six times, and the same credit under four event ids', async () => {
    const event = smsReceived(sbiCredit('310.00', '634500000010'));
    const sameEvent = await Promise.all(Array.from({ length: 6 }, () => postGatewaySms(t, event)));
    expect(sameEvent.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const sameCredit = await Promise.all(
      Array.from({ length: 4 }, () => postGatewaySms(t, smsReceived(sbiCredit('420.00', '634500000011')))),
    );
    expect(sameCredit.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const rows = await storedBankSms(t);
    expect(rows.filter((row) => row.rrn === '634500000010')).toHaveLength(1);
    expect(rows.filter((row) => row.rrn === '634500000011')).toHaveLength(1);
    const outcomes = gatewayLines().map((line) => line.gatewaySms);
    expect(outcomes.filter((outcome) => outcome === 'stored')).toHaveLength(2);
  });
});
