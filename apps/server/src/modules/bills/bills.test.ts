import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bill } from '@rasoi/domain/bills';
import { m } from '@rasoi/domain/i18n/messages';
import { call } from '../../../test/api-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { askPayment, gatewayEnv, onlineOrder, saveGatewayKeys } from '../../../test/online-payments.ts';
import { newCustomer, placeTestOrder, setClock, type TestCustomer } from '../../../test/orders.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { postWebhook, startRazorpayStandIn, type RazorpayStandIn } from '../../../test/razorpay-stand-in.ts';
import { deliver, deliveredOrder } from '../../../test/ratings.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { loadStatementFonts } from '../../lib/pdf-fonts.ts';
import { inLocale } from '../../plugins/request-locale.ts';
import { billPdf } from './bill-pdf.ts';

/**
 * Numbered bills and credit notes (issue 28 part 1, docs/decisions/0107): a delivered order's bill, the
 * kitchen's settings it carries and keeps, the financial year's numbers, an online order billed when paid
 * and its credit note when cancelled, the PDF, the seller's list. Runs on SQLite and on PostgreSQL; the
 * numbering races are bills-race.test.ts and bills-instances.postgres.test.ts.
 */
let t: TestApp;
let standIn: RazorpayStandIn;
let seller: string;
let customer: TestCustomer;

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  t = await buildTestApp(gatewayEnv(standIn));
  // 7 December 2026, midday in India: financial year 2026-27 (the sessions are opened on this clock).
  setClock(t, '2026-12-07T06:30:00.000Z');
  seller = (await findOrCreateSeller(t)).token;
  customer = await newCustomer(t);
  const saved = await call(t, 'PATCH', '/kitchen/settings', {
    token: seller,
    body: { name: 'Sharma Rasoi', fssai_licence: '12345678901234', address: '12 Green Meadows, Noida' },
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const billOf = async (orderId: string, token = customer.token) => call(t, 'GET', `/order/${orderId}/bill`, { token });
const settings = (body: object) => call(t, 'PATCH', '/kitchen/settings', { token: seller, body });

describe('a delivered order', () => {
  it('gets a bill of supply with the next number, the kitchen, the customer, the lines and the money in paise', async () => {
    const placed = await placeTestOrder(t, customer);
    expect(await billOf(placed._id)).toMatchObject({ status: 404, body: { data: m.billNotFound() } });
    await deliver(t, seller, placed._id);
    const answer = await billOf(placed._id);
    expect(answer.status).toBe(200);
    const bill = answer.body.data.bill as Bill;
    expect(bill).toMatchObject({
      kind: 'bill',
      type: 'bill_of_supply',
      number: 'RS/26-27/000001',
      financial_year: '2026-27',
      order_id: placed._id,
      day: '2026-12-07',
      kitchen: {
        name: 'Sharma Rasoi',
        address: '12 Green Meadows, Noida',
        fssai_licence: '12345678901234',
        gstin: '',
        gst_scheme: 'none',
      },
      customer: { mobile: placed.address.reciever_mobile, name: placed.address.reciever_name },
      total_paise: placed.amount * 100,
      subtotal_paise: placed.price * 100,
      tax_rate_bp: 0,
      cgst_paise: 0,
      sgst_paise: 0,
      payment_method: 'cash',
      against: null,
    });
    expect(bill.lines).toEqual([
      {
        name: placed.meals[0]!.meal.name,
        quantity: 2,
        unit_paise: placed.meals[0]!.meal.selling_price * 100,
        amount_paise: placed.meals[0]!.meal.selling_price * 200,
      },
    ]);
    expect(answer.body.data.credit_note).toBeNull();
    // The seller reads it too; another customer learns nothing of it.
    expect((await billOf(placed._id, seller)).body.data.bill).toEqual(bill);
    const other = await newCustomer(t);
    expect(await billOf(placed._id, other.token)).toMatchObject({ status: 404, body: { data: m.orderNotFound() } });
  });

  it('keeps its bill as it was made when the settings change later, and the next bill carries the new ones', async () => {
    const first = await deliveredOrder(t, customer, seller);
    const before = (await billOf(first)).body.data.bill as Bill;
    expect((await settings({ gstin: '27AAPFU0939F1ZV', gst_scheme: 'composition', bill_prefix: 'SR' })).status).toBe(
      200,
    );
    expect((await billOf(first)).body.data.bill).toEqual(before);
    const second = (await billOf(await deliveredOrder(t, customer, seller))).body.data.bill as Bill;
    expect(second).toMatchObject({
      type: 'bill_of_supply',
      number: `SR/26-27/${String(Number(before.number.slice(-6)) + 1).padStart(6, '0')}`,
      kitchen: { gstin: '27AAPFU0939F1ZV', gst_scheme: 'composition' },
    });
  });

  it('is a tax invoice with CGST and SGST inside the total under a regular registration', async () => {
    expect((await settings({ gstin: '27AAPFU0939F1ZV', gst_scheme: 'regular' })).status).toBe(200);
    const bill = (await billOf(await deliveredOrder(t, customer, seller))).body.data.bill as Bill;
    expect(bill).toMatchObject({ type: 'tax_invoice', tax_rate_bp: 500 });
    expect(bill.taxable_paise + bill.cgst_paise + bill.sgst_paise).toBe(bill.total_paise);
    expect(bill.cgst_paise).toBe(Math.round(bill.total_paise - bill.total_paise / 1.05) - bill.sgst_paise);
    expect((await settings({ gstin: '', gst_scheme: 'none', bill_prefix: 'RS' })).status).toBe(200);
  });
});

describe('an order paid online', () => {
  it('is billed when paid, keeps that bill when delivered, and a cancel makes a numbered credit note', async () => {
    await saveGatewayKeys(t, seller);
    const pay = async () => {
      const order = await onlineOrder(t, customer);
      const asked = (await askPayment(t, customer.token, { order_id: order._id })).body.data;
      expect((await postWebhook(t, standIn.pay(asked.gateway_order_id))).status).toBe(200);
      return order;
    };
    const delivered = await pay();
    const paidBill = (await billOf(delivered._id)).body.data.bill as Bill;
    expect(paidBill).toMatchObject({ kind: 'bill', payment_method: 'online' });
    await deliver(t, seller, delivered._id);
    expect((await billOf(delivered._id)).body.data.bill).toEqual(paidBill);

    const cancelled = await pay();
    const bill = (await billOf(cancelled._id)).body.data.bill as Bill;
    const answer = await call(t, 'POST', `/order/${cancelled._id}/cancel`, {
      token: seller,
      body: { reason: 'Ran out of dal' },
    });
    expect(answer.status).toBe(200);
    const after = (await billOf(cancelled._id)).body.data;
    expect(after.bill).toEqual(bill);
    expect(after.credit_note).toMatchObject({
      kind: 'credit_note',
      number: 'RS/26-27/C00001',
      total_paise: bill.total_paise,
      lines: bill.lines,
      against: { id: bill.id, number: bill.number, day: bill.day },
    });
  });

  it('makes no credit note for an order cancelled before any bill', async () => {
    const order = await placeTestOrder(t, customer);
    await call(t, 'POST', `/order/${order._id}/cancel`, { token: seller, body: { reason: 'Closed early' } });
    expect(await billOf(order._id)).toMatchObject({ status: 404, body: { data: m.billNotFound() } });
    const notes = await t.db.selectFrom('bills').select('id').where('kind', '=', 'credit_note').execute();
    expect(notes).toHaveLength(1);
  });
});

describe('the bill as a PDF', () => {
  it('downloads as A4 with the number, FSSAI number and total, in the caller’s language', async () => {
    const orderId = await deliveredOrder(t, customer, seller);
    const bill = (await billOf(orderId)).body.data.bill as Bill;
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/${orderId}/bill.pdf`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="bill-${bill.number.replaceAll('/', '-')}.pdf"`,
    );
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const fonts = loadStatementFonts();
    const english = pdfText(await billPdf({ bill, creditNote: null }, fonts, { compress: false }));
    expect(english).toContain(m.billOfSupply());
    expect(english).toContain(m.billNumber({ number: bill.number }));
    expect(english).toContain(m.billFssai({ number: '12345678901234' }));
    expect(english).toContain('12 Green Meadows, Noida');
  });

  it('writes the composition legend on a composition kitchen’s bill, in Hindi too', async () => {
    expect((await settings({ gstin: '27AAPFU0939F1ZV', gst_scheme: 'composition' })).status).toBe(200);
    const bill = (await billOf(await deliveredOrder(t, customer, seller))).body.data.bill as Bill;
    expect((await settings({ gstin: '', gst_scheme: 'none' })).status).toBe(200);
    const fonts = loadStatementFonts();
    const english = pdfText(await billPdf({ bill, creditNote: null }, fonts, { compress: false }));
    expect(english).toContain(m.compositionLegend());
    expect(english).toContain(m.billGstin({ gstin: '27AAPFU0939F1ZV' }));
    const hindi = await inLocale('hi', async () =>
      pdfText(await billPdf({ bill, creditNote: null }, fonts, { compress: false })),
    );
    // The text as the PDF stores it, in the order of its shaped glyphs: words without a vowel sign before
    // their letter read back as written.
    expect(hindi).toContain('करदाता, आपू');
    expect(hindi).toContain('बल ऑफ़ सप्लाई');
    expect(hindi).not.toContain(m.billOfSupply());
  });
});

describe('GET /bills', () => {
  it('lists the month’s bills and credit notes newest first, a page at a time', async () => {
    const all = await call(t, 'GET', '/bills?month=2026-12', { token: seller });
    expect(all.status).toBe(200);
    const bills = all.body.data.bills as Bill[];
    expect(bills.length).toBeGreaterThan(4);
    expect(bills.every((bill) => bill.day.startsWith('2026-12'))).toBe(true);
    expect(bills.some((bill) => bill.kind === 'credit_note')).toBe(true);
    const times = bills.map((bill) => bill.issued_at);
    expect(times).toEqual([...times].sort().reverse());

    const pages: Bill[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: { data: { bills: Bill[]; nextCursor: string | null } } } = await call(
        t,
        'GET',
        `/bills?month=2026-12&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { token: seller },
      );
      pages.push(...page.body.data.bills);
      cursor = page.body.data.nextCursor;
    } while (cursor);
    expect(pages.map((bill) => bill.id)).toEqual(bills.map((bill) => bill.id));
  });

  it('refuses a month not of the form yyyy-mm in the seller’s language', async () => {
    const answer = await call(t, 'GET', '/bills?month=2026-13', {
      token: seller,
      headers: { 'accept-language': 'hi' },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { status: 'error', data: m.billsMonthInvalid({}, { locale: 'hi' }) },
    });
  });
});

describe('a new financial year', () => {
  it('starts the numbers again at 1 in April, on the kitchen’s calendar', async () => {
    // 1 April 2027, 00:30 in India (still 31 March in UTC); sessions of that day.
    setClock(t, '2027-03-31T19:00:00.000Z');
    const april = await newCustomer(t);
    const aprilSeller = (await findOrCreateSeller(t)).token;
    const orderId = await deliveredOrder(t, april, aprilSeller);
    const bill = (await billOf(orderId, april.token)).body.data.bill as Bill;
    expect(bill).toMatchObject({ number: 'RS/27-28/000001', financial_year: '2027-28', day: '2027-04-01' });
    const listed = await call(t, 'GET', '/bills?month=2027-04', { token: aprilSeller });
    expect(listed.body.data.bills.map((each: Bill) => each.number)).toEqual(['RS/27-28/000001']);
    // This month is the kitchen's current one when none is asked for.
    expect((await call(t, 'GET', '/bills', { token: aprilSeller })).body.data.month).toBe('2027-04');
  });
});
