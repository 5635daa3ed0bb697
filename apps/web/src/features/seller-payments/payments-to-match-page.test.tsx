import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import type { AwaitedUpiPayment, UnmatchedPayment } from '@rasoi/domain/payments-to-match';
import { useAuth } from '../../lib/session-store.ts';
import { renderApp } from '../../test/render.tsx';
import { anOrder, serveApi, success, type Call } from '../../test/slot-data.ts';
import { PaymentsToMatchPage } from './payments-to-match-page.tsx';

const credit: UnmatchedPayment = {
  _id: 'sms-1',
  received_at: '2026-12-02T14:05:00.000Z',
  sender: 'AD-HDFCBK',
  kind: 'credit',
  amount_paise: 24000,
  rrn: '634512789012',
  payer: 'RAVI KUMAR',
  text: '',
};
const unread: UnmatchedPayment = {
  _id: 'sms-2',
  received_at: '2026-12-02T13:40:00.000Z',
  sender: 'VM-SBIINB',
  kind: 'unreadable',
  amount_paise: null,
  rrn: null,
  payer: null,
  text: 'Dear Customer, your a/c XX1234 is credited by Rs 180 via UPI',
};
const awaited: AwaitedUpiPayment[] = [
  { order_id: 'order-far-00a1', amount_paise: 15000, bill_paise: 15000, opened_at: '2026-12-02T13:00:00.000Z' },
  { order_id: 'order-near-00b2', amount_paise: 23999, bill_paise: 24000, opened_at: '2026-12-02T13:35:00.000Z' },
  { order_id: 'order-mid-00c3', amount_paise: 24050, bill_paise: 24100, opened_at: '2026-12-02T13:50:00.000Z' },
  { order_id: 'order-old-00d4', amount_paise: 30000, bill_paise: 30000, opened_at: '2026-12-02T10:00:00.000Z' },
];

type Answer = { status: number; body: unknown };

/**
 * The server: GET /payments/unmatched answers `lists` in turn (the last one again after), the match and the
 * not-mine answer as given (the order paid, and an empty success, by default).
 */
function serve(
  lists: { payments: UnmatchedPayment[]; awaited: AwaitedUpiPayment[] }[],
  answers: { match?: () => Answer; notMine?: () => Answer } = {},
) {
  let read = 0;
  return serveApi({
    'GET /payments/unmatched': () => success(lists[Math.min(read++, lists.length - 1)]),
    'POST /payments/unmatched/sms-1/match':
      answers.match ?? (() => success({ order: anOrder({ _id: 'order-near-00b2' }) })),
    'POST /payments/unmatched/sms-2/not-mine': answers.notMine ?? (() => success({})),
  });
}

const card = (name: string) => screen.findByRole('region', { name });
const reads = (calls: Call[]) => calls.filter((call) => call.url === '/payments/unmatched').length;
const conflict = (data: string): Answer => ({ status: 409, body: { status: 'error', data } });

describe("the seller's Payments to match (issue 27, D98)", () => {
  beforeEach(() => {
    useAuth.setState({ token: 'seller-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuth.setState({ token: null });
    void setLocale('en', { reload: false });
  });

  it('lists each credit and unread SMS with the orders nearest its amount first, beside the orders awaiting UPI', async () => {
    serve([{ payments: [credit, unread], awaited }]);
    renderApp(<PaymentsToMatchPage />);
    const ravi = await card('₹240 from RAVI KUMAR');
    expect(within(ravi).getByText(/SMS from AD-HDFCBK · UPI ref\. …789012$/)).toBeTruthy();
    expect(within(ravi).getByText(/Dec 2, 2026, 7:35 PM/)).toBeTruthy();
    // The bill of #00b2 is the credit's amount; #00c3 asked 50 paise more; then the rest behind 'Show all'.
    const assign = within(ravi)
      .getAllByRole('button', { name: /^Assign to/ })
      .map((button) => button.textContent);
    expect(assign).toHaveLength(3);
    expect(assign[0]).toMatch(/^Assign to #00b2Asked ₹239.99, bill ₹240, waiting since .*Same as the bill$/);
    expect(assign[1]).toMatch(/^Assign to #00c3Asked ₹240.50, bill ₹241/);
    fireEvent.click(within(ravi).getByRole('button', { name: 'Show all 4 orders', expanded: false }));
    expect(within(ravi).getAllByRole('button', { name: /^Assign to/ })).toHaveLength(4);

    const sms = await card(m.sellerPaymentUnread());
    expect(within(sms).getByText(unread.text)).toBeTruthy();
    expect(within(sms).getByText(/SMS from VM-SBIINB$/)).toBeTruthy();
    // No amount: the orders that began waiting nearest the SMS's time come first.
    expect(within(sms).getAllByRole('button', { name: /^Assign to/ })[0]!.textContent).toMatch(/^Assign to #00b2/);

    const waiting = screen.getByRole('list', { name: m.sellerAwaitedHeading() });
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(4);
    expect(within(waiting).getByText('Order #00a1')).toBeTruthy();
    expect(within(waiting).getAllByText('Asked ₹150, bill ₹150')).toHaveLength(1);
  });

  it('assigns a credit to an order in one tap, says so and reads the list again', async () => {
    const calls = serve([
      { payments: [credit, unread], awaited },
      { payments: [unread], awaited: awaited.filter((each) => each.order_id !== 'order-near-00b2') },
    ]);
    renderApp(<PaymentsToMatchPage />);
    const ravi = await card('₹240 from RAVI KUMAR');
    fireEvent.click(within(ravi).getByRole('button', { name: /^Assign to #00b2/ }));

    expect(await screen.findByText(m.sellerPaymentAssigned({ order: '#00b2' }))).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/payments/unmatched/sms-1/match', body: { order_id: 'order-near-00b2' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: '₹240 from RAVI KUMAR' })).toBeNull());
    expect(reads(calls)).toBe(2);
    expect(document.activeElement?.textContent).toBe(m.sellerPaymentAssigned({ order: '#00b2' }));
  });

  it('shows a 409 plainly (matched meanwhile) and reads the list again', async () => {
    const refusal = 'This payment was already matched or marked as not yours';
    const calls = serve(
      [
        { payments: [credit, unread], awaited },
        { payments: [unread], awaited },
      ],
      { match: () => conflict(refusal) },
    );
    renderApp(<PaymentsToMatchPage />);
    fireEvent.click(within(await card('₹240 from RAVI KUMAR')).getByRole('button', { name: /^Assign to #00b2/ }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${refusal}${m.sellerPaymentsRefreshed()}`);
    await waitFor(() => expect(screen.queryByRole('region', { name: '₹240 from RAVI KUMAR' })).toBeNull());
    expect(reads(calls)).toBe(2);
    expect(screen.queryByText(m.sellerPaymentAssigned({ order: '#00b2' }))).toBeNull();
    // Said once, on the page: no toast repeats it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("takes a payment off the list with 'Not mine', after a confirm", async () => {
    const calls = serve([
      { payments: [credit, unread], awaited },
      { payments: [credit], awaited },
    ]);
    renderApp(<PaymentsToMatchPage />);
    fireEvent.click(
      within(await card(m.sellerPaymentUnread())).getByRole('button', { name: m.sellerPaymentNotMine() }),
    );
    const ask = screen.getByRole('alertdialog', { name: m.sellerPaymentNotMineTitle() });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: m.sellerPaymentNotMine() }));

    expect(await screen.findByText(m.sellerPaymentDismissed())).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/payments/unmatched/sms-2/not-mine',
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: m.sellerPaymentUnread() })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await card('₹240 from RAVI KUMAR')).toBeTruthy();
  });

  it('says when nothing waits, payments or orders', async () => {
    serve([{ payments: [], awaited: [] }]);
    renderApp(<PaymentsToMatchPage />);
    expect(await screen.findByText(m.sellerPaymentsEmpty())).toBeTruthy();
    expect(screen.getByText(m.sellerAwaitedEmpty())).toBeTruthy();
    expect(screen.getByRole('link', { name: m.bankSmsLink() }).getAttribute('href')).toBe('/seller/bank-sms');
  });

  it('reads in Hindi: the credit, its nearest order and Not mine', async () => {
    void setLocale('hi', { reload: false });
    serve([{ payments: [credit], awaited }]);
    renderApp(<PaymentsToMatchPage />);
    const ravi = await card('RAVI KUMAR से ₹240');
    expect(within(ravi).getAllByRole('button', { name: /से जोड़ें/ })[0]!.textContent).toMatch(/^#00b2 से जोड़ें/);
    expect(within(ravi).getByRole('button', { name: 'मेरा नहीं' })).toBeTruthy();
  });
});
