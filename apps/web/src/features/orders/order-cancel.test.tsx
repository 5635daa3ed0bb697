import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { aSlot, anOrder, serveApi, success, type Call } from '../../test/slot-data.ts';
import { OrderTrackingPage } from './order-tracking-page.tsx';
import { OrdersPage } from './orders-page.tsx';

/**
 * The customer cancelling (issue 15, D54): 'Cancel order' on the tracking page while the domain's rule
 * allows, the reason sheet, and a cancelled order's reason where the steps were and in My Orders.
 */
const PLACED = '2026-11-26T04:30:00.000Z'; // 10:00 in the kitchen (Asia/Kolkata)

function serve(order: Order, windowMinutes = 5): Call[] {
  return serveApi({
    'GET /kitchen': () => success(kitchenData({ cancel_window_minutes: windowMinutes })),
    'GET /order/user-orders': () => success({ orders: [order], nextCursor: null }),
    [`GET /order/${order._id}`]: () => success({ order }),
    [`POST /order/${order._id}/cancel`]: (call) =>
      success({
        order: {
          ...order,
          status: 'Cancelled',
          cancel_reason: (call.body as { reason: string }).reason,
          cancelled_by: 'customer',
          cancelled_at: PLACED,
        },
      }),
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

describe('cancelling from the tracking page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    useAuth.setState({ token: 'customer-token' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says until when, asks the reason, and shows the order cancelled with it', async () => {
    vi.setSystemTime(new Date('2026-11-26T04:32:00Z'));
    const calls = serve(anOrder({ createdAt: PLACED }));
    renderTracking('order-0001');

    expect(await screen.findByText('You can cancel until 10:05')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.cancelOrder() }));
    const sheet = await screen.findByRole('dialog', { name: m.cancelOrderTitle() });
    fireEvent.click(within(sheet).getByLabelText(m.cancelReasonChangedMind()));
    fireEvent.click(within(sheet).getByRole('button', { name: m.cancelOrderConfirm() }));

    expect(await screen.findByText(m.cancelledByCustomer())).toBeTruthy();
    expect(screen.getByText(`Reason: ${m.cancelReasonChangedMind()}`)).toBeTruthy();
    expect(screen.queryByRole('list', { name: m.orderProgress() })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/order/order-0001/cancel', body: { reason: m.cancelReasonChangedMind() } },
    ]);
  });

  it("sends the customer's own words, and refuses markup in the sheet without sending", async () => {
    vi.setSystemTime(new Date('2026-11-26T04:32:00Z'));
    const calls = serve(anOrder({ createdAt: PLACED }));
    renderTracking('order-0001');

    fireEvent.click(await screen.findByRole('button', { name: m.cancelOrder() }));
    const sheet = await screen.findByRole('dialog', { name: m.cancelOrderTitle() });
    fireEvent.click(within(sheet).getByLabelText(m.cancelReasonOther()));
    const box = within(sheet).getByLabelText(m.cancelOrderReason());
    fireEvent.change(box, { target: { value: '<b>late</b>' } });
    fireEvent.click(within(sheet).getByRole('button', { name: m.cancelOrderConfirm() }));
    expect(await within(sheet).findByText(m.cancelReasonInvalid())).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(box, { target: { value: 'Guests cancelled' } });
    fireEvent.click(within(sheet).getByRole('button', { name: m.cancelOrderConfirm() }));
    expect(await screen.findByText('Reason: Guests cancelled')).toBeTruthy();
  });

  it.each([
    ['once the window is over', '2026-11-26T04:35:00Z', 5],
    ['when the kitchen set the window to 0', '2026-11-26T04:31:00Z', 0],
  ])('offers no cancel %s', async (_when, now, windowMinutes) => {
    vi.setSystemTime(new Date(now));
    serve(anOrder({ createdAt: PLACED }), windowMinutes);
    renderTracking('order-0001');
    expect(await screen.findByRole('list', { name: m.orderProgress() })).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.cancelOrder() })).toBeNull();
  });

  it("lets an order for tomorrow's slot be cancelled until its cut-off", async () => {
    vi.setSystemTime(new Date('2026-11-26T06:00:00Z'));
    const { _id, name, date, delivery_from, delivery_to, order_by } = aSlot('2026-11-27', 'Lunch');
    serve(anOrder({ createdAt: PLACED, slot: { _id, name, date, delivery_from, delivery_to, order_by } }));
    renderTracking('order-0001');
    expect(await screen.findByText(/^You can cancel until \d\d:\d\d, tomorrow$/)).toBeTruthy();
  });

  it('shows the kitchen’s reason for an order the kitchen cancelled, in My Orders too', async () => {
    vi.setSystemTime(new Date('2026-11-26T05:00:00Z'));
    const order = anOrder({
      createdAt: PLACED,
      status: 'Cancelled',
      cancel_reason: 'Paneer ran out',
      cancelled_by: 'seller',
      cancelled_at: PLACED,
    });
    serve(order);
    renderApp(<OrdersPage />);
    expect(await screen.findByText(m.cancelledByKitchen())).toBeTruthy();
    expect(screen.getByText('Reason: Paneer ran out')).toBeTruthy();
    expect(screen.getByRole('link', { name: /#0001, Cancelled/ })).toBeTruthy();
  });
});
