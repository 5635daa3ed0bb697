import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { loadConfig } from '../../../config.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, countRows, newMobile, newRemoteAddress } from '../../../../test/api-helpers.ts';
import { setClock } from '../../../../test/orders.ts';

/**
 * The kitchen's hourly budget of code messages (SMS_HOURLY_BUDGET, issue 11, D35): many numbers from
 * many addresses, sent at once, get no more messages through than the budget.
 */
const BUDGET = 5;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SMS_HOURLY_BUDGET: String(BUDGET) });
  // Early in an hour, so the test's own minutes stay within it.
  setClock(t, '2030-01-07T10:05:00.000Z');
});
afterAll(async () => {
  await t.close();
});

const sendToNewNumbers = (count: number) =>
  Promise.all(
    Array.from({ length: count }, () =>
      call(t, 'POST', '/auth/send-otp', { body: { mobile: newMobile() }, remoteAddress: newRemoteAddress() }),
    ),
  );

describe('SMS_HOURLY_BUDGET', () => {
  it(`sends at most ${BUDGET} codes an hour in all, refusing the rest with a clear message`, async () => {
    const answers = await sendToNewNumbers(40);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(BUDGET);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(new Set(refused.map((answer) => `${answer.status} ${answer.body.data}`))).toEqual(
      new Set([`429 ${m.otpBudgetSpent()}`]),
    );
    expect(t.sms.messages).toHaveLength(BUDGET);
    expect(await countRows(t.db, 'otp_codes')).toBe(BUDGET);

    // Later in the same hour: still refused.
    t.clock.advance(30 * 60 * 1000);
    expect((await sendToNewNumbers(1))[0]!.status).toBe(429);
    // The next hour has a budget of its own.
    t.clock.advance(30 * 60 * 1000);
    expect((await sendToNewNumbers(1))[0]!.status).toBe(200);
    expect(t.sms.messages).toHaveLength(BUDGET + 1);
  });

  it('gives the message back, and the number its wait, when the gateway cannot send the code', async () => {
    setClock(t, '2030-01-07T14:05:00.000Z');
    const mobile = newMobile();
    const send = t.sms.send;
    t.sms.send = () => Promise.reject(new Error('gateway down'));
    try {
      for (let i = 0; i < BUDGET + 1; i += 1) {
        const answer = await call(t, 'POST', '/auth/send-otp', { body: { mobile }, remoteAddress: newRemoteAddress() });
        expect(answer).toMatchObject({ status: 503, body: { status: 'error', data: m.otpSendFailed() } });
      }
    } finally {
      t.sms.send = send;
    }
    expect(
      (await call(t, 'POST', '/auth/send-otp', { body: { mobile }, remoteAddress: newRemoteAddress() })).status,
    ).toBe(200);
    expect(t.sms.messages.filter((message) => message.mobile === mobile)).toHaveLength(1);
    expect((await sendToNewNumbers(BUDGET)).filter((answer) => answer.status === 200)).toHaveLength(BUDGET - 1);
  });

  it('is a setting: a whole number of at least 1', () => {
    expect(loadConfig({}).smsHourlyBudget).toBe(200);
    expect(() => loadConfig({ SMS_HOURLY_BUDGET: '0' })).toThrow(/SMS_HOURLY_BUDGET/);
    expect(() => loadConfig({ SMS_HOURLY_BUDGET: 'lots' })).toThrow(/SMS_HOURLY_BUDGET/);
  });
});
