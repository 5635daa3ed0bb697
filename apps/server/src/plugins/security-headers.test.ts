import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/** Security headers on the API, the web app and images (issue 7, docs/security.md 'Headers'). */
let t: TestApp;
let proxied: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await buildTestApp({ WEB_DIST_DIR: webDist });
  proxied = await buildTestApp({ WEB_DIST_DIR: webDist, TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const CSP = [
  "default-src 'self'",
  // The payment gateway's checkout script, frames and calls (D100): Razorpay's by default.
  "script-src 'self' https://checkout.razorpay.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' https://checkout.razorpay.com https://api.razorpay.com",
  'frame-src https://checkout.razorpay.com https://api.razorpay.com',
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join(';');

describe('security headers', () => {
  it.each(['/', '/orders', '/api/v1/meal', '/api/v1/nothing-here'])('are on %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['content-security-policy']).toBe(CSP);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    // No script may run inline: the policy names no 'unsafe-inline', 'unsafe-eval', nonce or hash for scripts.
    expect(String(response.headers['content-security-policy'])).not.toMatch(/script-src[^;]*(unsafe|nonce|sha256)/);
  });

  it('leave out HSTS on plain http', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/meal' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('leave out HSTS when a client claims https without a trusted proxy', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/meal',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('send HSTS behind a trusted proxy that says the client used https', async () => {
    const https = await proxied.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await proxied.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});
