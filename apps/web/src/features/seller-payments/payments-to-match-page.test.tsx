import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import type { AwaitedTopUp, AwaitedUpiPayment, UnmatchedPayment } from '@rasoi/domain/payments-to-match';
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

/** Minutes from now, as the server writes a time: a top-up's request is open or ran out by the real clock. */
const fromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const topUps: AwaitedTopUp[] = [
  {
    request_id: 'topup-late',
    user_id: 'user-2',
    mobile: '9123456780',
    amount_paise: 50037,
    bill_paise: 50000,
    opened_at: '2026-12-02T09:00:00.000Z',
    expires_at: '2026-12-02T09:30:00.000Z',
  },
  {
    request_id: 'topup-exact',
    user_id: 'user-1',
    mobile: '9876543210',
    amount_paise: 24000,
    bill_paise: 24000,
    opened_at: '2026-12-02T13:55:00.000Z',
    expires_at: fromNow(20),
  },
];
/** The ledger entry the server answers when a credit is added to a household's account (D99). */
const topUpEntry = {
  entry: {
    id: 'entry-1',
    kind: 'payment',
    method: 'upi',
    amount_paise: 24000,
    balance_after_paise: 24000,
    day: '2026-12-02',
    source_type: 'upi_request',
    source_id: 'topup-exact',
    note: '',
    recorded_by: 'seller',
    created_at: '2026-12-02T14:10:00.000Z',
  },
  balance_paise: 24000,
};

type Answer = { status: number; body: unknown };
type List = { payments: UnmatchedPayment[]; awaited: AwaitedUpiPayment[]; awaited_topups?: AwaitedTopUp[] };

/**
 * The server: GET /payments/unmatched answers `lists` in turn (the last one again after; no top-ups unless
 * given), the match, the top-up and the not-mine answer as given (the order paid, the credit added to the
 * account, and an empty success, by default).
 */
function serve(lists: List[], answers: { match?: () => Answer; topUp?: () => Answer; notMine?: () => Answer } = {}) {
  let read = 0;
  return serveApi({
    'GET /payments/unmatched': () => {
      const list = lists[Math.min(read++, lists.length - 1)]!;
      return success({ awaited_topups: [], ...list });
    },
    'POST /payments/unmatched/sms-1/match':
      answers.match ?? (() => success({ order: anOrder({ _id: 'order-near-00b2' }) })),
    'POST /payments/unmatched/sms-1/topup': answers.topUp ?? (() => success(topUpEntry)),
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

  it("offers a credit the households' top-ups among the nearest choices, and lists them below the orders", async () => {
    serve([{ payments: [credit, unread], awaited, awaited_topups: topUps }]);
    renderApp(<PaymentsToMatchPage />);
    const ravi = await card('₹240 from RAVI KUMAR');
    // Three choices in all, nearest first: #00b2's bill and the top-up's ask are both ₹240 (the order waits
    // longer), then #00c3; the orders above the top-ups.
    const choices = () =>
      within(ravi)
        .getAllByRole('button', { name: /^(Assign to|Add to)/ })
        .map((button) => button.textContent);
    expect(choices()).toHaveLength(3);
    expect(choices()[0]).toMatch(/^Assign to #00b2/);
    expect(choices()[1]).toMatch(/^Assign to #00c3/);
    expect(choices()[2]).toMatch(/^Add to 9876543210's accountAsked ₹240, chose ₹240, waiting since .*Same as asked$/);
    expect(within(ravi).getByRole('heading', { name: m.sellerPaymentTopUpHeading() })).toBeTruthy();

    fireEvent.click(within(ravi).getByRole('button', { name: 'Show all 6 orders and top-ups', expanded: false }));
    expect(choices()).toHaveLength(6);
    const late = within(ravi).getByRole('button', { name: /^Add to 9123456780's account/ }).textContent;
    expect(late).toMatch(/Asked ₹500.37, chose ₹500, waiting since Dec 2, 2026, 2:30 PM/);
    expect(late).toMatch(/Its request ran out at Dec 2, 2026, 3:00 PM; you can still add the payment\.$/);
    expect(within(ravi).getByRole('button', { name: m.sellerPaymentFewerChoices(), expanded: true })).toBeTruthy();

    // An unread SMS names no amount, so it cannot pay a top-up (the server adds the credit's own amount).
    const sms = await card(m.sellerPaymentUnread());
    expect(within(sms).queryByRole('button', { name: /^Add to/ })).toBeNull();

    const waiting = screen.getByRole('list', { name: m.sellerAwaitedTopUpsHeading() });
    const items = within(waiting).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Top-up for 9123456780')).toBeTruthy();
    expect(within(items[1]!).getByText('Top-up for 9876543210')).toBeTruthy();
    expect(within(items[1]!).getByText(/^Asked ₹240, chose ₹240, waiting since/)).toBeTruthy();
    expect(items[0]!.textContent).toMatch(/ran out/);
    expect(items[1]!.textContent).not.toMatch(/ran out/);
  });

  it("adds a credit to a household's top-up in one tap, says so and reads the list again", async () => {
    const calls = serve([
      { payments: [credit, unread], awaited, awaited_topups: topUps },
      { payments: [unread], awaited, awaited_topups: topUps.slice(0, 1) },
    ]);
    renderApp(<PaymentsToMatchPage />);
    fireEvent.click(
      within(await card('₹240 from RAVI KUMAR')).getByRole('button', { name: /^Add to 9876543210's account/ }),
    );

    const said = "₹240 added to 9876543210's account.";
    expect(await screen.findByText(said)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/payments/unmatched/sms-1/topup', body: { request_id: 'topup-exact' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: '₹240 from RAVI KUMAR' })).toBeNull());
    expect(reads(calls)).toBe(2);
    expect(document.activeElement?.textContent).toBe(said);
  });

  it('shows a refused top-up (paid or replaced meanwhile) as plainly as a refused order', async () => {
    const refusal = 'This top-up is already paid, or the household asked for another amount since.';
    const calls = serve(
      [
        { payments: [credit], awaited, awaited_topups: topUps },
        { payments: [credit], awaited, awaited_topups: topUps.slice(0, 1) },
      ],
      { topUp: () => conflict(refusal) },
    );
    renderApp(<PaymentsToMatchPage />);
    fireEvent.click(
      within(await card('₹240 from RAVI KUMAR')).getByRole('button', { name: /^Add to 9876543210's account/ }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${refusal}${m.sellerPaymentsRefreshed()}`);
    expect(document.activeElement?.textContent).toBe(alert.textContent);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Add to 9876543210's account/ })).toBeNull());
    expect(reads(calls)).toBe(2);
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
    expect(screen.queryByRole('heading', { name: m.sellerAwaitedTopUpsHeading() })).toBeNull();
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

  it("reads in Hindi: a household's top-up to add the credit to", async () => {
    void setLocale('hi', { reload: false });
    serve([{ payments: [credit], awaited: [], awaited_topups: topUps }]);
    renderApp(<PaymentsToMatchPage />);
    const ravi = await card('RAVI KUMAR से ₹240');
    expect(within(ravi).getAllByRole('button', { name: /खाते में जोड़ें/ })[0]!.textContent).toMatch(
      /^9876543210 के खाते में जोड़ेंमाँगे ₹240, चुने ₹240/,
    );
    expect(screen.getByRole('heading', { name: 'भुगतान का इंतज़ार कर रहे टॉप-अप' })).toBeTruthy();
  });
});
