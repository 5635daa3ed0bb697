import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_VALID_MS } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { hashOtp } from './otp-hash.ts';
import { call, countRows, logIn, newMobile, newRemoteAddress } from '../../../../test/api-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const sendOtp = (body: unknown, remoteAddress = newRemoteAddress()) =>
  call(t, 'POST', '/auth/send-otp', { body, remoteAddress });
const wrongCode = (code: string) => (code === '0000' ? '1111' : '0000');

describe('POST /auth/send-otp', () => {
  it('sends a 4-digit code by SMS and stores only its hash', async () => {
    const mobile = newMobile();
    const answer = await sendOtp({ mobile });
    expect(answer).toMatchObject({ status: 200, body: { status: 'success', data: m.otpSent() } });
    const code = t.sms.lastCode(mobile);
    expect(code).toMatch(/^\d{4}$/);
    const row = await t.db.selectFrom('otp_codes').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    // The salted hash of the code, not the code (a check that the digits are absent fails now and then:
    // 64 hex characters contain a given 4 digits about once in a thousand).
    expect(row.code_hash).toBe(hashOtp(row.id, code!));
  });

  it('takes {phoneNumber} as well as {mobile}', async () => {
    const mobile = newMobile();
    expect((await sendOtp({ phoneNumber: mobile })).status).toBe(200);
    expect(t.sms.lastCode(mobile)).toMatch(/^\d{4}$/);
  });

  it.each([
    ['a missing number', {}, m.invalidMobile()],
    ['a short number', { mobile: '98765' }, m.invalidMobile()],
    ['a number as a number', { mobile: 9876543210 }, m.invalidMobile()],
    ['an extra field', { mobile: '9876543210', otp: '1234' }, `${m.unknownField()}: otp`],
  ])('refuses %s with 400 and sends nothing', async (_case, body, message) => {
    const before = t.sms.messages.length;
    const answer = await sendOtp(body);
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: message } });
    expect(t.sms.messages.length).toBe(before);
  });

  it('refuses malformed JSON in the envelope', async () => {
    const answer = await call(t, 'POST', '/auth/send-otp', {
      rawBody: '{"mobile":',
      remoteAddress: newRemoteAddress(),
    });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: m.malformedJson() } });
  });

  it('refuses a new code within 60 s of the last, then allows it', async () => {
    const mobile = newMobile();
    await sendOtp({ mobile });
    const rows = await countRows(t.db, 'otp_codes');
    const again = await sendOtp({ mobile });
    expect(again).toMatchObject({ status: 429, body: { status: 'error', data: m.otpTooSoon() } });
    expect(await countRows(t.db, 'otp_codes')).toBe(rows);
    t.clock.advance(61_000);
    expect((await sendOtp({ mobile })).status).toBe(200);
  });

  it('allows at most 5 codes per number in an hour', async () => {
    const mobile = newMobile();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendOtp({ mobile })).status).toBe(200);
      t.clock.advance(61_000);
    }
    const sixth = await sendOtp({ mobile });
    expect(sixth).toMatchObject({ status: 429, body: { status: 'error', data: m.tooManyRequests() } });
    t.clock.advance(60 * 60 * 1000);
    expect((await sendOtp({ mobile })).status).toBe(200);
  });

  it('allows at most 20 codes per client address in an hour', async () => {
    const remoteAddress = newRemoteAddress();
    for (let i = 0; i < 20; i += 1) expect((await sendOtp({ mobile: newMobile() }, remoteAddress)).status).toBe(200);
    const over = await sendOtp({ mobile: newMobile() }, remoteAddress);
    expect(over).toMatchObject({ status: 429, body: { status: 'error', data: m.tooManyRequests() } });
  });
});

describe('POST /auth/login', () => {
  it('logs a new customer in with the right code and answers token and user', async () => {
    const mobile = newMobile();
    await sendOtp({ mobile });
    const users = await countRows(t.db, 'users');
    const answer = await call(t, 'POST', '/auth/login', { body: { mobile, otp: t.sms.lastCode(mobile) } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'success',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      data: { user: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), mobile, role: 'customer', coupons: [] } },
    });
    expect(await countRows(t.db, 'users')).toBe(users + 1);
    const session = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', answer.body.data.user._id)
      .executeTakeFirstOrThrow();
    expect(session.token_hash).not.toBe(answer.body.token);
    const days = (Date.parse(session.expires_at) - Date.parse(session.created_at)) / 86_400_000;
    expect(days).toBe(30);
  });

  it('logs the same user in again without creating another', async () => {
    const first = await logIn(t);
    const users = await countRows(t.db, 'users');
    const second = await logIn(t, first.mobile);
    expect(second.userId).toBe(first.userId);
    expect(await countRows(t.db, 'users')).toBe(users);
  });

  it('does not accept a code twice', async () => {
    const mobile = newMobile();
    await sendOtp({ mobile });
    const otp = t.sms.lastCode(mobile);
    expect((await call(t, 'POST', '/auth/login', { body: { mobile, otp } })).status).toBe(200);
    const replay = await call(t, 'POST', '/auth/login', { body: { mobile, otp } });
    expect(replay).toMatchObject({ status: 400, body: { status: 'error', data: m.otpInvalid() } });
  });

  it('refuses a wrong code, counts it, and gives no token', async () => {
    const mobile = newMobile();
    await sendOtp({ mobile });
    const sessions = await countRows(t.db, 'sessions');
    const answer = await call(t, 'POST', '/auth/login', { body: { mobile, otp: wrongCode(t.sms.lastCode(mobile)) } });
    expect(answer).toEqual({
      status: 400,
      headers: expect.anything(),
      body: { status: 'error', data: m.otpInvalid() },
    });
    const row = await t.db
      .selectFrom('otp_codes')
      .select('wrong_tries')
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(row.wrong_tries).toBe(1);
    expect(await countRows(t.db, 'sessions')).toBe(sessions);
  });

  it('kills a code after 5 wrong tries, even for the right code', async () => {
    const mobile = newMobile();
    await sendOtp({ mobile });
    const otp = t.sms.lastCode(mobile);
    for (let i = 1; i <= 4; i += 1) {
      const answer = await call(t, 'POST', '/auth/login', { body: { mobile, otp: wrongCode(otp) } });
      expect(answer.body.data).toBe(m.otpInvalid());
    }
    const fifth = await call(t, 'POST', '/auth/login', { body: { mobile, otp: wrongCode(otp) } });
    expect(fifth).toMatchObject({ status: 429, body: { status: 'error', data: m.otpTooManyTries() } });
    const right = await call(t, 'POST', '/auth/login', { body: { mobile, otp } });
    expect(right).toMatchObject({ status: 429, body: { status: 'error', data: m.otpTooManyTries() } });
  });

  it('refuses an expired code', async () => {
    const mobile = newMobile();
    await sendOtp({ mobile });
    t.clock.advance(OTP_VALID_MS + 1000);
    const answer = await call(t, 'POST', '/auth/login', { body: { mobile, otp: t.sms.lastCode(mobile) } });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: m.otpExpired() } });
  });

  it('only accepts the newest code', async () => {
    const mobile = newMobile();
    await sendOtp({ mobile });
    const old = t.sms.lastCode(mobile);
    t.clock.advance(61_000);
    await sendOtp({ mobile });
    const fresh = t.sms.lastCode(mobile);
    if (old !== fresh) {
      const answer = await call(t, 'POST', '/auth/login', { body: { mobile, otp: old } });
      expect(answer.body.data).toBe(m.otpInvalid());
    }
    expect((await call(t, 'POST', '/auth/login', { body: { mobile, otp: fresh } })).status).toBe(200);
  });

  it('refuses a number that was never sent a code', async () => {
    const answer = await call(t, 'POST', '/auth/login', { body: { mobile: newMobile(), otp: '1234' } });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: m.otpInvalid() } });
  });

  it.each([
    ['a missing code', { mobile: '9876543210' }, m.otpFormat()],
    ['a 3-digit code', { mobile: '9876543210', otp: '123' }, m.otpFormat()],
    ['a code as a number', { mobile: '9876543210', otp: 1234 }, m.otpFormat()],
    ['letters', { mobile: '9876543210', otp: '12a4' }, m.otpFormat()],
    ['a missing number', { otp: '1234' }, m.invalidMobile()],
    ['an extra field', { mobile: '9876543210', otp: '1234', role: 'seller' }, `${m.unknownField()}: role`],
  ])('refuses %s with 400', async (_case, body, message) => {
    const answer = await call(t, 'POST', '/auth/login', { body });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: message } });
  });
});

describe('POST /auth/logout', () => {
  it('revokes that session only', async () => {
    const mobile = newMobile();
    const phone = await logIn(t, mobile);
    const laptop = await logIn(t, mobile);
    expect((await call(t, 'GET', '/users/profile', { token: phone.token })).status).toBe(200);

    const answer = await call(t, 'POST', '/auth/logout', { token: phone.token, body: {} });
    expect(answer).toMatchObject({ status: 200, body: { status: 'success' } });
    const after = await call(t, 'GET', '/users/profile', { token: phone.token });
    expect(after).toMatchObject({ status: 401, body: { status: 'error', data: m.unauthorized() } });
    expect((await call(t, 'GET', '/users/profile', { token: laptop.token })).status).toBe(200);
  });

  it('needs a valid token', async () => {
    expect((await call(t, 'POST', '/auth/logout')).status).toBe(401);
    expect((await call(t, 'POST', '/auth/logout', { token: 'x'.repeat(43) })).status).toBe(401);
  });
});

describe('sessions', () => {
  it('expire after 30 days', async () => {
    const { token } = await logIn(t);
    t.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    const answer = await call(t, 'GET', '/users/profile', { token });
    expect(answer).toMatchObject({ status: 401, body: { status: 'error', data: m.unauthorized() } });
  });
});
