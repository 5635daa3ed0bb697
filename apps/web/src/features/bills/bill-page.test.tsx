import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Bill } from '@rasoi/domain/bills';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success } from '../../test/slot-data.ts';
import { BillPage } from './bill-page.tsx';

/**
 * An order's bill page (issue 28 part 1, docs/decisions/0107): the bill as it was made, its credit note,
 * Print and Download PDF for the customer, and Share for the seller; in English and Hindi.
 */

const bill: Bill = {
  id: 'bill-1',
  kind: 'bill',
  type: 'bill_of_supply',
  number: 'RS/26-27/000123',
  financial_year: '2026-27',
  order_id: 'order-1',
  day: '2026-12-07',
  issued_at: '2026-12-07T07:00:00.000Z',
  kitchen: {
    name: 'Sharma Rasoi',
    address: '12 Green Meadows, Noida',
    fssai_licence: '12345678901234',
    gstin: '27AAPFU0939F1ZV',
    gst_scheme: 'composition',
  },
  customer: { name: 'Asha Verma', mobile: '9811122233', address: 'B-504, Tower 7, Green Meadows' },
  lines: [{ name: 'Veg Thali', quantity: 2, unit_paise: 12_000, amount_paise: 24_000 }],
  subtotal_paise: 24_000,
  discount_paise: 2_400,
  platform_fee_paise: 500,
  delivery_charge_paise: 0,
  total_paise: 22_100,
  tax_rate_bp: 0,
  taxable_paise: 22_100,
  cgst_paise: 0,
  sgst_paise: 0,
  payment_method: 'cash',
  against: null,
};
const creditNote: Bill = {
  ...bill,
  id: 'note-1',
  kind: 'credit_note',
  number: 'RS/26-27/C00001',
  against: { id: 'bill-1', number: bill.number, day: bill.day },
};

function open(path: string, seller = false) {
  renderApp(
    <Routes>
      <Route path="/orders/:orderId/bill" element={<BillPage />} />
      <Route path="/seller/orders/:orderId/bill" element={<BillPage seller />} />
    </Routes>,
    { path: seller ? `/seller${path}` : path },
  );
}

describe('the bill page (issue 28, D107)', () => {
  beforeEach(() => useAuth.setState({ token: 'customer-token' }));
  afterEach(() => {
    void setLocale('en', { reload: false });
    vi.unstubAllGlobals();
    useAuth.setState({ token: null });
  });

  it('shows the bill as made: kitchen, FSSAI number, GSTIN, legend, number, lines, totals and payment', async () => {
    serveApi({
      'GET /kitchen': () => success(kitchenData()),
      'GET /order/order-1/bill': () => success({ bill, credit_note: null }),
    });
    open('/orders/order-1/bill');
    const document = await screen.findByRole('article', {
      name: `${m.billOfSupply()} ${m.billNumber({ number: bill.number })}`,
    });
    const text = document.textContent ?? '';
    for (const part of [
      'Sharma Rasoi',
      '12 Green Meadows, Noida',
      m.billFssai({ number: '12345678901234' }),
      m.billGstin({ gstin: '27AAPFU0939F1ZV' }),
      m.compositionLegend(),
      m.billNumber({ number: 'RS/26-27/000123' }),
      m.billDate({ date: '7 Dec 2026' }),
      'Asha Verma, 9811122233',
      m.billPaidBy({ method: m.billMethodCash() }),
    ])
      expect(text).toContain(part);
    const row = within(document).getByRole('row', { name: /Veg Thali/ });
    expect(row.textContent).toBe('Veg Thali2₹120₹240');
    expect(within(document).getByText(m.billTotal()).nextSibling?.textContent).toBe('₹221');
    expect(within(document).getByText(m.billDiscount()).nextSibling?.textContent).toBe('-₹24');
    expect(screen.getByRole('button', { name: m.billPrint() })).toBeTruthy();
    expect(screen.getByRole('button', { name: m.billDownloadPdf() })).toBeTruthy();
    // Sharing is the seller's.
    expect(screen.queryByRole('button', { name: m.billShare() })).toBeNull();
  });

  it('prints with the browser’s print dialog', async () => {
    serveApi({ 'GET /order/order-1/bill': () => success({ bill, credit_note: null }) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    open('/orders/order-1/bill');
    fireEvent.click(await screen.findByRole('button', { name: m.billPrint() }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows the credit note after the bill it reverses', async () => {
    serveApi({ 'GET /order/order-1/bill': () => success({ bill, credit_note: creditNote }) });
    open('/orders/order-1/bill');
    const note = await screen.findByRole('article', {
      name: `${m.creditNote()} ${m.creditNoteNumber({ number: 'RS/26-27/C00001' })}`,
    });
    expect(note.textContent).toContain(m.creditNoteAgainst({ number: bill.number, date: '7 Dec 2026' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says why there is no bill yet, in the server’s words', async () => {
    serveApi({
      'GET /order/order-2/bill': () => ({ status: 404, body: { status: 'error', data: m.billNotFound() } }),
    });
    open('/orders/order-2/bill');
    expect((await screen.findByRole('alert')).textContent).toBe(m.billNotFound());
  });

  it('lets the seller share the customer’s link, copying it where the browser has no share sheet', async () => {
    useAuth.setState({ token: 'seller-token' });
    serveApi({
      'GET /kitchen': () => success(kitchenData({ name: 'Sharma Rasoi' })),
      'GET /order/order-1/bill': () => success({ bill, credit_note: null }),
    });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    open('/orders/order-1/bill', true);
    fireEvent.click(await screen.findByRole('button', { name: m.billShare() }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(String((writeText.mock.calls[0] as unknown[])[0])).toContain('/orders/order-1/bill');
    expect(await screen.findByText(m.billLinkCopied())).toBeTruthy();
  });

  it('is in Hindi when the app is', async () => {
    void setLocale('hi', { reload: false });
    serveApi({ 'GET /order/order-1/bill': () => success({ bill, credit_note: null }) });
    open('/orders/order-1/bill');
    expect(await screen.findByRole('heading', { level: 1, name: 'बिल' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: m.billOfSupply({}, { locale: 'hi' }) })).toBeTruthy();
    expect(screen.getByText(m.compositionLegend({}, { locale: 'hi' }))).toBeTruthy();
    expect(screen.getByRole('button', { name: m.billDownloadPdf({}, { locale: 'hi' }) })).toBeTruthy();
  });
});
