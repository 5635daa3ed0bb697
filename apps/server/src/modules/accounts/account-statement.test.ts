import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/api-helpers.ts';
import { chargeMeal, record, setTerms } from '../../../test/accounts.ts';
import { newCustomer, setClock } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * A month's statement (issue 26, D88): opening balance, the month's entries by kitchen day, closing
 * balance and dues carried, all in paise. Runs on SQLite and PostgreSQL.
 */
let t: TestApp;
let seller: string;

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
});
afterAll(async () => {
  await t.close();
});

const statement = (token: string, month: string) => call(t, 'GET', `/account/statement?month=${month}`, { token });

describe("a month's statement", () => {
  it('opens with the earlier months, lists the month in day order and carries the dues', async () => {
    const customer = await newCustomer(t);
    await setTerms(t, seller, customer.userId, { credit_limit_paise: 200_000, on_account_allowed: true });
    // 31 March, 23:00 in Kolkata (17:30 UTC): the payment is on March's page.
    setClock(t, '2026-03-31T17:30:00.000Z');
    await record(t, seller, customer.userId, { kind: 'payment', method: 'upi', amount_paise: 100_000 });
    // April: three meals (posted out of day order), a refund, a payment; one meal in May.
    const now = t.clock.now();
    for (const day of ['2026-04-03', '2026-04-01', '2026-04-02']) {
      expect((await chargeMeal(t, customer.userId, 60_000, day, now)).posted).toBe(true);
    }
    setClock(t, '2026-04-20T06:00:00.000Z');
    await record(t, seller, customer.userId, { kind: 'adjustment', amount_paise: 5_000, note: 'Late delivery' });
    await chargeMeal(t, customer.userId, 60_000, '2026-05-01', t.clock.now());

    const march = await statement(customer.token, '2026-03');
    expect(march.body.data).toMatchObject({ opening_paise: 0, closing_paise: 100_000, dues_carried_paise: 0 });
    const april = await statement(customer.token, '2026-04');
    expect(april.status).toBe(200);
    const data = april.body.data;
    expect(data.month).toBe('2026-04');
    expect(data.opening_paise).toBe(100_000);
    expect(data.entries.map((entry: { day: string; amount_paise: number }) => [entry.day, entry.amount_paise])).toEqual(
      [
        ['2026-04-01', -60_000],
        ['2026-04-02', -60_000],
        ['2026-04-03', -60_000],
        ['2026-04-20', 5_000],
      ],
    );
    expect(data.closing_paise).toBe(100_000 - 180_000 + 5_000);
    expect(data.dues_carried_paise).toBe(75_000);
    const may = await statement(customer.token, '2026-05');
    expect(may.body.data).toMatchObject({
      opening_paise: -75_000,
      closing_paise: -135_000,
      dues_carried_paise: 135_000,
    });
    const june = await statement(customer.token, '2026-06');
    expect(june.body.data).toEqual({
      month: '2026-06',
      opening_paise: -135_000,
      entries: [],
      closing_paise: -135_000,
      dues_carried_paise: 135_000,
    });
  });

  it("is the caller's own: another household's entries never appear", async () => {
    const [a, b] = [await newCustomer(t), await newCustomer(t)];
    const paid = await record(t, seller, a.userId, { kind: 'payment', method: 'cash', amount_paise: 1_000 });
    const month = (paid.body.data.entry.day as string).slice(0, 7);
    expect((await statement(a.token, month)).body.data).toMatchObject({ entries: [{ amount_paise: 1_000 }] });
    const ofB = await statement(b.token, month);
    expect(ofB.body.data).toMatchObject({ opening_paise: 0, entries: [], closing_paise: 0 });
  });

  it('refuses a month that is not one, in the caller’s language', async () => {
    const customer = await newCustomer(t);
    for (const month of ['2026-13', '2026-4', '2026-04-01', '1999-12', 'april', '']) {
      const answer = await statement(customer.token, month);
      expect(answer, month).toMatchObject({ status: 400, body: { status: 'error', data: m.accountMonth() } });
    }
    const missing = await call(t, 'GET', '/account/statement', { token: customer.token });
    expect(missing).toMatchObject({ status: 400, body: { data: m.accountMonth() } });
    const hindi = await call(t, 'GET', '/account/statement?month=2026-00', {
      token: customer.token,
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.body.data).toBe('महीना साल और महीने के रूप में चुनें, जैसे 2026-04');
  });
});
