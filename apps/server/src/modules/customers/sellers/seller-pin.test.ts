import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { OTP_MAX_WRONG_TRIES } from '@rasoi/domain/constants';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, countRows, logIn, newMobile, newRemoteAddress, type Answer } from '../../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder } from '../../../../test/orders.ts';
import { findOrCreateSeller, sellerLogIn, TEST_SELLER_PIN } from '../../../../test/sellers.ts';
import { openSse, originOf, type SseStream } from '../../../../test/sse-client.ts';
import { ensureSeller } from './ensure-seller.ts';

/**
 * The seller's PIN after the first login (issue 13, docs/decisions/0041): changing it with the current
 * one (counted in the PIN tries ledger like a login), the first-start setup, and recovery with a one-time
 * code sent to the seller's number (counted like a code login).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const changePin = (token: string, body: unknown) =>
  call(t, 'POST', '/auth/change-pin', { token, body, remoteAddress: newRemoteAddress() });
const resetPin = (body: unknown) => call(t, 'POST', '/auth/reset-pin', { body, remoteAddress: newRemoteAddress() });
const sellerLogin = (mobile: string, pin: string, token?: string) =>
  call(t, 'POST', '/auth/seller-login', {
    body: { mobile, pin },
    remoteAddress: newRemoteAddress(),
    ...(token ? { token } : {}),
  });
const profileOf = (token: string) => call(t, 'GET', '/users/profile', { token });
const wrongCurrent = { status: 400, body: { status: 'error', data: m.currentPinWrong() } };
const changeLocked = { status: 429, body: { status: 'error', data: m.pinChangeLocked() } };

async function sendCode(mobile: string): Promise<string> {
  if (t.sms.messages.some((message) => message.mobile === mobile)) t.clock.advance(61_000);
  const sent = await call(t, 'POST', '/auth/send-otp', { body: { mobile }, remoteAddress: newRemoteAddress() });
  expect(sent.status).toBe(200);
  return t.sms.lastCode(mobile)!;
}

/** A code that is not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('POST /auth/change-pin', () => {
  it('changes the PIN with the right current one and ends every other session of the seller, not this one', async () => {
    const seller = await findOrCreateSeller(t);
    const otherPhone = await sellerLogIn(t, seller.mobile);
    const asCustomer = await logIn(t, seller.mobile);
    expect(await changePin(seller.token, { currentPin: TEST_SELLER_PIN, newPin: '8080' })).toMatchObject({
      status: 200,
      body: { status: 'success', data: {} },
    });
    expect((await sellerLogin(seller.mobile, TEST_SELLER_PIN)).status).toBe(401);
    expect((await sellerLogin(seller.mobile, '8080')).status).toBe(200);
    expect((await call(t, 'GET', '/stats?timeFrame=4', { token: seller.token })).status).toBe(200);
    expect((await profileOf(otherPhone.token)).status).toBe(401);
    // The seller's code-login session on the same account ends too: the account's PIN changed.
    expect((await profileOf(asCustomer.token)).status).toBe(401);
  });

  it('refuses a wrong current PIN with 400, changing nothing, and keeps the session', async () => {
    const seller = await findOrCreateSeller(t);
    const otherPhone = await sellerLogIn(t, seller.mobile);
    expect(await changePin(seller.token, { currentPin: '0000', newPin: '8080' })).toMatchObject(wrongCurrent);
    expect((await sellerLogin(seller.mobile, TEST_SELLER_PIN)).status).toBe(200);
    expect((await sellerLogin(seller.mobile, '8080')).status).toBe(401);
    expect((await profileOf(otherPhone.token)).status).toBe(200);
    expect((await profileOf(seller.token)).status).toBe(200);
  });

  it('counts wrong current PINs in the login ledger: the 5th locks changes and the phone’s PIN logins', async () => {
    const seller = await findOrCreateSeller(t);
    for (let i = 1; i <= 4; i += 1) {
      expect(await changePin(seller.token, { currentPin: '0000', newPin: '8080' })).toMatchObject(wrongCurrent);
    }
    expect(await changePin(seller.token, { currentPin: '0000', newPin: '8080' })).toMatchObject(changeLocked);
    // Locked: even the right PIN is not checked...
    expect(await changePin(seller.token, { currentPin: TEST_SELLER_PIN, newPin: '8080' })).toMatchObject(changeLocked);
    // ...and the same budget (this phone's, the signed-in channel of D28) is the PIN login's.
    const fromThisPhone = await sellerLogin(seller.mobile, TEST_SELLER_PIN, seller.token);
    expect(fromThisPhone).toMatchObject({ status: 429, body: { data: m.sellerLocked() } });
    // Strangers' budget is a channel of its own: the anonymous PIN login still works, with the old PIN.
    expect((await sellerLogin(seller.mobile, TEST_SELLER_PIN)).status).toBe(200);
    t.clock.advance(15 * 60_000 + 1_000);
    expect((await changePin(seller.token, { currentPin: TEST_SELLER_PIN, newPin: '8080' })).status).toBe(200);
  });

  it('checks at most 5 current PINs of 200 sent at once; the right one at position 150 changes nothing', async () => {
    const seller = await findOrCreateSeller(t);
    const pins = Array.from({ length: 200 }, (_, i) => (i === 149 ? TEST_SELLER_PIN : String(5000 + i)));
    const answers = await Promise.all(
      pins.map((currentPin) => changePin(seller.token, { currentPin, newPin: '8080' })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(0);
    expect(answers.filter((answer) => answer.status === 400).length).toBeLessThanOrEqual(4);
    for (const answer of answers.filter((one) => one.status !== 400)) expect(answer).toMatchObject(changeLocked);
    const counted = await t.db
      .selectFrom('seller_pin_tries')
      .select('id')
      .where('mobile', '=', seller.mobile)
      .execute();
    expect(counted.length).toBeLessThanOrEqual(5);
    expect((await sellerLogin(seller.mobile, TEST_SELLER_PIN)).status).toBe(200);
    expect((await sellerLogin(seller.mobile, '8080')).status).toBe(401);
  });

  it.each([
    ['a 3-digit new PIN', { currentPin: TEST_SELLER_PIN, newPin: '123' }, m.pinFormat()],
    ['a PIN as a number', { currentPin: TEST_SELLER_PIN, newPin: 1234 }, m.pinFormat()],
    ['the same PIN again', { currentPin: TEST_SELLER_PIN, newPin: TEST_SELLER_PIN }, m.pinUnchanged()],
    ['no current PIN', { newPin: '8080' }, m.pinFormat()],
    [
      'an extra field',
      { currentPin: TEST_SELLER_PIN, newPin: '8080', mobile: '9876543210' },
      `${m.unknownField()}: mobile`,
    ],
  ])('refuses %s with 400, changing nothing and counting no try', async (_case, body, message) => {
    const seller = await findOrCreateSeller(t);
    const tries = await countRows(t.db, 'seller_pin_tries');
    expect(await changePin(seller.token, body)).toMatchObject({
      status: 400,
      body: { status: 'error', data: message },
    });
    expect(await countRows(t.db, 'seller_pin_tries')).toBe(tries);
    expect((await sellerLogin(seller.mobile, TEST_SELLER_PIN)).status).toBe(200);
  });

  it('is the seller session’s only: a code login on the seller’s number gets 403', async () => {
    const seller = await findOrCreateSeller(t);
    const phone = await logIn(t, seller.mobile);
    expect((await changePin(phone.token, { currentPin: TEST_SELLER_PIN, newPin: '8080' })).status).toBe(403);
    expect((await sellerLogin(seller.mobile, TEST_SELLER_PIN)).status).toBe(200);
  });
});

describe('POST /auth/reset-pin', () => {
  it('sets a new PIN with the code sent to the seller’s number, ends every session, logs in and texts a notice', async () => {
    const seller = await findOrCreateSeller(t);
    const code = await sendCode(seller.mobile);
    const answer = await resetPin({ mobile: seller.mobile, otp: code, newPin: '2580' });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        status: 'success',
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        data: { user: { mobile: seller.mobile, role: 'seller', setup: { kitchenDue: false, pinDue: false } } },
      },
    });
    expect((await call(t, 'GET', '/stats?timeFrame=4', { token: answer.body.token })).status).toBe(200);
    expect((await profileOf(seller.token)).status).toBe(401);
    expect((await sellerLogin(seller.mobile, TEST_SELLER_PIN)).status).toBe(401);
    expect((await sellerLogin(seller.mobile, '2580')).status).toBe(200);
    await expect.poll(() => t.sms.messages.at(-1)).toEqual({ mobile: seller.mobile, text: m.pinResetSms() });
    // The code is used up: it cannot reset the PIN again.
    expect(await resetPin({ mobile: seller.mobile, otp: code, newPin: '1111' })).toMatchObject({
      status: 400,
      body: { data: m.otpInvalid() },
    });
  });

  it('limits wrong codes like the code login: the 5th kills the code, even the right digits after it', async () => {
    const seller = await findOrCreateSeller(t);
    const code = await sendCode(seller.mobile);
    for (let i = 1; i <= 4; i += 1) {
      expect(await resetPin({ mobile: seller.mobile, otp: otherCode(code), newPin: '2580' })).toMatchObject({
        status: 400,
        body: { data: m.otpInvalid() },
      });
    }
    const tooMany = { status: 429, body: { status: 'error', data: m.otpTooManyTries() } };
    expect(await resetPin({ mobile: seller.mobile, otp: otherCode(code), newPin: '2580' })).toMatchObject(tooMany);
    expect(await resetPin({ mobile: seller.mobile, otp: code, newPin: '2580' })).toMatchObject(tooMany);
    expect((await sellerLogin(seller.mobile, TEST_SELLER_PIN)).status).toBe(200);
    expect((await profileOf(seller.token)).status).toBe(200);
  });

  it('shares the number’s 10 wrong codes a day with the code login', async () => {
    const seller = await findOrCreateSeller(t);
    for (let round = 0; round < 2; round += 1) {
      const code = await sendCode(seller.mobile);
      for (let i = 0; i < 5; i += 1) {
        const guess = { mobile: seller.mobile, otp: otherCode(code) };
        // Half the guesses through the login, half through the reset: one ledger.
        if (i % 2 === 0) await call(t, 'POST', '/auth/login', { body: guess });
        else await resetPin({ ...guess, newPin: '2580' });
      }
    }
    t.clock.advance(61_000);
    const sent = await call(t, 'POST', '/auth/send-otp', {
      body: { mobile: seller.mobile },
      remoteAddress: newRemoteAddress(),
    });
    expect(sent).toMatchObject({ status: 429, body: { data: m.otpDailyLimit() } });
    expect((await sellerLogin(seller.mobile, TEST_SELLER_PIN)).status).toBe(200);
  });

  it('answers a wrong code alike for the seller’s number and any other, and sets no PIN on another number', async () => {
    const seller = await findOrCreateSeller(t);
    const customer = await newCustomer(t);
    const stranger = newMobile();
    const answers: Answer[] = [];
    for (const mobile of [seller.mobile, customer.mobile, stranger]) {
      const code = await sendCode(mobile);
      answers.push(await resetPin({ mobile, otp: otherCode(code), newPin: '2580' }));
    }
    const strip = (answer: Answer) => ({ status: answer.status, body: answer.body });
    expect(answers.map(strip)).toEqual(
      Array.from({ length: 3 }, () => ({ status: 400, body: { status: 'error', data: m.otpInvalid() } })),
    );
    // Only the holder of the customer's phone, with its right code, learns it is not the kitchen's.
    const code = await sendCode(customer.mobile);
    const sessions = await countRows(t.db, 'sessions');
    expect(await resetPin({ mobile: customer.mobile, otp: code, newPin: '2580' })).toMatchObject({
      status: 400,
      body: { status: 'error', data: m.pinResetNotSeller() },
    });
    expect(await countRows(t.db, 'sessions')).toBe(sessions);
    expect((await sellerLogin(customer.mobile, '2580')).status).toBe(401);
    expect((await profileOf(customer.token)).body.data.user).toMatchObject({ role: 'customer' });
  });

  // As many at once as a code has tries (5): each passes the guess ledgers, so exactly one must use the
  // code. A larger burst may lock itself out on PostgreSQL (every guess is counted before any is compared).
  it('lets one of 5 resets sent at once with the right code through', async () => {
    const seller = await findOrCreateSeller(t);
    const code = await sendCode(seller.mobile);
    const pins = Array.from({ length: OTP_MAX_WRONG_TRIES }, (_, i) => String(3000 + i));
    const answers = await Promise.all(pins.map((newPin) => resetPin({ mobile: seller.mobile, otp: code, newPin })));
    const winners = answers.flatMap((answer, i) => (answer.status === 200 ? [pins[i]!] : []));
    expect(winners).toHaveLength(1);
    // The others find the code used (400) or its tries taken by the burst (429, as for the code login).
    for (const answer of answers.filter((one) => one.status !== 200)) expect([400, 429]).toContain(answer.status);
    expect((await sellerLogin(seller.mobile, winners[0]!)).status).toBe(200);
    expect(
      await call(t, 'GET', '/users/profile', { token: answers.find((a) => a.status === 200)!.body.token }),
    ).toMatchObject({
      status: 200,
    });
  });

  it.each([
    ['a 3-digit new PIN', { otp: '1234', newPin: '123' }, m.pinFormat()],
    ['a 5-digit code', { otp: '12345', newPin: '2580' }, m.otpFormat()],
    ['no new PIN', { otp: '1234' }, m.pinFormat()],
  ])('refuses %s with 400 and counts no guess', async (_case, fields, message) => {
    const seller = await findOrCreateSeller(t);
    const guesses = await countRows(t.db, 'otp_wrong_tries');
    expect(await resetPin({ mobile: seller.mobile, ...fields })).toMatchObject({
      status: 400,
      body: { status: 'error', data: message },
    });
    expect(await countRows(t.db, 'otp_wrong_tries')).toBe(guesses);
  });
});

describe('the first-start setup', () => {
  // Each case starts from a database without a seller, as a fresh install has.
  beforeEach(async () => {
    await t.db.updateTable('users').set({ role: 'customer', pin_hash: null }).where('role', '=', 'seller').execute();
  });

  async function freshSeller(sellerPin: string | undefined) {
    const mobile = newMobile();
    const result = await ensureSeller(t.db, { sellerMobile: mobile, sellerPin }, t.clock.now());
    if (!result.created) throw new Error('expected a new seller');
    const pin = sellerPin ?? result.generatedPin!;
    const login = await sellerLogin(mobile, pin);
    expect(login.status).toBe(200);
    return { mobile, pin, token: login.body.token as string, login };
  }
  const finish = (token: string, body: unknown) =>
    call(t, 'POST', '/auth/seller-setup', { token, body, remoteAddress: newRemoteAddress() });

  it('is due with a new PIN after a generated PIN; finishing sets it and ends the other sessions', async () => {
    const seller = await freshSeller(undefined);
    expect(seller.login.body.data.user.setup).toEqual({ kitchenDue: true, pinDue: true });
    expect((await profileOf(seller.token)).body.data.user.setup).toEqual({ kitchenDue: true, pinDue: true });
    // Someone else who read the printed PIN in the log.
    const reader = await sellerLogIn(t, seller.mobile, seller.pin);
    expect(await finish(seller.token, {})).toMatchObject({
      status: 400,
      body: { status: 'error', data: m.setupPinRequired() },
    });
    const done = await finish(seller.token, { newPin: '7531' });
    expect(done).toMatchObject({
      status: 200,
      body: { data: { user: { setup: { kitchenDue: false, pinDue: false } } } },
    });
    expect((await profileOf(reader.token)).status).toBe(401);
    expect((await profileOf(seller.token)).body.data.user.setup).toEqual({ kitchenDue: false, pinDue: false });
    expect((await sellerLogin(seller.mobile, seller.pin)).status).toBe(401);
    expect((await sellerLogin(seller.mobile, '7531')).status).toBe(200);
  });

  it('asks no new PIN of a seller whose PIN came from SELLER_PIN, and refuses one without the current PIN', async () => {
    const seller = await freshSeller('6420');
    expect(seller.login.body.data.user.setup).toEqual({ kitchenDue: true, pinDue: false });
    expect(await finish(seller.token, { newPin: '7531' })).toMatchObject({
      status: 400,
      body: { status: 'error', data: m.setupPinNotDue() },
    });
    expect((await sellerLogin(seller.mobile, '6420')).status).toBe(200);
    expect(await finish(seller.token, {})).toMatchObject({
      status: 200,
      body: { data: { user: { setup: { kitchenDue: false, pinDue: false } } } },
    });
  });

  it('lets one of 20 setups sent at once choose the PIN', async () => {
    const seller = await freshSeller(undefined);
    const pins = Array.from({ length: 20 }, (_, i) => String(6000 + i));
    const answers = await Promise.all(pins.map((newPin) => finish(seller.token, { newPin })));
    const winners = answers.flatMap((answer, i) => (answer.status === 200 ? [pins[i]!] : []));
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 200)) {
      expect(answer).toMatchObject({ body: { status: 'error', data: m.setupPinNotDue() } });
    }
    expect((await sellerLogin(seller.mobile, winners[0]!)).status).toBe(200);
  });

  it('is not due for a seller set with npm run seller, and a customer session has no setup', async () => {
    const seller = await findOrCreateSeller(t);
    expect((await profileOf(seller.token)).body.data.user.setup).toEqual({ kitchenDue: false, pinDue: false });
    const customer = await logIn(t);
    expect((await profileOf(customer.token)).body.data.user).not.toHaveProperty('setup');
    expect((await finish(customer.token, {})).status).toBe(403);
  });
});

describe('live streams after a PIN change', () => {
  let s: TestApp;
  let origin: string;
  beforeAll(async () => {
    // A heartbeat that never comes during the test: only the change itself can end a stream.
    s = await buildTestApp({}, { heartbeatMs: 600_000 });
    origin = await originOf(s.app);
  });
  afterAll(async () => {
    await s.close();
  });

  async function streamOf(token: string): Promise<SseStream> {
    const ticket = (await call(s, 'POST', '/events/ticket', { token })).body.data.ticket as string;
    const stream = await openSse(`${origin}/api/v1/events?ticket=${ticket}`);
    expect(stream.status).toBe(200);
    return stream;
  }

  it('end at once for the other sessions; the changing session’s stream keeps getting orders', async () => {
    const seller = await findOrCreateSeller(s);
    const otherPhone = await sellerLogIn(s, seller.mobile);
    const [staying, ending] = [await streamOf(seller.token), await streamOf(otherPhone.token)];
    const changed = await call(s, 'POST', '/auth/change-pin', {
      token: seller.token,
      body: { currentPin: TEST_SELLER_PIN, newPin: '8080' },
    });
    expect(changed.status).toBe(200);
    await ending.ended;
    const order = await placeTestOrder(s, await newCustomer(s));
    expect(JSON.parse((await staying.next()).data)).toMatchObject({ order: { _id: order._id } });
    expect(ending.events).toEqual([]);
    staying.close();
  });
});
