import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CHANGED_EVENT } from '@rasoi/domain/events';
import { m } from '@rasoi/domain/i18n/messages';
import { ACCOUNT_BALANCE_MAX_PAISE, paiseText, type LedgerEntry } from '@rasoi/domain/ledger';
import type { AwaitedTopUp, UnmatchedPayment } from '@rasoi/domain/payments-to-match';
import type { UpiRequest } from '@rasoi/domain/upi-requests';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call, logIn, type Answer } from '../../../test/api-helpers.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { TEST_SIGNING_KEY, postGatewaySms, sbiCredit, smsReceived, smsRupees } from '../../../test/gateway-sms.ts';
import { openSse, originOf, type SseStream } from '../../../test/sse-client.ts';
import { matchBankCredit, type BankCredit } from './match-bank-credit.ts';

/**
 * A household's top-up by UPI (issue 27, docs/decisions/0099): the customer asks to add an amount and gets
 * the exact amount to pay (less 0-99 paise, D98), open 30 minutes, one open a household; the bank's credit
 * of it posts the chosen amount to the account once, whatever the phone repeats or delivers at once (on
 * PostgreSQL through two instances), and the customer's open streams hear `account.changed`; an expired
 * request, or an account that may not hold more, takes nothing; the seller assigns a credit to a top-up in
 * 'Payments to match'. Runs on both engines.
 */
let t: TestApp;
let instanceB: FastifyInstance;
let seller: string;
let rrn = 834_512_300_000;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  if (t.engine === 'postgres') instanceB = await t.startInstance();
  seller = (await findOrCreateSeller(t)).token;
  await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { upi_id: 'asha@okaxis' } });
  const saved = await call(t, 'PATCH', '/payments/sms/settings', {
    token: seller,
    body: { bank_sms_senders: ['SBIUPI'], signing_key: TEST_SIGNING_KEY },
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t.close();
});

/** The other instance on PostgreSQL; the only one on SQLite, which one process serves. */
const otherApp = () => (t.engine === 'postgres' ? instanceB : t.app);

/** POST /account/topup as the customer `token`, through `app` (instance A unless given). */
async function topUp(
  token: string,
  body: unknown,
  options: { app?: FastifyInstance; locale?: string } = {},
): Promise<Answer> {
  const response = await (options.app ?? t.app).inject({
    method: 'POST',
    url: '/api/v1/account/topup',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(options.locale ? { 'accept-language': options.locale } : {}),
    },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}
const requestOf = (answer: Answer) => answer.body.data.upi_request as UpiRequest;
/** How long the request has left to live, by the test clock (which runs with real time), in ms; at most 30 min. */
const lifeLeft = (request: UpiRequest) => {
  const left = Date.parse(request.expires_at) - t.clock.now().getTime();
  expect(left).toBeLessThanOrEqual(30 * 60 * 1000);
  return left;
};
const closeAll = () =>
  t.db.updateTable('upi_requests').set({ status: 'cancelled' }).where('status', '=', 'open').execute();

/** The bank's SMS of a credit of `amountPaise`, received now, and its RRN. */
function bankCredit(amountPaise: number): { event: Record<string, unknown>; rrn: string } {
  const reference = String((rrn += 1));
  const event = smsReceived(sbiCredit(smsRupees(amountPaise), reference), { receivedAt: t.clock.now().toISOString() });
  return { event, rrn: reference };
}
const accountOf = async (token: string) => (await call(t, 'GET', '/account', { token })).body.data;
const entriesOf = async (token: string) => (await accountOf(token)).entries as LedgerEntry[];
const requestRow = (id: string) =>
  t.db
    .selectFrom('upi_requests')
    .select(['status', 'rrn', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function streamOf(token: string, app: FastifyInstance): Promise<SseStream> {
  const ticket = (await call(t, 'POST', '/events/ticket', { token })).body.data.ticket as string;
  const stream = await openSse(`${await originOf(app)}/api/v1/events?ticket=${ticket}`);
  streams.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

describe('asking to add money by UPI', () => {
  it('answers the amount less the fewest free paise, open 30 minutes, and the same request for the same amount', async () => {
    await closeAll();
    const [asha, ravi] = [await logIn(t), await logIn(t)];
    const first = await topUp(asha.token, { amount_paise: 50_000 });
    expect(first.status).toBe(200);
    const asked = requestOf(first);
    expect(asked).toMatchObject({ bill_paise: 50_000, amount_paise: 50_000, status: 'open' });
    expect(lifeLeft(asked)).toBeGreaterThan(29 * 60 * 1000);
    expect(requestOf(await topUp(ravi.token, { amount_paise: 50_000 })).amount_paise).toBe(49_999);

    // Asked again ten minutes later: the same request and amount, its life renewed from now.
    t.clock.advance(10 * 60 * 1000);
    const again = requestOf(await topUp(asha.token, { amount_paise: 50_000 }));
    expect(again).toMatchObject({ _id: asked._id, amount_paise: 50_000 });
    expect(lifeLeft(again)).toBeGreaterThan(29 * 60 * 1000);
    expect(Date.parse(again.expires_at) - Date.parse(asked.expires_at)).toBeGreaterThanOrEqual(10 * 60 * 1000);

    // Another amount replaces it: one open top-up a household.
    const other = requestOf(await topUp(asha.token, { amount_paise: 100_000 }));
    expect(other._id).not.toBe(asked._id);
    expect(await requestRow(asked._id)).toMatchObject({ status: 'cancelled' });
    const open = await t.db
      .selectFrom('upi_requests')
      .select('id')
      .where('user_id', '=', asha.userId)
      .where('status', '=', 'open')
      .execute();
    expect(open).toEqual([{ id: other._id }]);
  });

  it('gives households asking the same amount at once an amount each (PostgreSQL: through two instances)', async () => {
    await closeAll();
    const households = await Promise.all(Array.from({ length: 10 }, () => logIn(t)));
    const answers = await Promise.all(
      households.map((household, i) =>
        topUp(household.token, { amount_paise: 20_000 }, { app: i % 2 === 1 ? otherApp() : t.app }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(households.map(() => 200));
    const amounts = answers.map((answer) => requestOf(answer).amount_paise);
    expect(new Set(amounts).size).toBe(10);
    for (const amount of amounts) expect(amount).toBeGreaterThan(20_000 - 100);
  });

  it('keeps one open top-up when one household asks two amounts at once', async () => {
    const asha = await logIn(t);
    const answers = await Promise.all([
      topUp(asha.token, { amount_paise: 30_000 }),
      topUp(asha.token, { amount_paise: 40_000 }, { app: otherApp() }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const open = await t.db
      .selectFrom('upi_requests')
      .select('bill_paise')
      .where('user_id', '=', asha.userId)
      .where('status', '=', 'open')
      .execute();
    expect(open).toHaveLength(1);
  });

  it("refuses an amount below ₹1, above ₹1,00,000 or not in paise, in the caller's language, opening nothing", async () => {
    const asha = await logIn(t);
    const message = (locale: 'en' | 'hi') =>
      m.topUpAmount({ min: paiseText(100), max: paiseText(10_000_000) }, { locale });
    for (const amount of [99, 10_000_001, 100.5, '500', null]) {
      expect(await topUp(asha.token, { amount_paise: amount }, { locale: 'hi' })).toMatchObject({
        status: 400,
        body: { status: 'error', data: message('hi') },
      });
    }
    expect(await topUp(asha.token, {})).toMatchObject({ status: 400, body: { data: message('en') } });
    const opened = await t.db.selectFrom('upi_requests').select('id').where('user_id', '=', asha.userId).execute();
    expect(opened).toEqual([]);
  });

  it('refuses an amount the account may not hold', async () => {
    const asha = await logIn(t);
    expect(
      (
        await call(t, 'POST', `/accounts/${asha.userId}/entries`, {
          token: seller,
          body: { kind: 'payment', method: 'cash', amount_paise: 100 },
        })
      ).status,
    ).toBe(201);
    await t.db
      .updateTable('household_accounts')
      .set({ balance_paise: ACCOUNT_BALANCE_MAX_PAISE - 10_000 })
      .where('user_id', '=', asha.userId)
      .execute();
    expect(await topUp(asha.token, { amount_paise: 10_100 }, { locale: 'hi' })).toMatchObject({
      status: 409,
      body: {
        data: m.topUpOverCeiling(
          { max: paiseText(ACCOUNT_BALANCE_MAX_PAISE), amount: paiseText(10_100) },
          { locale: 'hi' },
        ),
      },
    });
    expect((await topUp(asha.token, { amount_paise: 10_000 })).status).toBe(200);
  });
});

describe('a top-up paid by the bank SMS', () => {
  it('adds the chosen amount to the account once, and the household’s open stream hears it (PostgreSQL: on the other instance)', async () => {
    await closeAll();
    const [ravi, asha] = [await logIn(t), await logIn(t)];
    // Ravi's top-up of ₹500 asks ₹500.00; Asha's asks ₹499.99.
    expect(requestOf(await topUp(ravi.token, { amount_paise: 50_000 })).amount_paise).toBe(50_000);
    const asked = requestOf(await topUp(asha.token, { amount_paise: 50_000 }));
    expect(asked.amount_paise).toBe(49_999);
    const mine = await streamOf(asha.token, otherApp());
    const theirs = await streamOf(ravi.token, otherApp());

    const { event, rrn: reference } = bankCredit(asked.amount_paise);
    expect((await postGatewaySms(t, event)).status).toBe(200);
    // The chosen ₹500: the kitchen lets go of the paisa, as for an order's bill (D99).
    const account = await accountOf(asha.token);
    expect(account.account.balance_paise).toBe(50_000);
    expect(account.entries).toEqual([
      expect.objectContaining({
        kind: 'payment',
        method: 'upi',
        amount_paise: 50_000,
        source_type: 'upi_request',
        source_id: asked._id,
        recorded_by: 'system',
      }),
    ]);
    const key = await t.db
      .selectFrom('ledger_entries')
      .select('idempotency_key')
      .where('user_id', '=', asha.userId)
      .execute();
    expect(key).toEqual([{ idempotency_key: `upi:${reference}` }]);
    expect(await requestRow(asked._id)).toMatchObject({ status: 'paid', rrn: reference });
    const notice = await mine.next({ match: (sse) => sse.event === ACCOUNT_CHANGED_EVENT });
    expect(notice).toMatchObject({ id: undefined, data: '{}' });

    // The phone's retry, and the same credit under another event id: nothing more.
    expect((await postGatewaySms(t, event)).status).toBe(200);
    expect((await postGatewaySms(t, { ...event, id: `${String(event.id)}x` })).status).toBe(200);
    expect(await entriesOf(asha.token)).toHaveLength(1);
    expect((await accountOf(asha.token)).account.balance_paise).toBe(50_000);
    // Ravi's stream heard nothing of Asha's account.
    expect(theirs.events.filter((sse) => sse.event === ACCOUNT_CHANGED_EVENT)).toEqual([]);
  });

  it('posts once when the same credit comes twice at once (PostgreSQL: to two instances)', async () => {
    const asha = await logIn(t);
    const asked = requestOf(await topUp(asha.token, { amount_paise: 70_000 }));
    const { event } = bankCredit(asked.amount_paise);
    const again = { ...event, id: `${String(event.id)}b` };
    const answers = await Promise.all([
      postGatewaySms(t, event),
      postGatewaySms(t, again, { app: otherApp() }),
      postGatewaySms(t, event, { app: otherApp() }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await entriesOf(asha.token)).toHaveLength(1);
    expect((await accountOf(asha.token)).account.balance_paise).toBe(70_000);
  });

  it('posts once when one credit is matched three times at once', async () => {
    const asha = await logIn(t);
    const asked = requestOf(await topUp(asha.token, { amount_paise: 80_000 }));
    const credit: BankCredit = {
      amountPaise: asked.amount_paise,
      rrn: String((rrn += 1)),
      receivedAt: t.clock.now(),
      kitchenDay: t.clock.now().toISOString().slice(0, 10),
    };
    const match = () => t.db.transaction().execute((trx) => matchBankCredit(trx, credit, t.clock.now()));
    const results = await Promise.all([match(), match(), match()]);
    expect(results.filter((result) => result.matched)).toEqual([
      expect.objectContaining({ requestId: asked._id, accountUserId: asha.userId }),
    ]);
    expect(await entriesOf(asha.token)).toHaveLength(1);
  });

  it('pays nothing once the request has expired', async () => {
    const asha = await logIn(t);
    const asked = requestOf(await topUp(asha.token, { amount_paise: 60_000 }));
    t.clock.advance(30 * 60 * 1000 + 1);
    expect((await postGatewaySms(t, bankCredit(asked.amount_paise).event)).status).toBe(200);
    expect(await entriesOf(asha.token)).toEqual([]);
    expect(await requestRow(asked._id)).toMatchObject({ status: 'open', rrn: null });
  });

  it('pays nothing when the account may no longer hold it, and leaves the request open', async () => {
    const asha = await logIn(t);
    const asked = requestOf(await topUp(asha.token, { amount_paise: 90_000 }));
    // Since she asked, the seller recorded money that leaves less room than the top-up.
    expect(
      (
        await call(t, 'POST', `/accounts/${asha.userId}/entries`, {
          token: seller,
          body: { kind: 'payment', method: 'cash', amount_paise: 100 },
        })
      ).status,
    ).toBe(201);
    await t.db
      .updateTable('household_accounts')
      .set({ balance_paise: ACCOUNT_BALANCE_MAX_PAISE - 50_000 })
      .where('user_id', '=', asha.userId)
      .execute();
    const { event } = bankCredit(asked.amount_paise);
    expect((await postGatewaySms(t, event)).status).toBe(200);
    expect(await requestRow(asked._id)).toMatchObject({ status: 'open', rrn: null });
    expect(await entriesOf(asha.token)).toHaveLength(1);
    const sms = await t.db
      .selectFrom('bank_sms')
      .select('status')
      .where('event_id', '=', String(event.id))
      .executeTakeFirstOrThrow();
    expect(sms.status).toBe('unmatched');
  });
});

describe("the seller's payments to match, for a top-up", () => {
  /** A household's top-up, and a credit of its rounded amount (not the exact one) waiting for the seller. */
  async function roundedTopUp() {
    const household = await logIn(t);
    const asked = requestOf(await topUp(household.token, { amount_paise: 40_000 }));
    const { event, rrn: reference } = bankCredit(asked.amount_paise + 1_000);
    await postGatewaySms(t, event);
    const listed = (await call(t, 'GET', '/payments/unmatched', { token: seller })).body.data;
    const payment = (listed.payments as UnmatchedPayment[]).find((item) => item.rrn === reference)!;
    return { household, asked, payment, listed, reference };
  }
  const assign = (paymentId: string, requestId: string, options: { locale?: string; app?: FastifyInstance } = {}) =>
    (options.app ?? t.app).inject({
      method: 'POST',
      url: `/api/v1/payments/unmatched/${paymentId}/topup`,
      headers: {
        authorization: `Bearer ${seller}`,
        'content-type': 'application/json',
        'accept-language': options.locale ?? 'en',
      },
      payload: JSON.stringify({ request_id: requestId }),
    });

  it('lists the top-up beside the credit, and one tap adds the credit to the household’s account', async () => {
    const { household, asked, payment, listed, reference } = await roundedTopUp();
    expect(payment).toMatchObject({ kind: 'credit', amount_paise: 41_000 });
    expect(listed.awaited_topups as AwaitedTopUp[]).toContainEqual({
      request_id: asked._id,
      user_id: household.userId,
      mobile: household.mobile,
      amount_paise: asked.amount_paise,
      bill_paise: 40_000,
      opened_at: expect.any(String),
      expires_at: asked.expires_at,
    });
    const stream = await streamOf(household.token, otherApp());

    const assigned = await assign(payment._id, asked._id);
    expect(assigned.statusCode).toBe(200);
    // The money the bank reported, recorded by the seller's hand.
    expect(assigned.json().data).toMatchObject({
      entry: { kind: 'payment', method: 'upi', amount_paise: 41_000, recorded_by: 'seller', source_id: asked._id },
      balance_paise: 41_000,
    });
    await stream.next({ match: (sse) => sse.event === ACCOUNT_CHANGED_EVENT });
    const key = await t.db
      .selectFrom('ledger_entries')
      .select('idempotency_key')
      .where('user_id', '=', household.userId)
      .execute();
    expect(key).toEqual([{ idempotency_key: `upi:${reference}` }]);
    const after = (await call(t, 'GET', '/payments/unmatched', { token: seller })).body.data;
    expect((after.payments as UnmatchedPayment[]).map((item) => item._id)).not.toContain(payment._id);
    expect((after.awaited_topups as AwaitedTopUp[]).map((item) => item.request_id)).not.toContain(asked._id);

    // The exact credit coming after: its request is paid, so it waits for the seller.
    const late = bankCredit(asked.amount_paise);
    expect((await postGatewaySms(t, late.event)).status).toBe(200);
    expect(await entriesOf(household.token)).toHaveLength(1);
  });

  it('assigns a credit to a top-up past its life, and once when two taps race', async () => {
    const { household, asked, payment } = await roundedTopUp();
    t.clock.advance(2 * 60 * 60 * 1000);
    const answers = await Promise.all([
      assign(payment._id, asked._id),
      assign(payment._id, asked._id, { app: otherApp() }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await entriesOf(household.token)).toHaveLength(1);
  });

  it("refuses, in the caller's language, an unread SMS, a replaced or paid top-up and an unknown one, changing nothing", async () => {
    const { household, asked, payment } = await roundedTopUp();
    // Asking another amount replaced the request.
    const replacing = requestOf(await topUp(household.token, { amount_paise: 45_000 }));
    const replaced = await assign(payment._id, asked._id, { locale: 'hi' });
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json().data).toBe(m.topUpNotAwaited({}, { locale: 'hi' }));
    const unknown = await assign(payment._id, '0123456789abcdef01234567');
    expect([unknown.statusCode, unknown.json().data]).toEqual([404, m.topUpRequestNotFound()]);

    // Money came in, says the SMS, but not how much: the seller records it by hand.
    const unread = 'Your a/c X1234 is credited, details to follow -SBI';
    await postGatewaySms(t, smsReceived(unread));
    const listed = (await call(t, 'GET', '/payments/unmatched', { token: seller })).body.data;
    const unreadPayment = (listed.payments as UnmatchedPayment[]).find((item) => item.text === unread)!;
    expect(unreadPayment).toMatchObject({ kind: 'unreadable', amount_paise: null });
    const refused = await assign(unreadPayment._id, replacing._id);
    expect([refused.statusCode, refused.json().data]).toEqual([409, m.paymentWithoutAmount()]);

    expect((await assign(payment._id, replacing._id)).statusCode).toBe(200);
    const { payment: second } = await roundedTopUp();
    const paid = await assign(second._id, replacing._id);
    expect([paid.statusCode, paid.json().data]).toEqual([409, m.topUpNotAwaited()]);
    expect(await entriesOf(household.token)).toHaveLength(1);
    const secondSms = await t.db
      .selectFrom('bank_sms')
      .select('status')
      .where('id', '=', second._id)
      .executeTakeFirstOrThrow();
    expect(secondSms.status).toBe('unmatched');
  });
});
