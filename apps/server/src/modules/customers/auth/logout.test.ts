import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, logIn } from '../../../../test/api-helpers.ts';

/**
 * POST /auth/logout as clients really send it (issue 11, 'Low'): a bare POST with no body at all, an
 * empty JSON object, or a JSON content type with nothing after it. Each logs out and ends the session.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Sends a logout the way `send` says and checks the session is gone afterwards. */
async function logsOut(send: (token: string) => Promise<{ statusCode: number; body: string }>): Promise<void> {
  const { token } = await logIn(t);
  const answer = await send(token);
  expect({ status: answer.statusCode, body: JSON.parse(answer.body) as unknown }).toEqual({
    status: 200,
    body: { status: 'success', data: {} },
  });
  const after = await call(t, 'GET', '/users/profile', { token });
  expect(after).toMatchObject({ status: 401, body: { status: 'error', data: m.unauthorized() } });
}

const logout = (token: string, extra: { headers?: Record<string, string>; payload?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/logout',
    headers: { authorization: `Bearer ${token}`, ...extra.headers },
    ...(extra.payload === undefined ? {} : { payload: extra.payload }),
  });

describe('POST /auth/logout', () => {
  it('logs out with no body and no content type', async () => {
    await logsOut((token) => logout(token));
  });

  it('logs out with an empty JSON object', async () => {
    await logsOut((token) => logout(token, { headers: { 'content-type': 'application/json' }, payload: '{}' }));
  });

  it('logs out with a JSON content type and an empty body', async () => {
    await logsOut((token) => logout(token, { headers: { 'content-type': 'application/json' }, payload: '' }));
  });

  it('still refuses a body with fields or broken JSON, in the envelope, and stays logged in', async () => {
    const { token } = await logIn(t);
    const answer = await call(t, 'POST', '/auth/logout', { token, body: { everywhere: true } });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: expect.any(String) } });
    const broken = await call(t, 'POST', '/auth/logout', { token, rawBody: '{' });
    expect(broken).toMatchObject({ status: 400, body: { status: 'error', data: m.malformedJson() } });
    expect((await call(t, 'GET', '/users/profile', { token })).status).toBe(200);
  });
});
