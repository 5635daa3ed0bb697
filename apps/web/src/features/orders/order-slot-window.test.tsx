import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { aSlot, anOrder, serveApi, success } from '../../test/slot-data.ts';
import { OrderTrackingPage } from './order-tracking-page.tsx';
import { OrdersPage } from './orders-page.tsx';

/** The order's copy of a slot on `date` (issue 14): lunch, delivered 12:30-14:00 in the kitchen's zone. */
function lunchOn(date: string): Order['slot'] {
  const { _id, name, delivery_from, delivery_to, order_by } = aSlot(date, 'Lunch');
  return { _id, name, date, delivery_from, delivery_to, order_by };
}

function serveOrders(...orders: Order[]) {
  serveApi({
    'GET /kitchen': () => success(kitchenData()),
    'GET /order/user-orders': () => success({ orders, nextCursor: null }),
    ...Object.fromEntries(orders.map((order) => [`GET /order/${order._id}`, () => success({ order })])),
  });
}

function renderTracking(orderId: string) {
  renderApp(
    <Routes>
      <Route path="/orders/:orderId" element={<OrderTrackingPage />} />
    </Routes>,
    { path: `/orders/${orderId}` },
  );
}

describe("an order's delivery window (issue 14)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T04:30:00Z')); // 10:00 in the kitchen
    useAuth.setState({ token: 'customer-token' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    void setLocale('en', { reload: false });
  });

  it("shows an order in a meal slot with its window instead of the minutes' ETA", async () => {
    serveOrders(anOrder({ slot: lunchOn('2026-11-26') }));
    renderTracking('order-0001');

    expect(await screen.findByText('Delivery 12:30–14:00 today')).toBeTruthy();
    expect(screen.getByText("Today's lunch")).toBeTruthy();
    expect(screen.queryByText(m.arrivingIn())).toBeNull();
  });

  it('keeps the ETA for an order without a slot', async () => {
    serveOrders(anOrder());
    renderTracking('order-0001');

    expect(await screen.findByText('30 mins')).toBeTruthy();
    expect(screen.getByText(m.arrivingIn())).toBeTruthy();
    expect(screen.queryByText(/^Delivery \d/)).toBeNull();
  });

  it('writes the ETA and the tracking steps in Hindi when Hindi is chosen (issue 16, D62)', async () => {
    void setLocale('hi', { reload: false });
    serveOrders(anOrder());
    renderTracking('order-0001');

    expect(await screen.findByText('30 मिनट')).toBeTruthy();
    expect(screen.getByText('ऑर्डर कन्फ़र्म हुआ')).toBeTruthy();
    expect(screen.getByText('ऑर्डर तैयार हो रहा है')).toBeTruthy();
    expect(screen.getByText('ऑर्डर डिलीवरी के लिए निकला')).toBeTruthy();
    expect(screen.queryByText(/mins|Order Confirmed/)).toBeNull();
  });

  it('says tomorrow or the date in My Orders', async () => {
    serveOrders(
      anOrder({ _id: 'order-0002', slot: lunchOn('2026-11-27') }),
      anOrder({ _id: 'order-0003', slot: lunchOn('2026-11-28') }),
      anOrder({ _id: 'order-0004' }),
    );
    renderApp(<OrdersPage />);

    expect(await screen.findByText('Delivery 12:30–14:00 tomorrow')).toBeTruthy();
    expect(screen.getByText('Delivery 12:30–14:00 on Sat, 28 Nov')).toBeTruthy();
    expect(screen.getAllByText(/^Delivery \d/)).toHaveLength(2);
    expect(screen.getByRole('link', { name: /#0002, Preparing, ₹141, Delivery 12:30–14:00 tomorrow/ })).toBeTruthy();
  });
});
