import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, logIn, newMobile, newRemoteAddress, type Answer } from '../../test/api-helpers.ts';
import { findOrCreateSeller } from '../../test/sellers.ts';

/**
 * Authenticated and session answers are never stored by a cache (issue 11): `Cache-Control: no-store`
 * on every API answer, except the menu's public answer, which keeps its revalidated caching (D23).
 */
let t: TestApp;
let customer: { token: string; userId: string; mobile: string };
let seller: { token: string; userId: string };
beforeAll(async () => {
  t = await buildTestApp();
  customer = await logIn(t);
  seller = await findOrCreateSeller(t);
});
afterAll(async () => {
  await t.close();
});

const cacheControl = (answer: Answer) => answer.headers['cache-control'];

describe('Cache-Control: no-store', () => {
  it("on the code login's answer, which carries the token", async () => {
    const mobile = newMobile();
    await call(t, 'POST', '/auth/send-otp', { body: { mobile }, remoteAddress: newRemoteAddress() });
    const login = await call(t, 'POST', '/auth/login', { body: { mobile, otp: t.sms.lastCode(mobile) } });
    expect(login.status).toBe(200);
    expect(login.body.token).toEqual(expect.any(String));
    expect(cacheControl(login)).toBe('no-store');
  });

  it.each([
    ['GET', '/users/profile'],
    ['GET', '/address'],
    ['GET', '/order/user-orders'],
    ['GET', '/coupon'],
    ['POST', '/events/ticket'],
  ] as const)("on the customer's %s %s", async (method, path) => {
    const answer = await call(t, method, path, { token: customer.token });
    expect(answer.status).toBe(200);
    expect(cacheControl(answer)).toBe('no-store');
  });

  it("on the seller's calls, the seller's menu (cost prices) included", async () => {
    for (const path of ['/order', '/users', '/meal', '/dish']) {
      const answer = await call(t, 'GET', path, { token: seller.token });
      expect({ path, status: answer.status, cacheControl: cacheControl(answer) }).toEqual({
        path,
        status: 200,
        cacheControl: 'no-store',
      });
    }
  });

  it('on refusals and on logout', async () => {
    expect(cacheControl(await call(t, 'GET', '/users/profile', { token: 'not-a-session' }))).toBe('no-store');
    const other = await logIn(t);
    const logout = await call(t, 'POST', '/auth/logout', { token: other.token, body: {} });
    expect(logout.status).toBe(200);
    expect(cacheControl(logout)).toBe('no-store');
  });

  it("but not on the menu's public answer, which keeps its ETag and 304", async () => {
    for (const token of [undefined, customer.token]) {
      const first = await call(t, 'GET', '/meal', { token });
      expect(cacheControl(first)).toBe('no-cache');
      const again = await call(t, 'GET', '/meal', {
        token,
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(again.status).toBe(304);
    }
  });
});
