import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Meal } from '@rasoi/domain/api';
import { NEW_PHONE_CUSTOMERS_PER_MINUTE } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { addressBody, newMobile, readMenu, type Answer } from '../../../../test/api-helpers.ts';
import { newCustomer, setClock } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ensureRoomForNewCustomer } from './phone-customer-limit.ts';

/**
 * New customers a seller's phone orders make (issue 30 finding 8, docs/decisions/0079): at most
 * NEW_PHONE_CUSTOMERS_PER_MINUTE a minute, counted in the database, so a hundred orders for new numbers
 * sent at once, to one instance or split between two on one database, make exactly that many; the rest
 * answer 429 with Retry-After and a sentence in the caller's language, and leave nothing behind. Orders
 * for customers who exist are not limited by it. Runs on SQLite and PostgreSQL.
 */
let t: TestApp;
let instanceB: FastifyInstance;
let seller: string;
let sellerUserId: string;
let meal: Meal;
let minute = 0;
const { reciever_mobile: _mobile, ...ADDRESS } = addressBody();
const AT_ONCE = 100;
/** 1 to 60: what Retry-After may say while a customer of the last minute is still counted. */
const SECONDS_IN_A_MINUTE = Array.from({ length: 60 }, (_, i) => i + 1);

beforeAll(async () => {
  t = await buildTestApp();
  instanceB = await t.startInstance();
  ({ token: seller, userId: sellerUserId } = await findOrCreateSeller(t));
  meal = (await readMenu(t)).meals.find((item) => item.is_active && item.is_show)!;
  await t.db.deleteFrom('slots').execute();
  await t.db.deleteFrom('slot_plan').execute();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  // Each test in a minute of its own, so no test counts another's customers.
  minute += 2;
  setClock(t, new Date(Date.UTC(2026, 10, 26, 3, minute)).toISOString());
});

/** A phone order for `mobile` (a new address), through `app` (instance A unless given). */
async function phoneOrder(mobile: string, options: { app?: FastifyInstance; locale?: string } = {}): Promise<Answer> {
  const response = await (options.app ?? t.app).inject({
    method: 'POST',
    url: '/api/v1/order/phone',
    headers: {
      authorization: `Bearer ${seller}`,
      'content-type': 'application/json',
      ...(options.locale ? { 'accept-language': options.locale } : {}),
    },
    payload: JSON.stringify({ mobile, address: ADDRESS, meals: [{ meal_id: meal._id, quantity: 1 }] }),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

const usersWith = async (mobiles: string[]) =>
  (await t.db.selectFrom('users').select('id').where('mobile', 'in', mobiles).execute()).length;
const ordersOf = async (mobiles: string[]) =>
  (
    await t.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select('orders.id')
      .where('users.mobile', 'in', mobiles)
      .execute()
  ).length;

/** Sends `AT_ONCE` phone orders for new numbers at once, alternating between the apps given. */
async function burst(apps: FastifyInstance[]) {
  const mobiles = Array.from({ length: AT_ONCE }, () => newMobile());
  const answers = await Promise.all(mobiles.map((mobile, i) => phoneOrder(mobile, { app: apps[i % apps.length] })));
  return { mobiles, answers };
}

function expectLimitHeld({ answers }: { answers: Answer[] }) {
  const placed = answers.filter((answer) => answer.status === 201);
  const refused = answers.filter((answer) => answer.status !== 201);
  expect(placed).toHaveLength(NEW_PHONE_CUSTOMERS_PER_MINUTE);
  expect(new Set(refused.map((answer) => `${answer.status} ${answer.body.data}`))).toEqual(
    new Set([`429 ${m.tooManyNewCustomers()}`]),
  );
  // The seconds until the first of them leaves the minute.
  for (const answer of refused) expect(Number(answer.headers['retry-after'])).toBeOneOf(SECONDS_IN_A_MINUTE);
}

describe('new customers made by phone orders', () => {
  it(`${AT_ONCE} orders for new numbers at once make ${NEW_PHONE_CUSTOMERS_PER_MINUTE} customers; the rest get 429 and leave nothing`, async () => {
    const sent = await burst([t.app]);
    expectLimitHeld(sent);
    expect(await usersWith(sent.mobiles)).toBe(NEW_PHONE_CUSTOMERS_PER_MINUTE);
    expect(await ordersOf(sent.mobiles)).toBe(NEW_PHONE_CUSTOMERS_PER_MINUTE);
  });

  it('hold across two instances on one database', async () => {
    const sent = await burst([t.app, instanceB]);
    expectLimitHeld(sent);
    expect(await usersWith(sent.mobiles)).toBe(NEW_PHONE_CUSTOMERS_PER_MINUTE);
  });

  it('still take orders for customers who exist, say why in Hindi, and make customers again a minute later', async () => {
    const known = await newCustomer(t);
    const mobiles = Array.from({ length: NEW_PHONE_CUSTOMERS_PER_MINUTE }, () => newMobile());
    for (const mobile of mobiles) expect((await phoneOrder(mobile)).status).toBe(201);
    t.clock.advance(30_000);

    const refused = await phoneOrder(newMobile(), { locale: 'hi' });
    expect(refused).toMatchObject({
      status: 429,
      body: { status: 'error', data: m.tooManyNewCustomers({}, { locale: 'hi' }) },
    });
    expect(Number(refused.headers['retry-after'])).toBeOneOf(SECONDS_IN_A_MINUTE.slice(0, 30));
    expect((await phoneOrder(known.mobile)).status).toBe(201);

    t.clock.advance(30_001);
    expect((await phoneOrder(newMobile())).status).toBe(201);
  });

  it('never ask to wait more than a minute, though the order read its clock before the last customer was made', async () => {
    t.clock.advance(61_000); // past the customer the test before made at the end of its minute
    for (let i = 0; i < NEW_PHONE_CUSTOMERS_PER_MINUTE; i++) expect((await phoneOrder(newMobile())).status).toBe(201);
    // As an order that read the time, then waited on the seller's row while the others were made.
    const readBefore = new Date(t.clock.now().getTime() - 5_000);
    const refused = await ensureRoomForNewCustomer(t.db, sellerUserId, readBefore).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).retryAfterSeconds).toBe(60);
  });
});
