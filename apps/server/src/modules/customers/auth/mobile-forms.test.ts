import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { addressBody, call, countRows, newMobile, newRemoteAddress, readMenu } from '../../../../test/api-helpers.ts';
import { setClock } from '../../../../test/orders.ts';
import { findOrCreateSeller, sellerLogIn } from '../../../../test/sellers.ts';

/**
 * Mobile numbers as people in India type them (issue 30, docs/decisions/0076): '+91 98765 00001',
 * '09876500001' and the plain ten digits are the same number, stored as the ten digits, on every route
 * that takes one; ten digits no Indian mobile starts with are refused. Runs on SQLite and PostgreSQL.
 */
let t: TestApp;
let seller: { token: string; mobile: string };

beforeAll(async () => {
  t = await buildTestApp();
  seller = await findOrCreateSeller(t);
});
afterAll(async () => {
  await t.close();
});

/** '+91 98765 43210' for the ten digits '9876543210'. */
const spaced = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

async function logInAs(typed: string, codeTo: string) {
  const sent = await call(t, 'POST', '/auth/send-otp', { body: { mobile: typed }, remoteAddress: newRemoteAddress() });
  expect(sent.status).toBe(200);
  const login = await call(t, 'POST', '/auth/login', { body: { mobile: typed, otp: t.sms.lastCode(codeTo) } });
  expect(login.status).toBe(200);
  return { token: login.body.token as string, userId: login.body.data.user._id as string };
}
const usersWith = async (mobile: string) =>
  (
    await t.db
      .selectFrom('users')
      .select('mobile')
      .where('mobile', 'like', `%${mobile.slice(-10)}`)
      .execute()
  ).map((row) => row.mobile);

describe('logging in with the forms people type', () => {
  it("'+91 98765 00001', then the ten digits, then '0' and the ten: one user, stored as the ten digits", async () => {
    const mobile = newMobile();
    const first = await logInAs(spaced(mobile), mobile);
    t.clock.advance(61_000);
    const second = await logInAs(mobile, mobile);
    t.clock.advance(61_000);
    const third = await logInAs(`0${mobile}`, mobile);
    expect(second.userId).toBe(first.userId);
    expect(third.userId).toBe(first.userId);
    expect(await usersWith(mobile)).toEqual([mobile]);
    expect(
      t.sms.messages.filter((message) => message.mobile.endsWith(mobile)).map((message) => message.mobile),
    ).toEqual([mobile, mobile, mobile]);
  });

  it("refuses ten digits no Indian mobile starts with, in the caller's language, and texts nothing", async () => {
    const sentBefore = t.sms.messages.length;
    const english = await call(t, 'POST', '/auth/send-otp', {
      body: { mobile: '1234567890' },
      remoteAddress: newRemoteAddress(),
    });
    expect(english).toMatchObject({ status: 400, body: { status: 'error', data: m.mobileNotIndian() } });
    const hindi = await call(t, 'POST', '/auth/send-otp', {
      body: { mobile: '5811122233' },
      headers: { 'accept-language': 'hi' },
      remoteAddress: newRemoteAddress(),
    });
    expect(hindi).toMatchObject({ status: 400, body: { data: m.mobileNotIndian({}, { locale: 'hi' }) } });
    expect(t.sms.messages.length).toBe(sentBefore);
  });

  it("lets the seller log in with '+91' and spaces", async () => {
    expect((await sellerLogIn(t, spaced(seller.mobile))).token).toEqual(expect.any(String));
  });
});

describe('the other fields that take a mobile number', () => {
  it("stores an address's receiver phone as the ten digits, and refuses one that is not a mobile", async () => {
    const mobile = newMobile();
    const { token } = await logInAs(mobile, mobile);
    const added = await call(t, 'POST', '/address', {
      token,
      body: addressBody({ reciever_mobile: '+91-98110-22233' }),
    });
    expect(added.status).toBe(201);
    expect(added.body.data.address.reciever_mobile).toBe('9811022233');
    const before = await countRows(t.db, 'addresses');
    const refused = await call(t, 'POST', '/address', { token, body: addressBody({ reciever_mobile: '1234567890' }) });
    expect(refused).toMatchObject({ status: 400, body: { data: m.mobileNotIndian() } });
    expect(await countRows(t.db, 'addresses')).toBe(before);
  });

  it("stores the kitchen's support phone as the ten digits, and refuses '5811122233'", async () => {
    const patch = (support_phone: string) =>
      call(t, 'PATCH', '/kitchen/settings', { token: seller.token, body: { support_phone } });
    expect((await patch('098111 22233')).body.data.support_phone).toBe('9811122233');
    expect(await patch('5811122233')).toMatchObject({ status: 400, body: { data: m.mobileNotIndian() } });
    expect((await call(t, 'GET', '/kitchen')).body.data.support_phone).toBe('9811122233');
  });

  it("makes a phone order's customer under the ten digits of '+91 …'", async () => {
    await t.db.deleteFrom('slots').execute();
    await t.db.deleteFrom('slot_plan').execute();
    setClock(t, '2026-11-26T03:00:00.000Z');
    const meal = (await readMenu(t)).meals.find((item) => item.is_active && item.is_show)!;
    const mobile = newMobile();
    const { reciever_mobile: _receiver, ...address } = addressBody();
    const placed = await call(t, 'POST', '/order/phone', {
      token: seller.token,
      body: { mobile: spaced(mobile), address, meals: [{ meal_id: meal._id, quantity: 1 }] },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data.order.address.reciever_mobile).toBe(mobile);
    expect(await usersWith(mobile)).toEqual([mobile]);
  });
});
