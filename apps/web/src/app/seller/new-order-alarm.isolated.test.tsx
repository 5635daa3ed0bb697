import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Order, User } from '@rasoi/domain/api';
import { NEW_ORDER_REPEAT_MS, NEW_ORDER_SOUND_DELAY_MS } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { kitchenKeys, profileKeys, sellerKeys } from '../../api/query-keys.ts';
import { putOrderInSellerLists } from '../../api/seller-order-cache.ts';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { playNewOrderChime } from '../../features/seller-orders/new-order-alert.ts';
import { SellerLayout } from './seller-layout.tsx';
import { SellerOrdersPage } from '../../features/seller-orders/seller-orders-page.tsx';
import { anOrder as testOrder } from '../../test/order-data.ts';

// The chime is Web Audio, which jsdom lacks: the test counts the rings instead of hearing them.
vi.mock('../../features/seller-orders/new-order-alert.ts', async (original) => ({
  ...(await original<typeof import('../../features/seller-orders/new-order-alert.ts')>()),
  playNewOrderChime: vi.fn(),
}));

const seller: User = { _id: 'u1', mobile: '9000000000', role: 'seller', coupons: [] };

function anOrder(id: string, overrides: Partial<Order> = {}): Order {
  return testOrder({ _id: id, ...overrides });
}

const acknowledged = (order: Order): Order => ({ ...order, acknowledged_at: '2026-11-21T10:00:05.000Z' });

/**
 * The seller area with its Preparing list in the cache; the server answers only acknowledgements (every
 * other call never settles, so the cache is all the screen knows). Returns the cache and the fetch mock.
 */
function renderSellerArea(preparing: Order[], path = '/seller') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(profileKeys.all, seller);
  client.setQueryData(kitchenKeys.all, kitchenData());
  client.setQueryData(sellerKeys.orderList('Preparing'), {
    pages: [{ orders: preparing, nextCursor: null, counts: null }],
    pageParams: [null],
  });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const match = /\/api\/v1\/order\/([^/]+)\/acknowledge$/.exec(String(input));
    if (!match || init?.method !== 'POST') return new Promise<Response>(() => {});
    const order = acknowledged(anOrder(match[1]!));
    return new Response(JSON.stringify({ status: 'success', data: { order } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/seller" element={<SellerLayout />}>
            <Route index element={<p>Kitchen dashboard</p>} />
            <Route path="orders" element={<SellerOrdersPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, fetch };
}

/**
 * Lets `ms` of fake time pass, with what React and the query cache do meanwhile, and the answer check
 * the API client loads on demand (a real module load, which fake time does not move).
 */
async function wait(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  });
}

const alarm = () => screen.queryByRole('alertdialog', { name: m.notificationTitle() });
const banner = () => screen.queryByRole('region', { name: m.waitingOrdersLabel() });

describe("the new-order alarm rings until a seller device acknowledges (issue 'The kitchen's day')", () => {
  let vibrate: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(playNewOrderChime).mockClear();
    vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    // jsdom cannot scroll; the layout's scroll restoration asks it to.
    window.scrollTo = vi.fn();
    useAuth.setState({ token: 'a-seller-token' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'vibrate');
    useAuth.setState({ token: null });
  });

  it('rings again after the interval, even after Later, and stops once the seller acknowledges', async () => {
    const { client, fetch } = renderSellerArea([]);
    // A new order arrives on the live stream.
    act(() => putOrderInSellerLists(client, anOrder('order-new1')));
    await wait(0);
    await wait(NEW_ORDER_SOUND_DELAY_MS);
    expect(playNewOrderChime).toHaveBeenCalledTimes(1);
    expect(vibrate).toHaveBeenCalledTimes(1);
    fireEvent.click(within(alarm()!).getByRole('button', { name: m.later() }));
    expect(alarm()).toBeNull();

    // 'Later' is not an acknowledgement: the alarm rings again, and the bar says why.
    await wait(NEW_ORDER_REPEAT_MS);
    expect(playNewOrderChime).toHaveBeenCalledTimes(2);
    expect(vibrate).toHaveBeenCalledTimes(2);
    // A repeat does not cover the page again with the modal alert.
    expect(alarm()).toBeNull();
    expect(within(banner()!).getByText(m.oneOrderWaiting())).toBeTruthy();
    fireEvent.click(within(banner()!).getByRole('button', { name: m.acknowledgeOrders() }));
    await wait(0);
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/order/order-new1/acknowledge',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(banner()).toBeNull();

    await wait(NEW_ORDER_REPEAT_MS * 3);
    expect(playNewOrderChime).toHaveBeenCalledTimes(2);
  });

  it("'Acknowledge' in the new-order alert acknowledges every waiting order and leads to them", async () => {
    const { client, fetch } = renderSellerArea([]);
    act(() => {
      putOrderInSellerLists(client, anOrder('order-new2'));
      putOrderInSellerLists(client, anOrder('order-new3', { createdAt: '2026-11-21T08:00:01.000Z' }));
    });
    await wait(NEW_ORDER_SOUND_DELAY_MS);
    expect(within(alarm()!).getByText(m.ordersWaitingCount({ count: 2 }), { exact: false })).toBeTruthy();
    fireEvent.click(within(alarm()!).getByRole('button', { name: m.acknowledgeOrders() }));
    await wait(0);
    const asked = fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/acknowledge'));
    expect(asked.toSorted()).toEqual(['/api/v1/order/order-new2/acknowledge', '/api/v1/order/order-new3/acknowledge']);
    expect(alarm()).toBeNull();
    expect(banner()).toBeNull();
    expect(screen.getByRole('button', { name: /^#new2/ })).toBeTruthy();
    await wait(NEW_ORDER_REPEAT_MS * 2);
    expect(playNewOrderChime).toHaveBeenCalledTimes(1);
  });

  it('rings for an order still waiting after a reload, and stops when another device acknowledges it', async () => {
    const waiting = anOrder('order-old1');
    const { client, fetch } = renderSellerArea([
      waiting,
      anOrder('order-seen', { acknowledged_at: '2026-11-21T08:01:00.000Z' }),
    ]);
    // The bar says at once that one order waits; the chime comes within one interval, not on opening the app.
    expect(within(banner()!).getByText(m.oneOrderWaiting())).toBeTruthy();
    await wait(NEW_ORDER_SOUND_DELAY_MS);
    expect(playNewOrderChime).not.toHaveBeenCalled();
    await wait(NEW_ORDER_REPEAT_MS - NEW_ORDER_SOUND_DELAY_MS);
    expect(playNewOrderChime).toHaveBeenCalledTimes(1);
    expect(alarm()).toBeNull();

    // The seller's phone acknowledged it: the live order.updated puts the acknowledged order in the list.
    act(() => putOrderInSellerLists(client, acknowledged(waiting)));
    await wait(0);
    expect(banner()).toBeNull();
    await wait(NEW_ORDER_REPEAT_MS * 3);
    expect(playNewOrderChime).toHaveBeenCalledTimes(1);
    // This device sent nothing: the acknowledgement was the other device's.
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/acknowledge'))).toBe(false);
  });

  it('acknowledges an order when the seller opens its card, and not when the card was open by itself', async () => {
    // The first card is open by default (spec 2); the second is closed.
    const { fetch } = renderSellerArea([anOrder('order-aaa1'), anOrder('order-bbb2')], '/seller/orders');
    const asked = () => fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/acknowledge'));
    expect(asked()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /^#bbb2/ }));
    await wait(0);
    expect(asked()).toEqual(['/api/v1/order/order-bbb2/acknowledge']);
    // One order still waits, so the alarm rings on for it.
    await wait(NEW_ORDER_REPEAT_MS);
    expect(playNewOrderChime).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: /^#aaa1/ }));
    fireEvent.click(screen.getByRole('button', { name: /^#aaa1/ }));
    await wait(0);
    expect(asked()).toEqual(['/api/v1/order/order-bbb2/acknowledge', '/api/v1/order/order-aaa1/acknowledge']);
    expect(banner()).toBeNull();
    await wait(NEW_ORDER_REPEAT_MS * 2);
    expect(playNewOrderChime).toHaveBeenCalledTimes(1);
  });
});
