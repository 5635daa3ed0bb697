import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, newMobile, newRemoteAddress } from '../../test/api-helpers.ts';
import { TEST_SELLER_PIN, findOrCreateSeller } from '../../test/sellers.ts';
import { pathOf } from './request-log.ts';

/** Structured logs, one line per request, never a code, a PIN or a token (issue 7, docs/security.md 'Logs'). */
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await t.close();
});

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the server log', () => {
  it('never shows a one-time code, a PIN, a token or a stream ticket, through logins, calls and logout', async () => {
    lines.length = 0;
    const mobile = newMobile();
    await call(t, 'POST', '/auth/send-otp', { body: { mobile }, remoteAddress: newRemoteAddress() });
    const otp = t.sms.lastCode(mobile);
    await call(t, 'POST', '/auth/login', { body: { mobile, otp: otp === '0000' ? '1111' : '0000' } });
    const login = await call(t, 'POST', '/auth/login', { body: { mobile, otp } });
    const token = login.body.token as string;
    await call(t, 'GET', '/users/profile', { token });
    const ticket = (await call(t, 'POST', '/events/ticket', { token })).body.data?.ticket ?? 'no-ticket-issued';
    await t.app.inject({ method: 'GET', url: `/api/v1/events?ticket=${ticket}-wrong&lastEventId=abc` });
    await call(t, 'POST', '/auth/logout', { token, body: {} });
    const seller = await findOrCreateSeller(t);
    await call(t, 'POST', '/auth/seller-login', {
      body: { mobile: seller.mobile, pin: '0000' },
      remoteAddress: newRemoteAddress(),
    });
    await call(t, 'GET', '/order', { token: seller.token });

    // The clock, the process id and the durations are digits the server chose, and a four-digit PIN
    // turns up inside a millisecond timestamp about once a hundred runs: look only at the rest.
    const text = logged()
      .map(({ time: _time, pid: _pid, ms: _ms, ...rest }) => JSON.stringify(rest))
      .join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(9);
    for (const secret of [token, seller.token, ticket, TEST_SELLER_PIN, `"${otp}"`, `:${otp}`]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/authorization|bearer/i);
  });

  it('writes one JSON line per request, on the answer: id, method, path without query, status, duration', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/v1/meal?secret=1' });
    await t.app.inject({ method: 'GET', url: '/api/v1/order/abc' });
    expect(logged()).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: expect.any(String),
        msg: 'request',
        method: 'GET',
        url: '/api/v1/meal',
        status: 400,
        ms: expect.any(Number),
      }),
      expect.objectContaining({
        level: 30,
        reqId: expect.any(String),
        method: 'GET',
        url: '/api/v1/order/abc',
        status: 401,
      }),
    ]);
    const [first, second] = logged();
    expect(first!.reqId).not.toBe(second!.reqId);
    expect(Object.keys(first!).sort()).toEqual([
      'hostname',
      'level',
      'method',
      'ms',
      'msg',
      'pid',
      'reqId',
      'status',
      'time',
      'url',
    ]);
  });

  it('censors secrets a log call is given by mistake', () => {
    lines.length = 0;
    t.app.log.info(
      { otp: '1234', pin: '2468', token: 'abc', body: { fcmToken: 'x' }, headers: { authorization: 'Bearer abc' } },
      'oops',
    );
    const [line] = logged();
    expect(line).toMatchObject({
      otp: '[redacted]',
      pin: '[redacted]',
      token: '[redacted]',
      body: '[redacted]',
      headers: { authorization: '[redacted]' },
    });
  });

  it('strips query strings and fragments from logged paths', () => {
    expect(pathOf('/api/v1/events?ticket=abc')).toBe('/api/v1/events');
    expect(pathOf('/a#b?c')).toBe('/a');
    expect(pathOf('/plain')).toBe('/plain');
  });
});
