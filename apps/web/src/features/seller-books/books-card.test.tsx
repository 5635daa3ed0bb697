import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BooksData } from '@rasoi/domain/books';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import { useAuth } from '../../lib/session-store.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success } from '../../test/slot-data.ts';
import { BooksCard } from './books-card.tsx';

/** The kitchen's books on the dashboard (issue 28 part 2, D108): the limits, warnings, and the CSV. */
const books: BooksData = {
  financial_year: '2026-27',
  turnover_paise: 102_000_000,
  month: '2026-12',
  upi_month_paise: 4_000_000,
  thresholds: [
    { name: 'fssai_registration', limit_paise: 120_000_000, value_paise: 102_000_000, percent: 85, level: 'near' },
    { name: 'gst_registration', limit_paise: 200_000_000, value_paise: 102_000_000, percent: 51, level: 'ok' },
    { name: 'composition', limit_paise: 1_500_000_000, value_paise: 102_000_000, percent: 6, level: 'ok' },
    { name: 'upi_personal_month', limit_paise: 10_000_000, value_paise: 4_000_000, percent: 40, level: 'ok' },
  ],
};

describe('the books card (issue 28, D108)', () => {
  beforeEach(() => useAuth.setState({ token: 'seller-token' }));
  afterEach(() => {
    void setLocale('en', { reload: false });
    vi.unstubAllGlobals();
    useAuth.setState({ token: null });
  });

  it('shows the turnover and each limit, and warns near one', async () => {
    serveApi({ 'GET /books': () => success(books) });
    renderApp(<BooksCard />);
    const card = await screen.findByRole('region', { name: m.booksHeading() });
    expect(within(card).getByText(m.booksTurnover({ year: '2026-27' }))).toBeTruthy();
    expect(within(card).getByText('₹10,20,000')).toBeTruthy();
    const fssai = within(card).getByRole('progressbar', { name: m.booksThresholdFssai() });
    expect(fssai.getAttribute('value')).toBe('85');
    expect(
      within(card).getByText(m.booksOfLimit({ value: '₹10,20,000', limit: '₹12,00,000', percent: 85 })),
    ).toBeTruthy();
    expect(within(card).getAllByText(m.booksNear())).toHaveLength(1);
    expect(within(card).queryByText(m.booksOver())).toBeNull();
  });

  it("downloads this month's bills as CSV", async () => {
    const calls = serveApi({
      'GET /books': () => success(books),
      'GET /bills/export.csv?month=2026-12': () => ({ body: 'number' }),
    });
    const created = vi.fn(() => 'blob:bills');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = created;
        static override revokeObjectURL = vi.fn();
      },
    );
    renderApp(<BooksCard />);
    fireEvent.click(await screen.findByRole('button', { name: m.booksExportMonth() }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => call.url)).toContain('/bills/export.csv?month=2026-12');
  });

  it('is in Hindi when the app is', async () => {
    void setLocale('hi', { reload: false });
    serveApi({ 'GET /books': () => success(books) });
    renderApp(<BooksCard />);
    expect(await screen.findByRole('heading', { name: m.booksHeading({}, { locale: 'hi' }) })).toBeTruthy();
    expect(screen.getByRole('button', { name: m.booksExportYear({}, { locale: 'hi' }) })).toBeTruthy();
  });
});
