import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_RESEND_SECONDS, OTP_SENDS_PER_NUMBER_PER_HOUR } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, newMobile, newRemoteAddress } from '../../../../test/api-helpers.ts';

/**
 * The per-number send rule (1 code per 60 s, 5 an hour) under concurrent sends (issue 11, D35):
 * each send comes from its own client address, so only the per-number rule stands in the way.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const PARALLEL = 40;

/** Sends PARALLEL codes to one number at once; returns the statuses, sorted. */
async function burst(mobile: string): Promise<{ statuses: number[]; refusals: string[] }> {
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, () =>
      call(t, 'POST', '/auth/send-otp', { body: { mobile }, remoteAddress: newRemoteAddress() }),
    ),
  );
  return {
    statuses: answers.map((answer) => answer.status).sort(),
    refusals: [...new Set(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.data))],
  };
}

const storedCodes = async (mobile: string) =>
  (await t.db.selectFrom('otp_codes').select('id').where('mobile', '=', mobile).execute()).length;
const messagesTo = (mobile: string) => t.sms.messages.filter((message) => message.mobile === mobile).length;

describe('send-otp per number, raced', () => {
  it(`${PARALLEL} sends at once to one number store one code and send one message`, async () => {
    const mobile = newMobile();
    const { statuses, refusals } = await burst(mobile);
    expect(statuses).toEqual([200, ...Array<number>(PARALLEL - 1).fill(429)]);
    expect(refusals).toEqual([m.otpTooSoon()]);
    expect(await storedCodes(mobile)).toBe(1);
    expect(messagesTo(mobile)).toBe(1);
  });

  it(`a burst every minute gets exactly ${OTP_SENDS_PER_NUMBER_PER_HOUR} codes through in an hour`, async () => {
    const mobile = newMobile();
    for (let minute = 0; minute < OTP_SENDS_PER_NUMBER_PER_HOUR + 2; minute += 1) {
      const { statuses } = await burst(mobile);
      expect(statuses.filter((status) => status === 200)).toHaveLength(minute < OTP_SENDS_PER_NUMBER_PER_HOUR ? 1 : 0);
      t.clock.advance((OTP_RESEND_SECONDS + 1) * 1000);
    }
    expect(await storedCodes(mobile)).toBe(OTP_SENDS_PER_NUMBER_PER_HOUR);
    expect(messagesTo(mobile)).toBe(OTP_SENDS_PER_NUMBER_PER_HOUR);
  });
});
