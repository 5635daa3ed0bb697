import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BooksData } from '@rasoi/domain/books';
import { m } from '@rasoi/domain/i18n/messages';
import type { IncomeData } from '@rasoi/domain/seller';
import { call } from '../../../test/api-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { askPayment, gatewayEnv, onlineOrder, saveGatewayKeys } from '../../../test/online-payments.ts';
import { newCustomer, placeTestOrder, setClock, type TestCustomer } from '../../../test/orders.ts';
import { postWebhook, startRazorpayStandIn, type RazorpayStandIn } from '../../../test/razorpay-stand-in.ts';
import { deliver } from '../../../test/ratings.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * The kitchen's books (issue 28 part 2, docs/decisions/0108): the turnover and the limits it nears, the
 * limits' settings, and the accountant's CSV, whose figures are the Income page's for the same day.
 */
let t: TestApp;
let standIn: RazorpayStandIn;
let seller: string;
let customer: TestCustomer;
/** Monday 7 December 2026, midday in India. */
const DAY = '2026-12-07';

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  t = await buildTestApp(gatewayEnv(standIn));
  setClock(t, '2026-12-07T06:30:00.000Z');
  seller = (await findOrCreateSeller(t)).token;
  customer = await newCustomer(t);
  await saveGatewayKeys(t, seller);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const books = async () => (await call(t, 'GET', '/books', { token: seller })).body.data as BooksData;
const csv = async (query: string) => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/v1/bills/export.csv?${query}`,
    headers: { authorization: `Bearer ${seller}` },
  });
  return answer;
};
/** A cash order delivered, its money recorded as `method` first. */
const delivered = async (method: 'cash' | 'upi') => {
  const order = await placeTestOrder(t, customer);
  expect((await call(t, 'POST', `/order/${order._id}/collect`, { token: seller, body: { method } })).status).toBe(200);
  await deliver(t, seller, order._id);
  return order;
};
const paidOnline = async () => {
  const order = await onlineOrder(t, customer);
  const asked = (await askPayment(t, customer.token, { order_id: order._id })).body.data;
  expect((await postWebhook(t, standIn.pay(asked.gateway_order_id))).status).toBe(200);
  return order;
};

describe('the books before any bill', () => {
  it("start at nothing, with today's limits", async () => {
    expect(await books()).toEqual({
      financial_year: '2026-27',
      turnover_paise: 0,
      month: '2026-12',
      upi_month_paise: 0,
      thresholds: [
        { name: 'fssai_registration', limit_paise: 120_000_000, value_paise: 0, percent: 0, level: 'ok' },
        { name: 'gst_registration', limit_paise: 200_000_000, value_paise: 0, percent: 0, level: 'ok' },
        { name: 'composition', limit_paise: 1_500_000_000, value_paise: 0, percent: 0, level: 'ok' },
        { name: 'upi_personal_month', limit_paise: 10_000_000, value_paise: 0, percent: 0, level: 'ok' },
      ],
    });
  });
});

describe('the export for the accountant', () => {
  it("lists the day's bills and credit notes, and its totals are the Income page's for that day", async () => {
    const cash = [await delivered('cash'), await delivered('cash')];
    const upi = await delivered('upi');
    const online = await paidOnline();
    await deliver(t, seller, online._id);
    const refunded = await paidOnline();
    await call(t, 'POST', `/order/${refunded._id}/cancel`, { token: seller, body: { reason: 'Ran out of dal' } });
    // Placed but not delivered: no bill, and on the Income page only as still to collect.
    await placeTestOrder(t, customer);

    const answer = await csv('month=2026-12');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="bills-2026-12.csv"');
    const [rows, summary] = answer.body.split('\r\n\r\n') as [string, string];
    const lines = rows.split('\r\n');
    expect(lines[0]).toBe(
      'number,kind,type,date,financial_year,order_id,against_number,customer_name,customer_mobile,payment_method,subtotal,discount,platform_fee,delivery_charge,total,tax_rate,taxable_value,cgst,sgst',
    );
    expect(lines).toHaveLength(1 + 6);
    const note = lines.find((line) => line.includes('"credit_note"'))!;
    expect(note).toContain(`"RS/26-27/C00001","credit_note","bill_of_supply","${DAY}"`);
    expect(note).toContain(`,-${refunded.amount}.00,"0%",`);

    const income = (await call(t, 'GET', `/income?date=${DAY}`, { token: seller })).body.data as IncomeData;
    const net = (key: string) => {
      const line = summary.split('\r\n').find((each) => each.startsWith(`"payment_method","${key}"`));
      return line ? Number(line.split(',')[4]) : 0;
    };
    expect(net('cash')).toBe(income.cash.amount);
    expect(net('cash')).toBe(cash[0]!.amount + cash[1]!.amount);
    // Gateway payments are Income's own figure (D112); a refunded one's bill and credit note net to nothing.
    expect(net('upi')).toBe(income.upi.amount);
    expect(net('upi')).toBe(upi.amount);
    expect(net('online')).toBe(income.online.amount);
    expect(net('online')).toBe(online.amount);
    const all = summary.split('\r\n').find((each) => each.startsWith('"all"'))!;
    const standing = income.cash.amount + income.upi.amount + income.online.amount + income.account.amount;
    expect(all).toBe(`"all","",5,1,${standing}.00,0.00`);
    expect(summary).toContain(`"tax_rate","0%",5,1,`);
  });

  it('gives the turnover and this month’s UPI on the books, and warns near a limit', async () => {
    const now = await books();
    const billed = (await call(t, 'GET', '/bills?month=2026-12', { token: seller })).body.data.bills as {
      kind: string;
      total_paise: number;
      payment_method: string;
    }[];
    const signed = (bill: { kind: string; total_paise: number }) =>
      bill.kind === 'credit_note' ? -bill.total_paise : bill.total_paise;
    expect(now.turnover_paise).toBe(billed.reduce((sum, bill) => sum + signed(bill), 0));
    expect(now.upi_month_paise).toBe(
      billed.filter((bill) => bill.payment_method === 'upi').reduce((sum, bill) => sum + signed(bill), 0),
    );
    // A limit just above the turnover: near it (from 80%); at it: over.
    const near = Math.ceil(now.turnover_paise / 0.85);
    const patched = await call(t, 'PATCH', '/books/settings', {
      token: seller,
      body: { fssai_registration: near, gst_registration: now.turnover_paise },
    });
    expect(patched.status).toBe(200);
    const thresholds = (patched.body.data as BooksData).thresholds;
    expect(thresholds[0]).toMatchObject({ name: 'fssai_registration', limit_paise: near, level: 'near', percent: 84 });
    expect(thresholds[1]).toMatchObject({ name: 'gst_registration', level: 'over', percent: 100 });
    expect(thresholds[2]).toMatchObject({ name: 'composition', limit_paise: 1_500_000_000, level: 'ok' });
    expect((await books()).thresholds).toEqual(thresholds);
  });

  it('keeps a name that looks like a formula as text', async () => {
    const named = await newCustomer(t);
    await t.db
      .updateTable('addresses')
      .set({ reciever_name: '=HYPERLINK("x")' })
      .where('id', '=', named.addressId)
      .execute();
    const order = await placeTestOrder(t, named);
    await deliver(t, seller, order._id);
    const body = (await csv('year=2026-27')).body;
    expect(body).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it.each([
    ['neither a month nor a year', ''],
    ['both', 'month=2026-12&year=2026-27'],
    ['a year whose halves do not follow', 'year=2026-28'],
    ['a month 13', 'month=2026-13'],
  ])('refuses %s with 400 in the seller’s language', async (_, query) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bills/export.csv${query ? `?${query}` : ''}`,
      headers: { authorization: `Bearer ${seller}`, 'accept-language': 'hi' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ status: 'error', data: m.exportPeriodInvalid({}, { locale: 'hi' }) });
  });
});

describe('the limits’ settings', () => {
  it.each([
    ['a negative limit', { composition: -1 }, m.booksLimitInvalid()],
    ['a limit in fractions of a paisa', { composition: 1.5 }, m.booksLimitInvalid()],
    ['a limit above ₹100 crore', { composition: 100_000_000_001 }, m.booksLimitInvalid()],
    ['nothing', {}, m.settingsPatchEmpty()],
    ['an unknown limit', { turnover: 5 }, `${m.unknownField()}: turnover`],
  ])('refuses %s with 400, changing nothing', async (_, body, message) => {
    const before = await books();
    expect(await call(t, 'PATCH', '/books/settings', { token: seller, body })).toMatchObject({
      status: 400,
      body: { status: 'error', data: message },
    });
    expect(await books()).toEqual(before);
  });
});
