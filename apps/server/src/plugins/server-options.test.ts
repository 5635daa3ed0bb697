import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_SENDS_PER_IP_PER_HOUR } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, newMobile, newRemoteAddress } from '../../test/api-helpers.ts';
import type { TrustProxy } from '../config.ts';
import { BODY_LIMIT_BYTES, serverOptions } from './server-options.ts';

/** The request body limit, Fastify's own refusals in the envelope, and TRUST_PROXY (issues 7 and 11). */
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  proxied = await buildTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

describe('request body size', () => {
  it(`refuses a JSON body over ${BODY_LIMIT_BYTES / 1024} KB with 413 in the envelope`, async () => {
    const answer = await call(t, 'POST', '/auth/send-otp', {
      rawBody: JSON.stringify({ mobile: 'x'.repeat(BODY_LIMIT_BYTES) }),
      remoteAddress: newRemoteAddress(),
    });
    expect(answer).toMatchObject({ status: 413, body: { status: 'error', data: m.invalidRequest() } });
  });

  it('takes a body just under the limit to validation', async () => {
    const answer = await call(t, 'POST', '/auth/send-otp', {
      rawBody: JSON.stringify({ mobile: 'x'.repeat(BODY_LIMIT_BYTES - 100) }),
      remoteAddress: newRemoteAddress(),
    });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: m.invalidMobile() } });
  });
});

describe("Fastify's own refusals (found by the fuzz run)", () => {
  it.each([
    ['a badly encoded path', '/api/v1/order/%E0%A4%A', 400],
    ['an over-long path parameter', `/api/v1/order/${'x'.repeat(600)}`, 414],
  ])('answer %s in the envelope', async (_case, url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ status: 'error', data: m.invalidRequest() });
  });
});

describe('TRUST_PROXY', () => {
  const sendFrom = (app: TestApp, remoteAddress: string, forwardedFor: string) =>
    call(app, 'POST', '/auth/send-otp', {
      body: { mobile: newMobile() },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('off (the default): X-Forwarded-For is ignored, so a client cannot dodge the per-address limit', async () => {
    const remoteAddress = newRemoteAddress();
    for (let i = 0; i < OTP_SENDS_PER_IP_PER_HOUR; i += 1) {
      expect((await sendFrom(t, remoteAddress, `203.0.113.${i}`)).status).toBe(200);
    }
    const over = await sendFrom(t, remoteAddress, '203.0.113.250');
    expect(over).toMatchObject({ status: 429, body: { status: 'error', data: m.tooManyRequests() } });
  });

  it("on: the proxy's X-Forwarded-For names the client, each address with its own limit", async () => {
    const proxy = newRemoteAddress();
    for (let i = 0; i < OTP_SENDS_PER_IP_PER_HOUR + 5; i += 1) {
      expect((await sendFrom(proxied, proxy, `198.51.100.${i}`)).status).toBe(200);
    }
    const client = '198.51.100.200';
    for (let i = 0; i < OTP_SENDS_PER_IP_PER_HOUR; i += 1)
      expect((await sendFrom(proxied, proxy, client)).status).toBe(200);
    expect((await sendFrom(proxied, proxy, client)).status).toBe(429);
  });
});

describe('TRUST_PROXY trusts only the configured proxies (issue 11)', () => {
  /** The address the app sees for a request from `peer` carrying `forwardedFor`. */
  async function ipSeen(trustProxy: TrustProxy, peer: string, forwardedFor: string): Promise<string> {
    const app = Fastify(serverOptions({ logLevel: 'silent', trustProxy }));
    app.get('/ip', async (request) => ({ ip: request.ip }));
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/ip',
        remoteAddress: peer,
        headers: { 'x-forwarded-for': forwardedFor },
      });
      return (response.json() as { ip: string }).ip;
    } finally {
      await app.close();
    }
  }

  it("behind one hop the client is the address the proxy appended, not the client's own first entry", async () => {
    expect(await ipSeen({ hops: 1 }, '127.0.0.1', 'forged, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen({ hops: 1 }, '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('behind two hops the client is the second address from the right', async () => {
    expect(await ipSeen({ hops: 2 }, '127.0.0.1', 'forged, 203.0.113.7, 10.0.0.9')).toBe('203.0.113.7');
  });

  it('listed proxies: their header is believed, a direct client is counted by its own address', async () => {
    const trust = { addresses: ['10.0.0.0/8', '127.0.0.1'] };
    expect(await ipSeen(trust, '10.1.2.3', 'forged, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen(trust, '127.0.0.1', 'forged, 203.0.113.7, 10.1.2.3')).toBe('203.0.113.7');
    expect(await ipSeen(trust, '198.51.100.9', 'forged, 203.0.113.7')).toBe('198.51.100.9');
  });

  it('TRUST_PROXY=true (one hop): a client forging X-Forwarded-For is still held to its per-address limit', async () => {
    const proxy = newRemoteAddress();
    const client = '192.0.2.77';
    for (let i = 0; i < OTP_SENDS_PER_IP_PER_HOUR; i += 1) {
      const sent = await call(proxied, 'POST', '/auth/send-otp', {
        body: { mobile: newMobile() },
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': `198.18.0.${i}, ${client}` },
      });
      expect(sent.status).toBe(200);
    }
    const over = await call(proxied, 'POST', '/auth/send-otp', {
      body: { mobile: newMobile() },
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': `198.18.0.250, ${client}` },
    });
    expect(over).toMatchObject({ status: 429, body: { status: 'error', data: m.tooManyRequests() } });
  });
});
