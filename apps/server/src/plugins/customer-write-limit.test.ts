import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_WRITES_PER_ROUTE_PER_MINUTE } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addressBody, call, logIn, type Answer } from '../../test/api-helpers.ts';

/**
 * Writes a customer can repeat are limited per customer (issue 11, D36): a burst on one route gets
 * 429 past the limit, while another customer, even from the same address, is not held up.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const BURST = CUSTOMER_WRITES_PER_ROUTE_PER_MINUTE + 10;
const SAME_ADDRESS = '10.99.0.1';

/** The customer writes, each as one call of `token`; whatever they answer, a person could repeat them. */
const WRITES: Record<string, (token: string) => Promise<Answer>> = {
  'POST /address': (token) => call(t, 'POST', '/address', { token, body: addressBody(), remoteAddress: SAME_ADDRESS }),
  'PATCH /coupon/:id': (token) =>
    call(t, 'PATCH', '/coupon/0123456789abcdef01234567', {
      token,
      body: { is_scratched: true },
      remoteAddress: SAME_ADDRESS,
    }),
  'POST /notification/save-fcm-token': (token) =>
    call(t, 'POST', '/notification/save-fcm-token', {
      token,
      body: { fcmToken: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'x', auth: 'y' } } },
      remoteAddress: SAME_ADDRESS,
    }),
};

describe('customer writes per customer per minute', () => {
  it.each(Object.keys(WRITES))('%s: a burst is cut at the limit; another customer is unaffected', async (route) => {
    const write = WRITES[route]!;
    const [greedy, other] = [await logIn(t), await logIn(t)];
    const answers = await Promise.all(Array.from({ length: BURST }, () => write(greedy.token)));
    const limited = answers.filter((answer) => answer.body.data === m.tooManyRequests());
    expect(limited).toHaveLength(BURST - CUSTOMER_WRITES_PER_ROUTE_PER_MINUTE);
    expect(limited.every((answer) => answer.status === 429)).toBe(true);
    expect((await write(other.token)).body.data).not.toBe(m.tooManyRequests());
  });

  it(`lets a customer save ${CUSTOMER_WRITES_PER_ROUTE_PER_MINUTE} addresses in a minute`, async () => {
    const { token } = await logIn(t);
    for (let i = 0; i < CUSTOMER_WRITES_PER_ROUTE_PER_MINUTE; i += 1) {
      expect((await WRITES['POST /address']!(token)).status).toBe(201);
    }
  });
});
