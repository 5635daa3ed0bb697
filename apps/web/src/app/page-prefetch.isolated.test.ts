import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { kitchenData } from '../test/kitchen-data.ts';
import { anOrder } from '../test/order-data.ts';
import { serveApi, success } from '../test/slot-data.ts';

// Each test loads the router afresh: a page's code, and so its read, starts once per app start.
async function freshApp(token: string | null) {
  vi.resetModules();
  const { useAuth } = await import('../lib/session-store.ts');
  const { queryClient } = await import('../api/query-client.ts');
  const { ordersKeys } = await import('../api/query-keys.ts');
  const { preloadPage } = await import('./router.tsx');
  useAuth.setState({ token });
  return { queryClient, ordersKeys, preloadPage };
}

describe('a first visit to an orders page starts its read with the page code (issue 17)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("reads a logged-in customer's order and the kitchen for the tracking page", async () => {
    const order = anOrder({ _id: '6b08a0417a237eaf799e224e' });
    const calls = serveApi({
      'GET /order/6b08a0417a237eaf799e224e': () => success({ order }),
      'GET /kitchen': () => success(kitchenData()),
    });
    const { queryClient, ordersKeys, preloadPage } = await freshApp('a-token');
    // Not awaited: the read must start before the page's code is in, not after.
    void preloadPage('/orders/6b08a0417a237eaf799e224e');
    await waitFor(() => expect(queryClient.getQueryData(ordersKeys.detail('6b08a0417a237eaf799e224e'))).toEqual(order));
    // The kitchen too: the order's cancel window comes from it, and arriving later it would move the page.
    expect(calls.map((call) => call.url).sort()).toEqual(['/kitchen', '/order/6b08a0417a237eaf799e224e']);
  });

  it("reads a logged-in customer's orders for My Orders", async () => {
    const orders = [anOrder({ _id: '6b08a0417a237eaf799e224e' }), anOrder({ _id: '6b08a0417a237eaf799e224f' })];
    const calls = serveApi({ 'GET /order/user-orders': () => success({ orders, nextCursor: null }) });
    const { queryClient, ordersKeys, preloadPage } = await freshApp('a-token');
    void preloadPage('/profile/orders');
    // The first page (issue 17: My Orders is paged), as the page's infinite query holds it.
    await waitFor(() =>
      expect(queryClient.getQueryData(ordersKeys.mine())).toEqual({
        pages: [{ orders, nextCursor: null }],
        pageParams: [null],
      }),
    );
    expect(calls.map((call) => call.url)).toEqual(['/order/user-orders']);
  });

  it('reads nothing for a visitor, whom the page asks to log in', async () => {
    const calls = serveApi({});
    const { preloadPage } = await freshApp(null);
    await preloadPage('/orders/6b08a0417a237eaf799e224e');
    await preloadPage('/profile/orders');
    expect(calls).toEqual([]);
  });
});
