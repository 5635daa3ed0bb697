import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { User } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { kitchenKeys, profileKeys, sellerKeys } from '../../api/query-keys.ts';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { digitField } from '../../test/digit-field.ts';
import { SellerLayout } from './seller-layout.tsx';

/**
 * The first-start setup (issue 13, D41): a seller whose profile says the setup is due sees it in place
 * of the seller pages, saves the kitchen's details, chooses a PIN when the printed one is in use, and
 * then lands on the page. The fetch mock plays the server and records what was sent.
 */
const seller = (setup: User['setup']): User => ({
  _id: 'u1',
  mobile: '9000000000',
  role: 'seller',
  coupons: [],
  setup,
});
const done = { kitchenDue: false, pinDue: false };

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const path = new URL(String(input), 'http://rasoi.test').pathname;
  const key = `${init?.method ?? 'GET'} ${path}`;
  if (key === 'PATCH /api/v1/kitchen/settings') {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    return Response.json({ status: 'success', data: kitchenData(body) });
  }
  if (key === 'POST /api/v1/auth/seller-setup')
    return Response.json({ status: 'success', data: { user: seller(done) } });
  // Anything else never settles: the cache answers the rest.
  return new Promise<Response>(() => {});
});
const sent = (key: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method} ${new URL(String(input), 'http://rasoi.test').pathname}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

function renderSellerArea(setup: User['setup']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(profileKeys.all, seller(setup));
  client.setQueryData(kitchenKeys.all, kitchenData({ name: 'Rasoi' }));
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
      <Toaster />
    </QueryClientProvider>,
  );
}

const typePin = (label: string, pin: string) => digitField(label).enter(pin);

function fillKitchen() {
  fireEvent.change(screen.getByLabelText(m.kitchenNameLabel()), { target: { value: 'Asha’s Rasoi' } });
  fireEvent.change(screen.getByLabelText(m.supportPhoneLabel()), { target: { value: '9811122233' } });
  fireEvent.change(screen.getByLabelText(/Pincodes you deliver to/), { target: { value: '201009, 201010' } });
}

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom cannot scroll; the layout's scroll restoration asks it to.
  window.scrollTo = vi.fn();
  // Nor match media queries; the toaster asks whether to reduce motion.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  useAuth.setState({ token: 'a-seller-token' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuth.setState({ token: null });
});

describe('the first-start setup', () => {
  it('comes before the pages: kitchen details, then a new PIN twice, then the dashboard', async () => {
    renderSellerArea({ kitchenDue: true, pinDue: true });
    expect(screen.getByRole('heading', { name: m.setupTitle() })).toBeTruthy();
    expect(screen.queryByText('Kitchen dashboard')).toBeNull();
    expect(screen.queryByRole('navigation', { name: /seller/i })).toBeNull();

    fillKitchen();
    fireEvent.click(screen.getByRole('button', { name: m.setupNext() }));
    await screen.findByLabelText(m.newPinLabel());
    expect(sent('PATCH /api/v1/kitchen/settings')).toEqual([
      { name: 'Asha’s Rasoi', support_phone: '9811122233', serviceable_pincodes: ['201009', '201010'] },
    ]);

    const finish = screen.getByRole('button', { name: m.setupFinish() }) as HTMLButtonElement;
    typePin(m.newPinLabel(), '7531');
    typePin(m.confirmPinLabel(), '7530');
    expect(finish.disabled).toBe(true);
    typePin(m.confirmPinLabel(), '7531');
    fireEvent.click(finish);
    expect(await screen.findByText('Kitchen dashboard')).toBeTruthy();
    expect(sent('POST /api/v1/auth/seller-setup')).toEqual([{ newPin: '7531' }]);
    expect(await screen.findByText(m.setupDone())).toBeTruthy();
  });

  it('shows the field’s message for bad pincodes and sends nothing', async () => {
    renderSellerArea({ kitchenDue: true, pinDue: true });
    fillKitchen();
    fireEvent.change(screen.getByLabelText(/Pincodes you deliver to/), { target: { value: '2010' } });
    fireEvent.click(screen.getByRole('button', { name: m.setupNext() }));
    expect(await screen.findByText(m.pincodesInvalid())).toBeTruthy();
    expect(sent('PATCH /api/v1/kitchen/settings')).toEqual([]);
  });

  it('asks no PIN of a seller whose PIN was set by the operator: the kitchen step finishes it', async () => {
    renderSellerArea({ kitchenDue: true, pinDue: false });
    fillKitchen();
    fireEvent.click(screen.getByRole('button', { name: m.setupFinish() }));
    expect(await screen.findByText('Kitchen dashboard')).toBeTruthy();
    expect(sent('POST /api/v1/auth/seller-setup')).toEqual([{}]);
    expect(screen.queryByLabelText(m.newPinLabel())).toBeNull();
  });

  it('is not shown once nothing is due', () => {
    renderSellerArea(done);
    expect(screen.getByText('Kitchen dashboard')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: m.setupTitle() })).toBeNull();
  });
});
