import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import type { AccountsListData } from '@rasoi/domain/ledger';
import { setLocale } from '@rasoi/domain/locale';
import { useAuth } from '../../lib/session-store.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success, type Call } from '../../test/slot-data.ts';
import { AccountsPage } from './accounts-page.tsx';

type Account = AccountsListData['accounts'][number];

const owing: Account = {
  user_id: 'user-2',
  mobile: '9000000002',
  balance_paise: -45050,
  credit_limit_paise: 100000,
  on_account_allowed: true,
  owing_since: '2026-11-24',
};
const inCredit: Account = {
  user_id: 'user-1',
  mobile: '9876543210',
  balance_paise: 125000,
  credit_limit_paise: 0,
  on_account_allowed: false,
  owing_since: null,
};
const settled: Account = { ...inCredit, user_id: 'user-3', mobile: '9000000003', balance_paise: 0 };

/** What a stub route answers: the HTTP status and the envelope. */
type Answer = { status: number; body: unknown };

/** The server: GET /accounts answers by `only`; entries and terms answer as given (201 and the account by default). */
function serve(answers: { entry?: () => Answer | Promise<Answer>; terms?: () => Answer } = {}) {
  const entry = answers.entry ?? (() => ({ status: 201, ...entryAnswer() }));
  return serveApi({
    'GET /accounts?only=all': () => success({ accounts: [owing, inCredit, settled] }),
    'GET /accounts?only=dues': () => success({ accounts: [owing] }),
    'POST /accounts/user-2/entries': entry,
    'PATCH /accounts/user-2': answers.terms ?? (() => success({ account: owing })),
  });
}

const entryAnswer = () =>
  success({
    entry: {
      id: 'entry-1',
      kind: 'payment',
      method: 'upi',
      amount_paise: 25050,
      balance_after_paise: -20000,
      day: '2026-12-02',
      source_type: null,
      source_id: null,
      note: '',
      recorded_by: 'seller',
      created_at: '2026-12-02T01:00:00.000Z',
    },
    balance_paise: -20000,
  });

/** The Idempotency-Key each call sent, in order (the stub server's calls keep only method, path and body). */
function keysSent(): (string | undefined)[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key']);
}

const household = (mobile: string) => screen.findByRole('region', { name: `+91 ${mobile}` });
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST').map((call) => call.body);

describe("the seller's household accounts (issue 26, D88)", () => {
  beforeEach(() => {
    useAuth.setState({ token: 'seller-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuth.setState({ token: null });
    void setLocale('en', { reload: false });
  });

  it('lists every account most owed first: dues and since when, credit, settled, limit and monthly terms', async () => {
    serve();
    renderApp(<AccountsPage />);
    await household('9000000002');
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual(['+91 9000000002', '+91 9876543210', '+91 9000000003']);
    const ravi = await household('9000000002');
    expect(within(ravi).getByText('Owes ₹450.50 since Tue, 24 Nov')).toBeTruthy();
    expect(within(ravi).getByText('Credit limit ₹1,000')).toBeTruthy();
    expect(within(ravi).getByText(m.sellerAccountMonthly())).toBeTruthy();
    const asha = await household('9876543210');
    expect(within(asha).getByText('In credit ₹1,250')).toBeTruthy();
    expect(within(asha).queryByText(m.sellerAccountMonthly())).toBeNull();
    expect(within(await household('9000000003')).getByText(m.sellerAccountSettled())).toBeTruthy();
  });

  it('shows only the households that owe with Dues only (only=dues)', async () => {
    const calls = serve();
    renderApp(<AccountsPage />);
    await household('9876543210');
    fireEvent.click(screen.getByRole('button', { name: m.sellerAccountsDues() }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '+91 9876543210' })).toBeNull());
    expect(screen.getByRole('button', { name: m.sellerAccountsDues(), pressed: true })).toBeTruthy();
    expect(await household('9000000002')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/accounts?only=all', '/accounts?only=dues']);
  });

  it('records a payment in paise with one Idempotency-Key for the form, even when submitted twice', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const calls = serve({ entry: () => held.then(() => ({ status: 201, ...entryAnswer() })) });
    renderApp(<AccountsPage />);
    fireEvent.click(within(await household('9000000002')).getByRole('button', { name: m.sellerAccountPayment() }));
    const sheet = screen.getByRole('dialog', { name: m.sellerAccountPaymentTitle({ mobile: '+91 9000000002' }) });
    fireEvent.change(within(sheet).getByLabelText(m.sellerAccountAmountLabel()), { target: { value: '250.50' } });
    fireEvent.click(within(sheet).getByLabelText(m.sellerAccountUpi()));
    fireEvent.change(within(sheet).getByLabelText(m.sellerAccountNoteOptional()), { target: { value: 'November' } });
    // A double tap: the form is sent twice before the first answer comes.
    const form = within(sheet).getByRole('form', { name: m.sellerAccountPaymentTitle({ mobile: '+91 9000000002' }) });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    answer();

    expect(await screen.findByText(m.sellerAccountPaymentRecorded({ amount: '₹250.50' }))).toBeTruthy();
    const body = { kind: 'payment', method: 'upi', amount_paise: 25050, note: 'November' };
    expect(posts(calls)).toEqual([body, body]);
    const [first, second] = keysSent();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);

    // The next payment is another entry: a new form, a new key.
    fireEvent.click(within(await household('9000000002')).getByRole('button', { name: m.sellerAccountPayment() }));
    const next = screen.getByRole('dialog', { name: m.sellerAccountPaymentTitle({ mobile: '+91 9000000002' }) });
    fireEvent.change(within(next).getByLabelText(m.sellerAccountAmountLabel()), { target: { value: '100' } });
    fireEvent.click(within(next).getByRole('button', { name: m.sellerAccountRecordPayment() }));
    await waitFor(() => expect(keysSent()).toHaveLength(3));
    expect(keysSent()[2]).not.toBe(first);
    expect(posts(calls)[2]).toEqual({ kind: 'payment', method: 'cash', amount_paise: 10000, note: '' });
  });

  it('asks an adjustment for its reason, then records it taking off the balance, and shows a refusal', async () => {
    const refusal = 'Not recorded: the balance would go below the credit limit of ₹1,000 (the balance is -₹450.50)';
    const calls = serve({ entry: () => ({ status: 409, body: { status: 'error', data: refusal } }) });
    renderApp(<AccountsPage />);
    fireEvent.click(within(await household('9000000002')).getByRole('button', { name: m.sellerAccountAdjust() }));
    const sheet = screen.getByRole('dialog', { name: m.sellerAccountAdjustTitle({ mobile: '+91 9000000002' }) });
    fireEvent.click(within(sheet).getByLabelText(m.sellerAccountTakeOffBalance()));
    fireEvent.change(within(sheet).getByLabelText(m.sellerAccountAmountLabel()), { target: { value: '600' } });
    fireEvent.click(within(sheet).getByRole('button', { name: m.sellerAccountRecordAdjustment() }));
    expect(await within(sheet).findByText(m.accountNoteNeeded())).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    fireEvent.change(within(sheet).getByLabelText(m.sellerAccountNoteWhy()), {
      target: { value: 'Two thalis missed' },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: m.sellerAccountRecordAdjustment() }));
    expect(await within(sheet).findByText(refusal)).toBeTruthy();
    expect(posts(calls)).toEqual([{ kind: 'adjustment', amount_paise: -60000, note: 'Two thalis missed' }]);
  });

  it("saves the terms in paise and shows the server's refusal of a limit below the dues", async () => {
    const refusal = 'This household owes ₹450.50: the credit limit cannot be set below that';
    const calls = serve({ terms: () => ({ status: 409, body: { status: 'error', data: refusal } }) });
    renderApp(<AccountsPage />);
    fireEvent.click(within(await household('9000000002')).getByRole('button', { name: m.sellerAccountTerms() }));
    const sheet = screen.getByRole('dialog', { name: m.sellerAccountTermsTitle({ mobile: '+91 9000000002' }) });
    const limit = within(sheet).getByLabelText(m.sellerAccountLimitLabel()) as HTMLInputElement;
    expect(limit.value).toBe('1000');
    fireEvent.change(limit, { target: { value: '200' } });
    fireEvent.click(within(sheet).getByLabelText(m.sellerAccountMonthly()));
    fireEvent.click(within(sheet).getByRole('button', { name: m.sellerAccountSaveTerms() }));
    expect(await within(sheet).findByText(refusal)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { credit_limit_paise: 20000, on_account_allowed: false },
    ]);
  });

  it('reads in Hindi: the dues filter and who owes how much since when', async () => {
    void setLocale('hi', { reload: false });
    serve();
    renderApp(<AccountsPage />, { path: '/seller/accounts?only=dues' });
    const ravi = await household('9000000002');
    expect(screen.getByRole('button', { name: 'सिर्फ़ बकाया', pressed: true })).toBeTruthy();
    expect(within(ravi).getByText(/₹450.50 बकाया$/)).toBeTruthy();
    expect(within(ravi).getByRole('button', { name: 'भुगतान' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '+91 9876543210' })).toBeNull();
  });
});
