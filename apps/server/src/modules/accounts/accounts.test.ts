import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { LEDGER_NOTE_MAX } from '@rasoi/domain/ledger';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call, countRows } from '../../../test/api-helpers.ts';
import { balanceAndSum, record, setTerms } from '../../../test/accounts.ts';
import { newCustomer, setClock } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * The household account's routes (issue 26, D88): the seller records payments and adjustments in paise,
 * sets the terms and reads the dues; a customer reads their own account. Runs on SQLite and PostgreSQL.
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

const hindi = { locale: 'hi' } as const;
const cash = (amount_paise: number) => ({ kind: 'payment', method: 'cash', amount_paise });

describe('recording a payment', () => {
  it('opens the account, answers the entry and the balance; the customer sees it', async () => {
    const customer = await newCustomer(t);
    const answer = await record(t, seller, customer.userId, { ...cash(100_000), note: '  March  ' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      balance_paise: 100_000,
      entry: { kind: 'payment', method: 'cash', amount_paise: 100_000, balance_after_paise: 100_000, note: 'March' },
    });
    expect(answer.body.data.entry.recorded_by).toBe('seller');
    const mine = await call(t, 'GET', '/account', { token: customer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.account).toMatchObject({ balance_paise: 100_000, credit_limit_paise: 0, owing_since: null });
    expect(mine.body.data.entries).toEqual([answer.body.data.entry]);
  });

  it('with the same Idempotency-Key records once and answers the first entry with 200', async () => {
    const customer = await newCustomer(t);
    const first = await record(
      t,
      seller,
      customer.userId,
      { kind: 'payment', method: 'upi', amount_paise: 5_000 },
      'k1',
    );
    const again = await record(
      t,
      seller,
      customer.userId,
      { kind: 'payment', method: 'upi', amount_paise: 5_000 },
      'k1',
    );
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data).toEqual(first.body.data);
    expect(await balanceAndSum(t, customer.userId)).toEqual({ balance: 5_000, sum: 5_000 });
    // The key is the account's own: another household may use the same one.
    const other = await newCustomer(t);
    expect((await record(t, seller, other.userId, cash(700), 'k1')).status).toBe(201);
    const long = await record(t, seller, other.userId, cash(700), 'k'.repeat(101));
    expect(long).toMatchObject({ status: 400, body: { data: m.invalidIdempotencyKey() } });
    expect(await balanceAndSum(t, other.userId)).toEqual({ balance: 700, sum: 700 });
  });

  it('refuses bad amounts, kinds, methods and notes with their own message, writing nothing', async () => {
    const customer = await newCustomer(t);
    const before = await countRows(t.db, 'ledger_entries');
    const cases: [unknown, string][] = [
      [cash(0), m.accountAmount({ max: '₹1,00,000' })],
      [cash(-500), m.accountAmount({ max: '₹1,00,000' })],
      [cash(10_000_001), m.accountAmount({ max: '₹1,00,000' })],
      [cash(1e15), m.accountAmount({ max: '₹1,00,000' })],
      [cash(10.5), m.accountAmount({ max: '₹1,00,000' })],
      [{ kind: 'payment', amount_paise: 100 }, m.accountMethod()],
      [{ kind: 'payment', method: 'card', amount_paise: 100 }, m.accountMethod()],
      [{ kind: 'meal', amount_paise: -100 }, m.accountKind()],
      [{ kind: 'adjustment', amount_paise: 0, note: 'x' }, m.accountAdjustmentAmount({ max: '₹1,00,000' })],
      [{ kind: 'adjustment', amount_paise: 100 }, m.accountNoteNeeded()],
      [{ kind: 'adjustment', amount_paise: 100, note: '   ' }, m.accountNoteNeeded()],
      [{ kind: 'adjustment', method: 'cash', amount_paise: 100, note: 'x' }, m.accountMethodAdjustment()],
      [{ ...cash(100), note: 'n'.repeat(LEDGER_NOTE_MAX + 1) }, m.accountNoteTooLong({ max: LEDGER_NOTE_MAX })],
    ];
    for (const [body, message] of cases) {
      const answer = await record(t, seller, customer.userId, body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, body: { status: 'error', data: message } });
    }
    expect(await countRows(t.db, 'ledger_entries')).toBe(before);
    expect(
      await t.db.selectFrom('household_accounts').selectAll().where('user_id', '=', customer.userId).execute(),
    ).toEqual([]);
  });

  it('answers in Hindi to a Hindi caller', async () => {
    const customer = await newCustomer(t);
    const answer = await call(t, 'POST', `/accounts/${customer.userId}/entries`, {
      token: seller,
      body: { kind: 'adjustment', amount_paise: 100 },
      headers: { 'accept-language': 'hi' },
    });
    expect(answer).toMatchObject({ status: 400, body: { data: 'समायोजन के साथ कारण का नोट लिखें' } });
    const over = await call(t, 'POST', `/accounts/${customer.userId}/entries`, {
      token: seller,
      body: { kind: 'adjustment', amount_paise: -100, note: 'breakage' },
      headers: { 'accept-language': 'hi' },
    });
    expect(over).toMatchObject({
      status: 409,
      body: { data: m.accountOverLimit({ limit: '₹0', balance: '₹0' }, hindi) },
    });
  });

  it('answers 404 for no such household, and writes nothing', async () => {
    const answer = await record(t, seller, 'a'.repeat(24), cash(100));
    expect(answer).toMatchObject({ status: 404, body: { status: 'error', data: m.accountNotFound() } });
    const terms = await setTerms(t, seller, 'b'.repeat(24), { credit_limit_paise: 100 });
    expect(terms).toMatchObject({ status: 404, body: { data: m.accountNotFound() } });
  });
});

describe('the credit limit', () => {
  it('lets an adjustment take the balance down to minus the limit, never past it', async () => {
    const customer = await newCustomer(t);
    expect((await setTerms(t, seller, customer.userId, { credit_limit_paise: 50_000 })).status).toBe(200);
    const down = { kind: 'adjustment', amount_paise: -30_000, note: 'Two weeks of lunch' };
    expect((await record(t, seller, customer.userId, down)).body.data.balance_paise).toBe(-30_000);
    const past = await record(t, seller, customer.userId, { ...down, amount_paise: -20_001 });
    expect(past).toMatchObject({
      status: 409,
      body: { data: m.accountOverLimit({ limit: '₹500', balance: '-₹300' }) },
    });
    expect((await record(t, seller, customer.userId, { ...down, amount_paise: -20_000 })).status).toBe(201);
    expect(await balanceAndSum(t, customer.userId)).toEqual({ balance: -50_000, sum: -50_000 });
  });

  it('cannot be set below what the household owes; set to the dues, it stops more credit', async () => {
    const customer = await newCustomer(t);
    await setTerms(t, seller, customer.userId, { credit_limit_paise: 40_000, on_account_allowed: true });
    await record(t, seller, customer.userId, { kind: 'adjustment', amount_paise: -25_050, note: 'Meals' });
    const lower = await setTerms(t, seller, customer.userId, { credit_limit_paise: 25_000 });
    expect(lower).toMatchObject({ status: 409, body: { data: m.accountLimitBelowDues({ dues: '₹250.50' }) } });
    const hindiLower = await call(t, 'PATCH', `/accounts/${customer.userId}`, {
      token: seller,
      body: { credit_limit_paise: 0 },
      headers: { 'accept-language': 'hi' },
    });
    expect(hindiLower.body.data).toBe(m.accountLimitBelowDues({ dues: '₹250.50' }, hindi));
    const atDues = await setTerms(t, seller, customer.userId, { credit_limit_paise: 25_050 });
    expect(atDues.body.data.account).toMatchObject({ credit_limit_paise: 25_050, on_account_allowed: true });
    const more = await record(t, seller, customer.userId, { kind: 'adjustment', amount_paise: -1, note: 'x' });
    expect(more.status).toBe(409);
  });

  it('refuses bad terms with their message', async () => {
    const customer = await newCustomer(t);
    const limitMessage = m.accountCreditLimit({ max: '₹1,00,000' });
    for (const [body, message] of [
      [{}, m.accountTermsEmpty()],
      [{ credit_limit_paise: -1 }, limitMessage],
      [{ credit_limit_paise: 10_000_001 }, limitMessage],
      [{ credit_limit_paise: 1.5 }, limitMessage],
      [{ on_account_allowed: 'yes' }, m.accountOnAccountFlag()],
    ] as const) {
      expect(await setTerms(t, seller, customer.userId, body)).toMatchObject({ status: 400, body: { data: message } });
    }
  });
});

describe('the dues list', () => {
  it('lists the households that owe, most first, with the day each began to owe', async () => {
    setClock(t, '2026-05-10T06:00:00.000Z');
    const [a, b, c] = [await newCustomer(t), await newCustomer(t), await newCustomer(t)];
    for (const customer of [a, b, c]) await setTerms(t, seller, customer.userId, { credit_limit_paise: 100_000 });
    await record(t, seller, a.userId, { kind: 'adjustment', amount_paise: -10_000, note: 'Meals' });
    await record(t, seller, c.userId, cash(5_000));
    setClock(t, '2026-05-12T06:00:00.000Z');
    await record(t, seller, b.userId, { kind: 'adjustment', amount_paise: -90_000, note: 'Meals' });
    // A owes more later: still owing since the 10th. A payment that clears it ends the dues.
    await record(t, seller, a.userId, { kind: 'adjustment', amount_paise: -5_000, note: 'Meals' });
    const list = await call(t, 'GET', '/accounts?only=dues', { token: seller });
    const mine = (list.body.data.accounts as { user_id: string }[]).filter((row) =>
      [a.userId, b.userId, c.userId].includes(row.user_id),
    );
    expect(mine).toMatchObject([
      { user_id: b.userId, balance_paise: -90_000, owing_since: '2026-05-12', mobile: b.mobile },
      { user_id: a.userId, balance_paise: -15_000, owing_since: '2026-05-10' },
    ]);
    await record(t, seller, a.userId, cash(15_000));
    const all = await call(t, 'GET', '/accounts', { token: seller });
    const rowOfA = (all.body.data.accounts as { user_id: string }[]).find((row) => row.user_id === a.userId);
    expect(rowOfA).toMatchObject({ balance_paise: 0, owing_since: null });
    const bad = await call(t, 'GET', '/accounts?only=some', { token: seller });
    expect(bad).toMatchObject({ status: 400, body: { data: m.accountListFilter() } });
  });
});

describe("the customer's account", () => {
  it('reads as zero with no entries before anything is recorded, and writes nothing', async () => {
    const customer = await newCustomer(t);
    const answer = await call(t, 'GET', '/account', { token: customer.token });
    expect(answer.body.data).toEqual({
      account: {
        user_id: customer.userId,
        balance_paise: 0,
        credit_limit_paise: 0,
        on_account_allowed: false,
        owing_since: null,
      },
      entries: [],
      nextCursor: null,
    });
    expect(
      await t.db.selectFrom('household_accounts').selectAll().where('user_id', '=', customer.userId).execute(),
    ).toEqual([]);
  });

  it("pages its own entries newest first, and never another household's", async () => {
    const [a, b] = [await newCustomer(t), await newCustomer(t)];
    for (const amount of [100, 200, 300]) {
      await record(t, seller, a.userId, cash(amount));
      t.clock.advance(1_000);
    }
    await record(t, seller, b.userId, cash(999));
    const first = await call(t, 'GET', '/account?limit=2', { token: a.token });
    expect(first.body.data.entries.map((entry: { amount_paise: number }) => entry.amount_paise)).toEqual([300, 200]);
    const next = await call(t, 'GET', `/account?limit=2&cursor=${first.body.data.nextCursor}`, { token: a.token });
    expect(next.body.data).toMatchObject({ entries: [{ amount_paise: 100 }], nextCursor: null });
    const ofB = await call(t, 'GET', '/account', { token: b.token });
    expect(ofB.body.data.entries.map((entry: { amount_paise: number }) => entry.amount_paise)).toEqual([999]);
  });
});
