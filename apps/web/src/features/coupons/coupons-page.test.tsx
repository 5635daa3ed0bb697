import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Coupon } from '@rasoi/domain/api';
import { setLocale } from '@rasoi/domain/locale';
import { paths } from '../../lib/paths.ts';
import { useUi } from '../../lib/ui-store.ts';
import '../../test/render.tsx'; // jsdom's missing matchMedia, for the toaster
import { useAuth } from '../../lib/session-store.ts';
import { useCart } from '../../lib/cart-store.ts';
import { couponsKeys } from '../../api/query-keys.ts';
import { CouponsPage } from './coupons-page.tsx';

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function aCoupon(overrides: Partial<Coupon> & Pick<Coupon, '_id'>): Coupon {
  return {
    name: 'RASOI10',
    off: 10,
    expiryTime: inHours(24),
    is_used: false,
    is_scratched: true,
    description_text: 'Get 10% off on your next order',
    ...overrides,
  };
}

const coupons: Coupon[] = [
  aCoupon({ _id: 'unscratched', is_scratched: false, name: 'RASOI5', off: 5 }),
  aCoupon({ _id: 'scratched', name: 'RASOI15', off: 15 }),
  aCoupon({ _id: 'used', name: 'RASOI20', off: 20, is_used: true }),
  aCoupon({ _id: 'used-and-expired', name: 'RASOI10', is_used: true, expiryTime: inHours(-48) }),
  aCoupon({ _id: 'expired', name: 'RASOI5', off: 5, expiryTime: inHours(-1) }),
];

function renderPage(data: Coupon[] = coupons) {
  toast.remove();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(couponsKeys.all, data);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[paths.profileCoupons]}>
        <Routes>
          <Route path={paths.profileCoupons} element={<CouponsPage />} />
          <Route path={paths.cart} element={<p>cart page</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const panel = () => screen.getByRole('tabpanel');
const ticketNames = () =>
  within(panel())
    .queryAllByRole('article')
    .map((ticket) => ticket.getAttribute('aria-label'));

describe('Coupons page (spec 2, 4)', () => {
  beforeEach(() => {
    useAuth.setState({ token: 'a-token' });
    useCart.setState({ items: [], couponId: null });
    useUi.setState({ currentOverlay: null, currentCoupon: null });
  });
  afterEach(() => {
    useAuth.setState({ token: null });
    void setLocale('en', { reload: false });
  });

  it('puts each coupon in its tab: Active, Used (used beats expired), Expired', () => {
    renderPage();
    expect(screen.getByRole('tab', { name: /Active/ }).getAttribute('aria-selected')).toBe('true');
    expect(ticketNames()).toEqual(['Unscratched coupon', 'Coupon RASOI15, 15% off']);

    fireEvent.click(screen.getByRole('tab', { name: /Used/ }));
    expect(ticketNames()).toEqual(['Coupon RASOI20, 20% off', 'Coupon RASOI10, 10% off']);
    expect(within(panel()).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: /Expired/ }));
    expect(ticketNames()).toEqual(['Coupon RASOI5, 5% off']);
    expect(within(panel()).getByText('Expired')).toBeTruthy();
  });

  it('moves between the tabs with the arrow keys, wrapping round, and takes the focus along', () => {
    renderPage();
    fireEvent.keyDown(screen.getByRole('tab', { name: /Active/ }), { key: 'ArrowRight' });
    const used = screen.getByRole('tab', { name: /Used/, selected: true });
    expect(used.matches(':focus')).toBe(true);
    expect(ticketNames()).toEqual(['Coupon RASOI20, 20% off', 'Coupon RASOI10, 10% off']);
    fireEvent.keyDown(used, { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('tab', { name: /Active/, selected: true }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: /Expired/, selected: true }).matches(':focus')).toBe(true);
  });

  it('shows the code, the off and Valid till on a scratched coupon, and hides them on an unscratched one', () => {
    renderPage();
    const [unscratched, scratched] = within(panel()).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(unscratched).queryByText('RASOI5')).toBeNull();
    expect(within(unscratched).getByRole('button', { name: 'Scratch now' })).toBeTruthy();
    expect(within(scratched).getByText('RASOI15')).toBeTruthy();
    expect(within(scratched).getByText('15%')).toBeTruthy();
    expect(within(scratched).getByText(/^Valid till /)).toBeTruthy();
  });

  it("'Use this code' applies the coupon to the cart, toasts and goes to the cart", async () => {
    renderPage();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Use this code' }));
    expect(useCart.getState().couponId).toBe('scratched');
    expect(screen.getByText('cart page')).toBeTruthy();
    expect(await screen.findByText('Coupon applied successfully')).toBeTruthy();
  });

  it("'Scratch now' opens the coupon's scratch card", () => {
    renderPage();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Scratch now' }));
    expect(useUi.getState()).toMatchObject({ currentOverlay: 'scratch-code', currentCoupon: 'unscratched' });
  });

  it('shows an empty state per tab', () => {
    renderPage([]);
    expect(screen.getByText('No active coupons')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Used/ }));
    expect(screen.getByText('No used coupons yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Expired/ }));
    expect(screen.getByText('No expired coupons')).toBeTruthy();
  });

  it('names the tabs, the empty states and a coupon in Hindi when Hindi is chosen (issue 16, D62)', () => {
    void setLocale('hi', { reload: false });
    renderPage([aCoupon({ _id: 'used', name: 'RASOI20', off: 20, is_used: true })]);
    expect(screen.getByText('कोई चालू कूपन नहीं')).toBeTruthy();
    expect(screen.getByText('हर ऑर्डर पर आपको एक स्क्रैच कार्ड मिलता है। कार्ड पाने के लिए ऑर्डर करें।')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /इस्तेमाल हुए/ }));
    // The stored description is English; the ticket writes it from the coupon's off.
    expect(within(panel()).getByText('अगले ऑर्डर पर 20% की छूट पाएँ')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /एक्सपायर/ }));
    expect(screen.getByText('कोई एक्सपायर कूपन नहीं')).toBeTruthy();
    expect(screen.queryByText(/No |Get 20%/)).toBeNull();
  });

  it('asks a visitor to log in', () => {
    act(() => useAuth.setState({ token: null }));
    renderPage();
    expect(screen.queryByRole('tablist')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(useUi.getState().currentOverlay).toBe('login');
  });
});
