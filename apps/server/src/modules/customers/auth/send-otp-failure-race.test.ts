import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, countRows, newMobile, newRemoteAddress } from '../../../../test/api-helpers.ts';
import { setClock } from '../../../../test/orders.ts';
import { smsHourOf } from './sms-budget.ts';

/**
 * Sends the gateway fails, raced with sends that go through (issue 13, D39): a failed send gives its
 * code, its number's wait and its share of SMS_HOURLY_BUDGET back in one transaction, so however
 * sends interleave, the hour's count ends equal to the messages that went out.
 */
const BUDGET = 12;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SMS_HOURLY_BUDGET: String(BUDGET) });
  setClock(t, '2030-03-04T08:05:00.000Z');
});
afterAll(async () => {
  await t.close();
});

/** The gateway refuses every number ending in an odd digit, after a turn of the event loop. */
function failOddNumbers(): () => void {
  const send = t.sms.send;
  t.sms.send = async (mobile, text, otp) => {
    await new Promise((resolve) => setImmediate(resolve));
    if (Number(mobile.at(-1)) % 2 === 1) throw new Error('provider refused');
    return send(mobile, text, otp);
  };
  return () => {
    t.sms.send = send;
  };
}

/** A new number whose last digit is even (the stand-in sends) or odd (it refuses). */
function mobileEndingIn(parity: 'even' | 'odd'): string {
  for (;;) {
    const mobile = newMobile();
    if ((Number(mobile.at(-1)) % 2 === 1) === (parity === 'odd')) return mobile;
  }
}

const send = (mobile: string) =>
  call(t, 'POST', '/auth/send-otp', { body: { mobile }, remoteAddress: newRemoteAddress() });
const hourCount = async () =>
  (
    await t.db
      .selectFrom('sms_hourly_sends')
      .select('sends')
      .where('hour', '=', smsHourOf(t.clock.now()))
      .executeTakeFirst()
  )?.sends ?? 0;

describe('failed sends raced with sent ones', () => {
  it("count nothing against the hour's budget, and the rest of the budget stays usable", async () => {
    const restore = failOddNumbers();
    let answers;
    try {
      answers = await Promise.all(Array.from({ length: 30 }, () => send(newMobile())));
    } finally {
      restore();
    }
    const sent = answers.filter((answer) => answer.status === 200).length;
    const statuses = new Set(answers.map((answer) => `${answer.status} ${answer.body.data}`));
    expect([...statuses].every((status) => /^(200|503|429) /.test(status))).toBe(true);
    expect(statuses).toContain(`503 ${m.otpSendFailed()}`);
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(BUDGET);

    expect(await hourCount()).toBe(sent);
    expect(t.sms.messages).toHaveLength(sent);
    expect(await countRows(t.db, 'otp_codes')).toBe(sent);
    // What failed is still there to spend: exactly BUDGET - sent more messages this hour.
    const more = await Promise.all(Array.from({ length: BUDGET }, () => send(mobileEndingIn('even'))));
    expect(more.filter((answer) => answer.status === 200)).toHaveLength(BUDGET - sent);
    expect(await hourCount()).toBe(BUDGET);
  });

  it('on one number: sends at once while the gateway fails leave no wait, and the next send goes through', async () => {
    setClock(t, '2030-03-04T11:05:00.000Z');
    const mobile = mobileEndingIn('odd');
    const restore = failOddNumbers();
    let answers;
    try {
      answers = await Promise.all(Array.from({ length: 10 }, () => send(mobile)));
    } finally {
      restore();
    }
    // Refused while another send held the number's slot, or failed: never sent.
    expect(answers.every((answer) => answer.status === 503 || answer.status === 429)).toBe(true);
    expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThanOrEqual(1);
    expect(await t.db.selectFrom('otp_codes').where('mobile', '=', mobile).select('id').execute()).toEqual([]);
    expect(await hourCount()).toBe(0);
    expect((await send(mobile)).status).toBe(200);
  });
});
