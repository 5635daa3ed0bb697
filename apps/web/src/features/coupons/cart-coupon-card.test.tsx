import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import type { Coupon } from '@rasoi/domain/api';
import { useUi } from '../../lib/ui-store.ts';
import '../../test/render.tsx'; // jsdom's missing matchMedia, for the toaster
import { useAuth } from '../../lib/session-store.ts';
import { couponsKeys } from '../../api/query-keys.ts';
import { CartCouponCard } from './cart-coupon-card.tsx';
import { useCart } from '../../lib/cart-store.ts';

const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
const coupon = (overrides: Partial<Coupon> & Pick<Coupon, '_id'>): Coupon => ({
  name: 'RASOI15',
  off: 15,
  expiryTime: tomorrow(),
  is_used: false,
  is_scratched: true,
  description_text: 'Get 15% off on your next order',
  ...overrides,
});

function renderCard(coupons?: Coupon[]) {
  toast.remove();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (coupons) client.setQueryData(couponsKeys.all, coupons);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CartCouponCard />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

describe("the cart's coupon card (spec 2 'Cart', spec 4)", () => {
  beforeEach(() => {
    useCart.setState({
      items: [{ id: 'meal-1', title: 'Thali', price: 150, quantity: 1, totalPrice: 150, type: 'meal' }],
      couponId: null,
    });
    useUi.setState({ currentOverlay: null });
  });
  afterEach(() => {
    useAuth.setState({ token: null });
  });

  it("shows 'Upto 20% Off' to a visitor and asks for a login", async () => {
    useAuth.setState({ token: null });
    renderCard();
    expect(screen.getByText('Upto 20% Off')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Apply coupon/ }));
    expect(useUi.getState().currentOverlay).toBe('login');
    expect(await screen.findByText('Login to continue')).toBeTruthy();
  });

  it('counts the active coupons, applies a scratched one and removes it again', async () => {
    useAuth.setState({ token: 'a-token' });
    renderCard([
      coupon({ _id: 'c1' }),
      coupon({ _id: 'c2', is_scratched: false }),
      coupon({ _id: 'c3', is_used: true }),
    ]);
    expect(screen.getByText('2 coupons available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Apply coupon/ }));
    expect(screen.getByRole('button', { name: 'Scratch now' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(useCart.getState().couponId).toBe('c1');
    expect(await screen.findByText('Coupon applied successfully')).toBeTruthy();
    expect(screen.getByText("'RASOI15' applied")).toBeTruthy();
    // ceil(150 x 15 / 100) = 23
    expect(screen.getByText('You save ₹23 (15% off)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(useCart.getState().couponId).toBeNull();
    expect(screen.getByRole('button', { name: /Apply coupon/ })).toBeTruthy();
  });

  it('gives nothing off for a coupon that is no longer usable', () => {
    useAuth.setState({ token: 'a-token' });
    useCart.setState({ couponId: 'c3' });
    renderCard([coupon({ _id: 'c3', is_used: true })]);
    expect(screen.queryByRole('region', { name: 'Applied coupon' })).toBeNull();
    expect(screen.getByRole('button', { name: /Apply coupon/ })).toBeTruthy();
  });

  it("reads the applied coupon's percentage from the coupons query, not from the cart (issue 12)", () => {
    useAuth.setState({ token: 'a-token' });
    // What an older cart left in localStorage: its own copy of the percentage, now out of date.
    useCart.setState({ couponId: 'c1', couponOff: 5 } as Partial<ReturnType<typeof useCart.getState>>);
    renderCard([coupon({ _id: 'c1', name: 'RASOI20', off: 20 })]);
    expect(screen.getByText("'RASOI20' applied")).toBeTruthy();
    // ceil(150 x 20 / 100) = 30
    expect(screen.getByText('You save ₹30 (20% off)')).toBeTruthy();
  });

  it('does not apply a coupon the domain rule refuses, and says why', async () => {
    useAuth.setState({ token: 'a-token' });
    // Active in the list a minute ago, expired by the time Apply is tapped.
    renderCard([coupon({ _id: 'c1', expiryTime: new Date(Date.now() + 60_000).toISOString() })]);
    fireEvent.click(screen.getByRole('button', { name: /Apply coupon/ }));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 120_000);
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    } finally {
      vi.useRealTimers();
    }
    expect(useCart.getState().couponId).toBeNull();
    expect(await screen.findByText('This coupon has expired')).toBeTruthy();
  });
});
