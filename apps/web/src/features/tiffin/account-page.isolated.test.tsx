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

/** The plan meal of 27 November (D93): its lunch, the thali in both languages, two tiffins. */
const lunch27 = {
  order_id: 'order-27',
  day: '2026-11-27',
  slot_name: 'Lunch',
  items: [{ name: 'Veg Thali', name_hi: 'वेज थाली', quantity: 2 }],
  tiffins: 2,
};

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
    anEntry('e4', '2026-11-27', {
      balance_after_paise: -7_000,
      source_type: 'order',
      source_id: 'order-27',
      meal: lunch27,
    }),
    anEntry('e5', '2026-11-28', {
      kind: 'refund',
      amount_paise: 9_000,
      balance_after_paise: 2_000,
      source_type: 'order',
      source_id: 'order-27',
      meal: lunch27,
    }),
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

const LINK = { url: 'https://rasoi.example/statements/abc~def', expires_at: '2026-12-31T09:00:00.000Z' };

function serve() {
  // GET /account answers plain entries: what a meal was is the statement's (D93).
  const newestFirst = [...november.entries, ...december.entries].reverse().map(({ meal: _meal, ...entry }) => entry);
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
    'GET /account/statement.pdf?month=2026-12': () => ({ body: '%PDF-1.3' }),
    'POST /account/statement/share': () => success(LINK),
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
    vi.restoreAllMocks();
    // What the download and share tests gave the browser (jsdom has neither).
    for (const name of ['share', 'clipboard']) Reflect.deleteProperty(navigator, name);
    for (const name of ['createObjectURL', 'revokeObjectURL']) Reflect.deleteProperty(URL, name);
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
    expect(rows()[3]!.textContent).toBe('RefundSat, 28 Nov+₹90');

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
      'MealFri, 27 NovLunch · Veg Thali (वेज थाली) · 2 tiffins-₹90',
      'RefundSat, 28 NovFri, 27 Nov · Lunch · Veg Thali (वेज थाली) · 2 tiffins+₹90',
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

  it("downloads the month's PDF with the session, saved as a file", async () => {
    const server = serve();
    const createObjectURL = vi.fn(() => 'blob:statement');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp(<AccountPage />);
    const statement = await screen.findByRole('region', { name: 'Monthly statement' });
    fireEvent.click(await within(statement).findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('statement-2026-12.pdf');
    expect(link.href).toBe('blob:statement');
    expect(await (createObjectURL.mock.calls[0] as unknown as [Blob])[0].text()).toContain('%PDF');
    expect(server.calls.find((call) => call.url.startsWith('/account/statement.pdf'))).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('.pdf'))?.[1]?.headers).toMatchObject({
      authorization: 'Bearer customer-token',
    });
  });

  it('shares a link to the month through the share sheet', async () => {
    const server = serve();
    const share = vi.fn(async () => {});
    Object.assign(navigator, { share });
    renderApp(<AccountPage />);
    const statement = await screen.findByRole('region', { name: 'Monthly statement' });
    fireEvent.click(await within(statement).findByRole('button', { name: 'Share statement' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: 'Rasoi: statement for December 2026',
      text: 'Tiffin account statement for December 2026',
      url: LINK.url,
    });
    expect(server.calls.find((call) => call.method === 'POST')).toMatchObject({ body: { month: '2026-12' } });
  });

  it('copies the link where the browser has no share sheet, and says so in Hindi', async () => {
    void setLocale('hi', { reload: false });
    serve();
    const writeText = vi.fn(async () => {});
    Object.assign(navigator, { clipboard: { writeText } });
    renderApp(<AccountPage />);
    const statement = await screen.findByRole('region', { name: 'मासिक हिसाब' });
    expect(await within(statement).findByRole('button', { name: 'PDF डाउनलोड करें' })).toBeTruthy();
    fireEvent.click(within(statement).getByRole('button', { name: 'हिसाब शेयर करें' }));
    expect(await screen.findByText('लिंक कॉपी हो गया। यह 30 दिन तक हिसाब खोलेगा।')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(LINK.url);
  });
});
