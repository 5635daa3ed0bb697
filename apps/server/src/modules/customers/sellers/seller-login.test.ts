import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SELLER_LOGINS_PER_IP_PER_WINDOW } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, countRows, logIn, newMobile, newRemoteAddress } from '../../../../test/api-helpers.ts';
import { findOrCreateSeller, TEST_SELLER_PIN } from '../../../../test/sellers.ts';
import { ensureSeller, DEFAULT_SELLER_MOBILE, sellerLoginNotice } from './ensure-seller.ts';
import { hashPin, verifyPin } from './pin-hash.ts';
import { setSeller } from './set-seller.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const sellerLogin = (body: unknown, remoteAddress = newRemoteAddress()) =>
  call(t, 'POST', '/auth/seller-login', { body, remoteAddress });
const refused = { status: 401, body: { status: 'error', data: m.invalidSellerLogin() } };
const locked = { status: 429, body: { status: 'error', data: m.sellerLocked() } };
const DAY_MS = 24 * 60 * 60 * 1000;

/** Sends `count` wrong PINs for a number, a minute apart; the last one fills the 15-minute window. */
async function wrongPins(mobile: string, count: number): Promise<void> {
  for (let i = 1; i <= count; i += 1) {
    expect((await sellerLogin({ mobile, pin: '0000' })).status).toBe(i === count ? 429 : 401);
    t.clock.advance(60_000);
  }
}

describe('PIN hashes', () => {
  it('are salted scrypt, verified only by the right PIN', async () => {
    const first = await hashPin('1234');
    const second = await hashPin('1234');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPin('1234', first)).toBe(true);
    expect(await verifyPin('1235', first)).toBe(false);
    expect(await verifyPin('1234', 'plain-1234')).toBe(false);
  });
});

describe('POST /auth/seller-login', () => {
  it('logs the seller in with a token that reaches seller routes', async () => {
    const mobile = newMobile();
    await setSeller(t.db, { mobile, pin: '2468' }, new Date());
    const answer = await sellerLogin({ mobile, pin: '2468' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'success',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      data: {
        user: {
          _id: expect.any(String),
          mobile,
          role: 'seller',
          coupons: [],
          setup: { kitchenDue: false, pinDue: false },
        },
      },
    });
    const stats = await call(t, 'GET', '/stats?timeFrame=4', { token: answer.body.token });
    expect(stats).toMatchObject({ status: 200, body: { status: 'success' } });
    const user = await t.db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(user.pin_hash).toMatch(/^scrypt\$/);
    expect(user.pin_hash).not.toContain('2468');
  });

  it('answers a wrong PIN, an unknown number and a customer number alike, with no session', async () => {
    const seller = await findOrCreateSeller(t);
    const customer = await logIn(t);
    const sessions = await countRows(t.db, 'sessions');
    expect(await sellerLogin({ mobile: seller.mobile, pin: '0000' })).toMatchObject(refused);
    expect(await sellerLogin({ mobile: newMobile(), pin: TEST_SELLER_PIN })).toMatchObject(refused);
    expect(await sellerLogin({ mobile: customer.mobile, pin: TEST_SELLER_PIN })).toMatchObject(refused);
    expect(await countRows(t.db, 'sessions')).toBe(sessions);
  });

  it.each([
    ['a 3-digit PIN', { mobile: '9876543210', pin: '123' }, m.pinFormat()],
    ['a PIN as a number', { mobile: '9876543210', pin: 1234 }, m.pinFormat()],
    ['a short number', { mobile: '98765', pin: '1234' }, m.invalidMobile()],
    ['an extra field', { mobile: '9876543210', pin: '1234', role: 'seller' }, `${m.unknownField()}: role`],
  ])('refuses %s with 400', async (_case, body, message) => {
    expect(await sellerLogin(body)).toMatchObject({ status: 400, body: { status: 'error', data: message } });
  });

  it('locks a number for 15 minutes after 5 failures within 15 minutes, even for the right PIN', async () => {
    const seller = await findOrCreateSeller(t);
    for (let i = 1; i <= 4; i += 1) {
      expect(await sellerLogin({ mobile: seller.mobile, pin: '0000' })).toMatchObject(refused);
      t.clock.advance(60_000);
    }
    const fifth = await sellerLogin({ mobile: seller.mobile, pin: '0000' });
    expect(fifth).toMatchObject(locked);
    expect(await sellerLogin({ mobile: seller.mobile, pin: TEST_SELLER_PIN })).toMatchObject(locked);
    // The count is kept in the database, not in memory, so a restart or another instance keeps it.
    expect(await countRows(t.db, 'seller_pin_tries')).toBeGreaterThanOrEqual(5);

    // The first failure was 4 minutes before the fifth: the window frees up 15 minutes after it.
    t.clock.advance(11 * 60_000 - 5_000);
    expect((await sellerLogin({ mobile: seller.mobile, pin: TEST_SELLER_PIN })).status).toBe(429);
    t.clock.advance(10_000);
    expect((await sellerLogin({ mobile: seller.mobile, pin: TEST_SELLER_PIN })).status).toBe(200);
  });

  it('locks unknown numbers the same way, so a lock tells nothing', async () => {
    const mobile = newMobile();
    for (let i = 1; i <= 4; i += 1) expect((await sellerLogin({ mobile, pin: '1111' })).status).toBe(401);
    expect((await sellerLogin({ mobile, pin: '1111' })).status).toBe(429);
  });

  it('checks at most 5 PINs of 200 sent at once, and the right one at position 150 gets no session', async () => {
    const seller = await findOrCreateSeller(t);
    const sessions = await countRows(t.db, 'sessions');
    const pins = Array.from({ length: 200 }, (_, i) => (i === 149 ? TEST_SELLER_PIN : String(1000 + i)));
    const answers = await Promise.all(pins.map((pin) => sellerLogin({ mobile: seller.mobile, pin })));
    expect(answers[149]).toMatchObject(locked);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(0);
    // Only tries within the limit were checked: at most 4 answered 'wrong PIN' and the rest were refused
    // as locked (the fifth wrong one fills the window). Tries refused before the check are not counted.
    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(4);
    for (const answer of answers.filter((one) => one.status !== 401)) expect(answer).toMatchObject(locked);
    const counted = await t.db
      .selectFrom('seller_pin_tries')
      .select('id')
      .where('mobile', '=', seller.mobile)
      .execute();
    expect(counted.length).toBeLessThanOrEqual(5);
    expect(await countRows(t.db, 'sessions')).toBe(sessions);
  });

  it('escalates: 10 wrong PINs in a day lock the number until the first is a day old', async () => {
    const seller = await findOrCreateSeller(t);
    await wrongPins(seller.mobile, 5);
    t.clock.advance(16 * 60_000);
    await wrongPins(seller.mobile, 5);
    t.clock.advance(16 * 60_000);
    expect(await sellerLogin({ mobile: seller.mobile, pin: TEST_SELLER_PIN })).toMatchObject(locked);
    // The first wrong PIN was 42 minutes ago.
    t.clock.advance(DAY_MS - 43 * 60_000);
    expect(await sellerLogin({ mobile: seller.mobile, pin: TEST_SELLER_PIN })).toMatchObject(locked);
    t.clock.advance(2 * 60_000);
    expect((await sellerLogin({ mobile: seller.mobile, pin: TEST_SELLER_PIN })).status).toBe(200);
  });

  it('escalates: 20 wrong PINs in a week lock the number until the first is a week old', async () => {
    const seller = await findOrCreateSeller(t);
    for (let day = 0; day < 2; day += 1) {
      await wrongPins(seller.mobile, 5);
      t.clock.advance(16 * 60_000);
      await wrongPins(seller.mobile, 5);
      t.clock.advance(DAY_MS);
    }
    t.clock.advance(3 * DAY_MS);
    expect(await sellerLogin({ mobile: seller.mobile, pin: TEST_SELLER_PIN })).toMatchObject(locked);
    t.clock.advance(2 * DAY_MS);
    expect((await sellerLogin({ mobile: seller.mobile, pin: TEST_SELLER_PIN })).status).toBe(200);
  });

  it("forgets failures spread over more than 15 minutes, but the owner's own login does not wipe them", async () => {
    const seller = await findOrCreateSeller(t);
    for (let i = 1; i <= 4; i += 1)
      expect((await sellerLogin({ mobile: seller.mobile, pin: '0000' })).status).toBe(401);
    t.clock.advance(16 * 60_000);
    for (let i = 1; i <= 4; i += 1)
      expect((await sellerLogin({ mobile: seller.mobile, pin: '0000' })).status).toBe(401);
    expect((await sellerLogin({ mobile: seller.mobile, pin: TEST_SELLER_PIN })).status).toBe(200);
    // A success in between would otherwise give a guesser a fresh budget each time the owner logs in.
    expect(await sellerLogin({ mobile: seller.mobile, pin: '0000' })).toMatchObject(locked);
  });

  it('lets the owner in from a phone logged in with the number, while strangers have it locked', async () => {
    const seller = await findOrCreateSeller(t);
    await wrongPins(seller.mobile, 5);
    expect(await sellerLogin({ mobile: seller.mobile, pin: TEST_SELLER_PIN })).toMatchObject(locked);

    const phone = await logIn(t, seller.mobile);
    const asOwner = await call(t, 'POST', '/auth/seller-login', {
      body: { mobile: seller.mobile, pin: TEST_SELLER_PIN },
      token: phone.token,
      remoteAddress: newRemoteAddress(),
    });
    expect(asOwner).toMatchObject({ status: 200, body: { data: { user: { role: 'seller' } } } });
    expect((await call(t, 'GET', '/stats?timeFrame=4', { token: asOwner.body.token })).status).toBe(200);
    // Another number's session is no way around the lock.
    const stranger = await logIn(t);
    const asStranger = await call(t, 'POST', '/auth/seller-login', {
      body: { mobile: seller.mobile, pin: TEST_SELLER_PIN },
      token: stranger.token,
      remoteAddress: newRemoteAddress(),
    });
    expect(asStranger).toMatchObject(locked);
  });

  it('gives the phone its own budget of wrong PINs, not an unlimited one', async () => {
    const seller = await findOrCreateSeller(t);
    const phone = await logIn(t, seller.mobile);
    const fromPhone = (pin: string) =>
      call(t, 'POST', '/auth/seller-login', {
        body: { mobile: seller.mobile, pin },
        token: phone.token,
        remoteAddress: newRemoteAddress(),
      });
    for (let i = 1; i <= 4; i += 1) expect((await fromPhone('0000')).status).toBe(401);
    expect(await fromPhone('0000')).toMatchObject(locked);
    expect(await fromPhone(TEST_SELLER_PIN)).toMatchObject(locked);
    // ...and strangers' budget is untouched by the phone's.
    expect((await sellerLogin({ mobile: seller.mobile, pin: TEST_SELLER_PIN })).status).toBe(200);
  });

  it(`allows ${SELLER_LOGINS_PER_IP_PER_WINDOW} tries per client address in 15 minutes`, async () => {
    const remoteAddress = newRemoteAddress();
    for (let i = 0; i < SELLER_LOGINS_PER_IP_PER_WINDOW; i += 1) {
      expect((await sellerLogin({ mobile: newMobile(), pin: '1111' }, remoteAddress)).status).toBe(401);
    }
    const over = await sellerLogin({ mobile: newMobile(), pin: '1111' }, remoteAddress);
    expect(over).toMatchObject({ status: 429, body: { status: 'error', data: m.tooManyRequests() } });
  });
});

describe("a code login on the seller's number", () => {
  it('opens a customer session only: no seller routes, role customer, even while the PIN is locked', async () => {
    const seller = await findOrCreateSeller(t);
    await wrongPins(seller.mobile, 5);
    const phone = await logIn(t, seller.mobile);
    expect((await call(t, 'GET', '/stats?timeFrame=4', { token: phone.token })).status).toBe(403);
    expect((await call(t, 'GET', '/order', { token: phone.token })).status).toBe(403);
    const profile = await call(t, 'GET', '/users/profile', { token: phone.token });
    expect(profile).toMatchObject({
      status: 200,
      body: { data: { user: { mobile: seller.mobile, role: 'customer' } } },
    });
    // The seller session from the PIN login keeps the seller area.
    expect((await call(t, 'GET', '/stats?timeFrame=4', { token: seller.token })).status).toBe(200);
  });
});

describe('setting the seller (npm run seller)', () => {
  it('promotes a customer with that number, keeping the account, and a new PIN ends old sessions', async () => {
    const customer = await logIn(t);
    await setSeller(t.db, { mobile: customer.mobile, pin: '1357' }, new Date());
    const first = await sellerLogin({ mobile: customer.mobile, pin: '1357' });
    expect(first.body.data.user._id).toBe(customer.userId);
    await setSeller(t.db, { mobile: customer.mobile, pin: '9753' }, new Date());
    expect((await call(t, 'GET', '/order', { token: first.body.token })).status).toBe(401);
    expect(await sellerLogin({ mobile: customer.mobile, pin: '1357' })).toMatchObject(refused);
    expect((await sellerLogin({ mobile: customer.mobile, pin: '9753' })).status).toBe(200);
  });
});

describe('ensureSeller (first start)', () => {
  // Each case starts from a database without a seller, as a fresh install has.
  beforeEach(async () => {
    await t.db.updateTable('users').set({ role: 'customer', pin_hash: null }).where('role', '=', 'seller').execute();
  });

  it('creates the seller from SELLER_MOBILE and SELLER_PIN when there is none, then does nothing', async () => {
    const mobile = newMobile();
    expect(await ensureSeller(t.db, { sellerMobile: mobile, sellerPin: '8642' }, new Date())).toEqual({
      created: true,
      mobile,
      generatedPin: undefined,
    });
    expect((await sellerLogin({ mobile, pin: '8642' })).status).toBe(200);
    expect(await ensureSeller(t.db, { sellerMobile: newMobile(), sellerPin: '1111' }, new Date())).toEqual({
      created: false,
    });
  });

  it('without settings, makes 9000000000 the seller with a generated PIN to print once', async () => {
    const result = await ensureSeller(t.db, { sellerMobile: undefined, sellerPin: undefined }, new Date());
    if (!result.created) throw new Error('expected a new seller');
    expect(result.mobile).toBe(DEFAULT_SELLER_MOBILE);
    expect(result.generatedPin).toMatch(/^\d{4}$/);
    expect(sellerLoginNotice(result.mobile, result.generatedPin!)).toBe(
      `Seller login: mobile 9000000000, PIN ${result.generatedPin} (the first login asks for a new one; or set it with npm run seller -- --mobile 9000000000 --pin NNNN)`,
    );
    expect((await sellerLogin({ mobile: DEFAULT_SELLER_MOBILE, pin: result.generatedPin })).status).toBe(200);
    expect(await ensureSeller(t.db, { sellerMobile: undefined, sellerPin: undefined }, new Date())).toEqual({
      created: false,
    });
  });
});
