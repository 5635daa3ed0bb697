import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { User } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { kitchenKeys, profileKeys, sellerKeys } from '../../api/query-keys.ts';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { SellerLayout } from './seller-layout.tsx';

const profile = (role: User['role']): User => ({ _id: 'u1', mobile: '9000000000', role, coupons: [] });

/** /seller with a page behind the gate; the query cache holds what the server would answer. */
function renderSellerArea(role?: User['role']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (role) client.setQueryData(profileKeys.all, profile(role));
  client.setQueryData(kitchenKeys.all, kitchenData());
  client.setQueryData(sellerKeys.orderList('Preparing'), {
    pages: [{ orders: [], nextCursor: null }],
    pageParams: [null],
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/seller']}>
        <Routes>
          <Route path="/seller" element={<SellerLayout />}>
            <Route index element={<p>Kitchen dashboard</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the seller area gate (issue 12: only a seller session sees the kitchen)', () => {
  beforeEach(() => {
    // Nothing here should reach the network: the cache answers, and a stray call never settles.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    // jsdom cannot scroll; the layout's scroll restoration asks it to.
    window.scrollTo = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuth.setState({ token: null });
  });

  it('shows a visitor only the login prompt: no kitchen switch, no page', () => {
    useAuth.setState({ token: null });
    renderSellerArea();
    expect(screen.getByText(m.sellerLoginNeeded())).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login as seller' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Kitchen open' })).toBeNull();
    expect(screen.queryByText('Kitchen dashboard')).toBeNull();
  });

  it("shows a customer's session only the login prompt, even before any seller call is refused", () => {
    useAuth.setState({ token: 'a-customer-token' });
    renderSellerArea('customer');
    expect(screen.getByText(m.notASeller())).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Kitchen open' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Chef profile' })).toBeNull();
    expect(screen.queryByText('Kitchen dashboard')).toBeNull();
  });

  it('shows nothing of the kitchen while the session is being checked', () => {
    useAuth.setState({ token: 'a-token' });
    renderSellerArea();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Kitchen open' })).toBeNull();
    expect(screen.queryByText('Kitchen dashboard')).toBeNull();
  });

  it('shows a seller session the switch, the chef profile and the page', () => {
    useAuth.setState({ token: 'a-seller-token' });
    renderSellerArea('seller');
    expect(screen.getByRole('switch', { name: 'Kitchen open' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chef profile' })).toBeTruthy();
    expect(screen.getByText('Kitchen dashboard')).toBeTruthy();
  });
});
