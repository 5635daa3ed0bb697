import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Order } from '@rasoi/domain/api';
import { useAuth } from '../lib/session-store.ts';
import { useUi } from '../lib/ui-store.ts';
import { preloadModule } from '../ui/use-loaded.ts';
import { kitchenData } from '../test/kitchen-data.ts';
import { renderApp } from '../test/render.tsx';
import { aSlot, anOrder, serveApi, success } from '../test/slot-data.ts';
import { UndeliveredOrderStrip } from '../features/orders/order-strip.tsx';
import { loadOverlayLayer, OverlayRoot } from './overlay-host.tsx';

function serveOrders(...orders: Order[]) {
  serveApi({
    'GET /kitchen': () => success(kitchenData()),
    'GET /order/user-orders': () => success({ orders, nextCursor: null }),
  });
}

/** The home page's strip under the app's overlay root, as home-page.tsx shows it. */
function renderHome() {
  renderApp(
    <Routes>
      <Route element={<OverlayRoot />}>
        <Route path="/" element={<UndeliveredOrderStrip />} />
        <Route path="/orders/:orderId" element={<p>tracking page</p>} />
      </Route>
    </Routes>,
  );
}

const lunchToday = (): Order['slot'] => {
  const { _id, name, date, delivery_from, delivery_to, order_by } = aSlot('2026-11-26', 'Lunch');
  return { _id, name, date, delivery_from, delivery_to, order_by };
};

describe('the home strip for undelivered orders (issue 15)', () => {
  beforeAll(() => preloadModule(loadOverlayLayer));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T04:30:00Z')); // 10:00 in the kitchen
    useAuth.setState({ token: 'customer-token' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useUi.setState({ currentOverlay: null });
  });

  it('shows one order as before: its state, item count and View Order', async () => {
    serveOrders(anOrder({ _id: 'order-0001' }), anOrder({ _id: 'order-0009', status: 'Delivered' }));
    renderHome();

    const strip = await screen.findByRole('region', { name: 'Order in progress' });
    expect(within(strip).getByText('Preparing your Order')).toBeTruthy();
    expect(within(strip).getByText('1 item')).toBeTruthy();
    expect(within(strip).getByRole('link', { name: 'View Order' }).getAttribute('href')).toBe('/orders/order-0001');
    expect(screen.getAllByRole('region', { name: 'Order in progress' })).toHaveLength(1);
  });

  it("shows one slot order's delivery window in place of its item count, as before", async () => {
    serveOrders(anOrder({ _id: 'order-0003', slot: lunchToday() }));
    renderHome();

    const strip = await screen.findByRole('region', { name: 'Order in progress' });
    expect(await within(strip).findByText('Delivery 12:30–14:00 today')).toBeTruthy();
    expect(within(strip).queryByText('1 item')).toBeNull();
  });

  it('shows three orders as one strip with their count, opening a list of their numbers', async () => {
    serveOrders(
      anOrder({ _id: 'order-0001' }),
      anOrder({ _id: 'order-0002', status: 'Out For Delivery' }),
      anOrder({ _id: 'order-0003', slot: lunchToday() }),
      anOrder({ _id: 'order-0004', status: 'Delivered' }),
    );
    renderHome();

    const strip = await screen.findByRole('region', { name: 'Order in progress' });
    expect(screen.getAllByRole('region', { name: 'Order in progress' })).toHaveLength(1);
    expect(within(strip).getByText('3 orders on the way')).toBeTruthy();
    expect(within(strip).queryByText('Preparing your Order')).toBeNull();

    fireEvent.click(within(strip).getByRole('button', { name: 'View Orders' }));
    const sheet = await screen.findByRole('dialog', { name: 'Your orders on the way' });
    const rows = within(sheet).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^Order #/).textContent)).toEqual([
      expect.stringContaining('#0001'),
      expect.stringContaining('#0002'),
      expect.stringContaining('#0003'),
    ]);
    expect(within(rows[1]!).getByText('Out For Delivery')).toBeTruthy();
    expect(await within(rows[2]!).findByText('Delivery 12:30–14:00 today')).toBeTruthy();
    expect(within(sheet).queryByText(/#0004/)).toBeNull();
    expect(within(sheet).getByRole('link', { name: 'View Order #0002' }).getAttribute('href')).toBe(
      '/orders/order-0002',
    );
  });
});
