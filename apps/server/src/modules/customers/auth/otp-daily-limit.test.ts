import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_WRONG_TRIES, OTP_RESEND_SECONDS, OTP_WRONG_TRIES_PER_NUMBER_PER_DAY } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, countRows, newMobile, newRemoteAddress } from '../../../../test/api-helpers.ts';

/**
 * The per-number daily cap on wrong one-time codes (issue 7, docs/security.md): at most 10 wrong
 * codes in any 24 hours, across all of the number's codes, so a guesser takes a number in a day with
 * a chance of at most 10 / 10,000 = 0.1 %.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR_MS = 60 * 60 * 1000;
const sendOtp = (mobile: string) =>
  call(t, 'POST', '/auth/send-otp', { body: { mobile }, remoteAddress: newRemoteAddress() });
const login = (mobile: string, otp: string) => call(t, 'POST', '/auth/login', { body: { mobile, otp } });
const wrongCode = (code: string) => (code === '0000' ? '1111' : '0000');

/** Sends a new code (waiting out the resend time and the hourly sends) and guesses wrong `count` times. */
async function guessWrong(mobile: string, count: number): Promise<void> {
  t.clock.advance(HOUR_MS / 4);
  expect((await sendOtp(mobile)).status).toBe(200);
  const code = t.sms.lastCode(mobile);
  for (let i = 0; i < count; i += 1) expect((await login(mobile, wrongCode(code))).status).toBeGreaterThanOrEqual(400);
}

describe('the daily cap on wrong codes per number', () => {
  it('is 10: a chance of at most 0.1 % against 10,000 codes', () => {
    expect(OTP_WRONG_TRIES_PER_NUMBER_PER_DAY / 10 ** 4).toBeLessThanOrEqual(0.001);
  });

  it("counts wrong codes across the number's codes: after 10 it sends no new code; other numbers are unaffected", async () => {
    const mobile = newMobile();
    await guessWrong(mobile, OTP_MAX_WRONG_TRIES);
    await guessWrong(mobile, OTP_WRONG_TRIES_PER_NUMBER_PER_DAY - OTP_MAX_WRONG_TRIES);
    // A new code cannot be sent either: it could not be used.
    t.clock.advance(HOUR_MS / 4);
    expect(await sendOtp(mobile)).toMatchObject({
      status: 429,
      body: { status: 'error', data: m.otpDailyLimit() },
    });
    // A code sent before the cap was reached is refused too, right or wrong.
    const sessions = await countRows(t.db, 'sessions');
    const other = newMobile();
    expect((await sendOtp(other)).status).toBe(200);
    expect((await login(other, t.sms.lastCode(other))).status).toBe(200);
    expect(await countRows(t.db, 'sessions')).toBe(sessions + 1);
  });

  it('refuses the right code once the cap is reached, and lets the number in again a day later', async () => {
    const mobile = newMobile();
    await guessWrong(mobile, OTP_MAX_WRONG_TRIES);
    await guessWrong(mobile, OTP_WRONG_TRIES_PER_NUMBER_PER_DAY - OTP_MAX_WRONG_TRIES - 1);
    // The tenth wrong code, on a fresh code; then the right one is refused as well.
    t.clock.advance(OTP_RESEND_SECONDS * 1000 + 1000);
    await sendOtp(mobile);
    const code = t.sms.lastCode(mobile);
    expect((await login(mobile, wrongCode(code))).body.data).toBe(m.otpInvalid());
    const right = await login(mobile, code);
    expect(right).toMatchObject({ status: 429, body: { status: 'error', data: m.otpDailyLimit() } });
    expect(right.body.token).toBeUndefined();

    t.clock.advance(24 * HOUR_MS);
    expect((await sendOtp(mobile)).status).toBe(200);
    expect((await login(mobile, t.sms.lastCode(mobile))).status).toBe(200);
  });

  it('holds against many guesses sent at once: at most 5 per code and 10 per number are compared', async () => {
    const mobile = newMobile();
    expect((await sendOtp(mobile)).status).toBe(200);
    const code = t.sms.lastCode(mobile);
    const guesses = Array.from({ length: 40 }, (_, i) => String(i).padStart(4, '0')).filter((guess) => guess !== code);
    const answers = await Promise.all(guesses.map((guess) => login(mobile, guess)));
    expect(answers.filter((answer) => answer.body.data === m.otpInvalid()).length).toBeLessThanOrEqual(
      OTP_MAX_WRONG_TRIES - 1,
    );
    for (const answer of answers) expect(answer.status === 400 || answer.status === 429).toBe(true);
    const row = await t.db
      .selectFrom('otp_codes')
      .select('wrong_tries')
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    // Every guess compared was counted first: never more than the limits, however many arrived at once
    // (on PostgreSQL a burst may even see all its guesses refused, each having seen the others counted).
    expect(row.wrong_tries).toBeLessThanOrEqual(OTP_MAX_WRONG_TRIES);
    const ledger = await t.db.selectFrom('otp_wrong_tries').selectAll().where('mobile', '=', mobile).execute();
    expect(ledger.length).toBe(row.wrong_tries);
    if (row.wrong_tries === OTP_MAX_WRONG_TRIES) expect((await login(mobile, code)).status).toBe(429);
  });

  it('is kept in the database (a restart or another instance keeps it), and a right code is not counted', async () => {
    const mobile = newMobile();
    expect((await sendOtp(mobile)).status).toBe(200);
    await login(mobile, wrongCode(t.sms.lastCode(mobile)));
    expect((await login(mobile, t.sms.lastCode(mobile))).status).toBe(200);
    const rows = await t.db.selectFrom('otp_wrong_tries').selectAll().where('mobile', '=', mobile).execute();
    expect(rows).toHaveLength(1);
    const code = await t.db
      .selectFrom('otp_codes')
      .select('wrong_tries')
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(code.wrong_tries).toBe(1);
  });

  it('does not lock out a phone that holds a session of the number: it has a budget of its own', async () => {
    const mobile = newMobile();
    expect((await sendOtp(mobile)).status).toBe(200);
    const phone = await login(mobile, t.sms.lastCode(mobile));
    const token = phone.body.token as string;
    // A stranger burns the number's 10 wrong codes.
    await guessWrong(mobile, OTP_MAX_WRONG_TRIES);
    await guessWrong(mobile, OTP_WRONG_TRIES_PER_NUMBER_PER_DAY - OTP_MAX_WRONG_TRIES);
    t.clock.advance(HOUR_MS / 4);
    expect(await sendOtp(mobile)).toMatchObject({ status: 429, body: { data: m.otpDailyLimit() } });

    // The owner's phone still gets a code and logs in with it...
    const fromPhone = (path: string, body: object) =>
      call(t, 'POST', path, { body, token, remoteAddress: newRemoteAddress() });
    expect((await fromPhone('/auth/send-otp', { mobile })).status).toBe(200);
    expect((await fromPhone('/auth/login', { mobile, otp: t.sms.lastCode(mobile) })).status).toBe(200);
    // ...while a stranger with the same code in hand is still refused.
    t.clock.advance(HOUR_MS / 4);
    expect((await fromPhone('/auth/send-otp', { mobile })).status).toBe(200);
    expect(await login(mobile, t.sms.lastCode(mobile))).toMatchObject({
      status: 429,
      body: { data: m.otpDailyLimit() },
    });
  });
});
