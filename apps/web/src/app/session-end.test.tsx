import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Address, Coupon } from '@rasoi/domain/api';
import { ApiError, callApi } from '../api/client.ts';
import { queryClient } from '../api/query-client.ts';
import { couponsKeys, ordersKeys, profileKeys } from '../api/query-keys.ts';
import { useAddress } from '../lib/address-store.ts';
import { useCart } from '../lib/cart-store.ts';
import { endSession } from '../api/end-session.ts';
import { AUTH_TOKEN_KEY, useAuth } from '../lib/session-store.ts';
import { ORDER_START_TIME_KEY } from '../lib/user-storage.ts';
import '../test/render.tsx'; // jsdom's missing matchMedia, for the toaster
import { CartCouponCard } from '../features/coupons/cart-coupon-card.tsx';

const coupon: Coupon = {
  _id: 'c1',
  name: 'RASOI15',
  off: 15,
  expiryTime: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
  is_used: false,
  is_scratched: true,
  description_text: 'Get 15% off on your next order',
};
const address: Address = {
  _id: 'a1',
  reciever_name: 'Asha',
  reciever_mobile: '9876543210',
  flat_number: '12',
  tower_number: 'B',
  society: 'Green Park',
  locality: 'Sector 62',
  pincode: '201009',
};
const line = { id: 'meal-1', title: 'Thali', price: 150, quantity: 1, totalPrice: 150, type: 'meal' as const };

/** A signed-in customer with a coupon applied, a chosen address and cached personal data. */
function signIn() {
  localStorage.setItem(AUTH_TOKEN_KEY, 'a-token');
  localStorage.setItem(ORDER_START_TIME_KEY, '1700000000000');
  useAuth.setState({ token: 'a-token' });
  useCart.setState({ items: [line], couponId: 'c1' });
  useAddress.setState({ address, tempAddress: address });
  queryClient.setQueryData(couponsKeys.all, [coupon]);
  queryClient.setQueryData(profileKeys.all, { _id: 'u1', mobile: '9876543210', role: 'customer', coupons: [coupon] });
  queryClient.setQueryData(ordersKeys.mine(), []);
}

function renderCard() {
  render(
    // The app's own query client: a 401 clears it wherever the call came from.
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CartCouponCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('endSession (issue 12: one way a session ends)', () => {
  beforeEach(signIn);
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
    useAuth.setState({ token: null });
    useCart.setState({ items: [], couponId: null });
    localStorage.clear();
  });

  it('a 401 answer ends the session: token, cached answers, the cart coupon and the chosen address go; the lines stay', async () => {
    renderCard();
    expect(screen.getByText("'RASOI15' applied")).toBeTruthy();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ status: 'error', data: 'Please log in again' }, { status: 401 })),
    );

    await expect(callApi('GET /users/profile', {})).rejects.toBeInstanceOf(ApiError);

    expect(useAuth.getState().token).toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(queryClient.getQueryData(couponsKeys.all)).toBeUndefined();
    expect(queryClient.getQueryData(profileKeys.all)).toBeUndefined();
    expect(queryClient.getQueryData(ordersKeys.mine())).toBeUndefined();
    expect(useCart.getState()).toMatchObject({ couponId: null, items: [line] });
    expect(useAddress.getState()).toMatchObject({ address: null, tempAddress: null });
    expect(localStorage.getItem(ORDER_START_TIME_KEY)).toBeNull();
    await waitFor(() => expect(screen.queryByText("'RASOI15' applied")).toBeNull());
    expect(screen.getByRole('button', { name: /Apply coupon/ })).toBeTruthy();
  });

  it('a 401 to a call made without a token leaves everything alone', async () => {
    useAuth.setState({ token: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ status: 'error', data: 'Please log in' }, { status: 401 })),
    );
    await expect(callApi('GET /users/profile', {})).rejects.toBeInstanceOf(ApiError);
    expect(useCart.getState().couponId).toBe('c1');
    expect(queryClient.getQueryData(couponsKeys.all)).toEqual([coupon]);
  });

  it('Logout also empties the cart and clears browser storage (spec 4)', () => {
    localStorage.setItem('splashShown', 'true');
    sessionStorage.setItem('pendingOrder', '{}');
    endSession('logout');
    expect(useAuth.getState().token).toBeNull();
    expect(useCart.getState()).toMatchObject({ items: [], couponId: null });
    expect(queryClient.getQueryData(couponsKeys.all)).toBeUndefined();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it.each(['logout', 'expired'] as const)(
    "%s deletes the kitchen's saved answers and unsent changes (D115)",
    (reason) => {
      const deleteDatabase = vi.fn();
      vi.stubGlobal('indexedDB', { deleteDatabase });
      endSession(reason);
      expect(deleteDatabase).toHaveBeenCalledWith('rasoi-kitchen');
    },
  );
});
