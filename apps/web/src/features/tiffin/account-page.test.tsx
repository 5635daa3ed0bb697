import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@rasoi/domain/locale';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success } from '../../test/slot-data.ts';
import { anAccount, anEntry, NOW } from '../../test/tiffin-data.ts';
import { AccountPage } from './account-page.tsx';

/**
 * The household account (issue 26, D88): the balance, owing shown as dues, the terms, the entries newest
 * first and older ones on request, and a month's statement whose figures are the server's arithmetic.
 */

/** November: ₹0 opening, three meals of ₹90 and ₹200 paid by UPI, a ₹90 refund, so -₹70 at the close. */
const november = {
  month: '2026-11',
  opening_paise: 0,
  entries: [
    anEntry('e1', '2026-11-24', { balance_after_paise: -9_000 }),
    anEntry('e2', '2026-11-25', { balance_after_paise: -18_000 }),
    anEntry('e3', '2026-11-26', {
      kind: 'payment',
      method: 'upi',
      amount_paise: 20_000,
      balance_after_paise: 2_000,
      recorded_by: 'seller',
    }),
    anEntry('e4', '2026-11-27', { balance_after_paise: -7_000 }),
    anEntry('e5', '2026-11-27', { kind: 'refund', amount_paise: 9_000, balance_after_paise: 2_000 }),
    anEntry('e6', '2026-11-30', { balance_after_paise: -7_000 }),
  ],
  closing_paise: -7_000,
  dues_carried_paise: 7_000,
};

/** December so far: opening -₹70, one meal, an adjustment of -₹10.50 with a note: -₹170.50. */
const december = {
  month: '2026-12',
  opening_paise: -7_000,
  entries: [
    anEntry('e7', '2026-12-01', { balance_after_paise: -16_000 }),
    anEntry('e8', '2026-12-01', {
      kind: 'adjustment',
      amount_paise: -1_050,
      balance_after_paise: -17_050,
      note: 'Extra roti on Monday',
      recorded_by: 'seller',
    }),
  ],
  closing_paise: -17_050,
  dues_carried_paise: 17_050,
};

function serve() {
  const newestFirst = [...november.entries, ...december.entries].reverse();
  let releaseOlder: () => void = () => {};
  const calls = serveApi({
    'GET /kitchen': () => success(kitchenData()),
    'GET /account': () =>
      success({
        account: anAccount({ balance_paise: -17_050, owing_since: '2026-11-27', on_account_allowed: true }),
        entries: newestFirst.slice(0, 5),
        nextCursor: 'page-2',
      }),
    // The older page waits for the test, so it can see the button while it loads.
    'GET /account?cursor=page-2': async () => {
      await new Promise<void>((resolve) => (releaseOlder = resolve));
      return success({ account: anAccount(), entries: newestFirst.slice(5), nextCursor: null });
    },
    'GET /account/statement?month=2026-12': () => success(december),
    'GET /account/statement?month=2026-11': () => success(november),
  });
  return { calls, releaseOlder: () => releaseOlder() };
}

describe('the household account (issue 26, D88)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    useAuth.setState({ token: 'customer-token' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    void setLocale('en', { reload: false });
    useAuth.setState({ token: null });
  });

  it('shows the balance owed as dues with since when, and the terms', async () => {
    serve();
    renderApp(<AccountPage />);
    expect(await screen.findByText('-₹170.50')).toBeTruthy();
    expect(screen.getByText('Dues: you owe ₹170.50')).toBeTruthy();
    expect(screen.getByText('Owing since Fri, 27 Nov')).toBeTruthy();
    expect(screen.getByText('Credit limit ₹1,000')).toBeTruthy();
    expect(screen.getByText('Monthly payment on account: allowed')).toBeTruthy();
  });

  it('lists the entries newest first with day, kind and amount, older ones on request', async () => {
    const server = serve();
    renderApp(<AccountPage />);
    const list = await screen.findByRole('list', { name: 'Entries' });
    const rows = () => within(list).getAllByRole('listitem');
    expect(rows()).toHaveLength(5);
    expect(rows()[0]!.textContent).toBe('AdjustmentTue, 1 DecExtra roti on Monday-₹10.50');
    expect(rows()[1]!.textContent).toBe('MealTue, 1 Dec-₹90');
    expect(rows()[3]!.textContent).toBe('RefundFri, 27 Nov+₹90');

    fireEvent.click(screen.getByRole('button', { name: 'Older entries' }));
    await screen.findByRole('button', { name: 'Loading older entries' });
    server.releaseOlder();
    await waitFor(() => expect(rows()).toHaveLength(8));
    expect(rows()[5]!.textContent).toBe('Payment · UPIThu, 26 Nov+₹200');
    await waitFor(() => expect(screen.queryByRole('button', { name: /older entries/i })).toBeNull());
  });

  it("shows a month's statement: opening, each entry, closing and dues carried", async () => {
    serve();
    renderApp(<AccountPage />);
    const statement = await screen.findByRole('region', { name: 'Monthly statement' });
    const month = within(statement).getByLabelText('Month') as HTMLSelectElement;
    expect(month.value).toBe('2026-12');
    expect([...month.options].slice(0, 3).map((option) => option.textContent)).toEqual([
      'December 2026',
      'November 2026',
      'October 2026',
    ]);
    // Each figure of the statement by its term ('Opening balance' -> '-₹70').
    const figure = (label: string) => {
      const terms = within(statement)
        .getAllByRole('term')
        .map((term) => term.textContent);
      return within(statement).getAllByRole('definition')[terms.indexOf(label)]!.textContent;
    };
    await within(statement).findByText('Opening balance');
    expect(figure('Opening balance')).toBe('-₹70');
    expect(figure('Closing balance')).toBe('-₹170.50');
    expect(figure('Dues carried')).toBe('₹170.50');

    fireEvent.change(month, { target: { value: '2026-11' } });
    const entries = await within(statement).findByRole('list', { name: 'November 2026' });
    expect(
      within(entries)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'MealTue, 24 Nov-₹90',
      'MealWed, 25 Nov-₹90',
      'Payment · UPIThu, 26 Nov+₹200',
      'MealFri, 27 Nov-₹90',
      'RefundFri, 27 Nov+₹90',
      'MealMon, 30 Nov-₹90',
    ]);
    expect(figure('Opening balance')).toBe('₹0');
    expect(figure('Closing balance')).toBe('-₹70');
    expect(figure('Dues carried')).toBe('₹70');
  });

  it('speaks Hindi: dues and the statement', async () => {
    void setLocale('hi', { reload: false });
    serve();
    renderApp(<AccountPage />);
    expect(await screen.findByText('बकाया: आपको ₹170.50 देने हैं')).toBeTruthy();
    const statement = screen.getByRole('region', { name: 'मासिक हिसाब' });
    expect(await within(statement).findByText('आगे का बकाया')).toBeTruthy();
  });
});
