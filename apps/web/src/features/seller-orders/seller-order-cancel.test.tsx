import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { useAuth } from '../../lib/session-store.ts';
import { renderApp } from '../../test/render.tsx';
import { anOrder, serveApi, success } from '../../test/slot-data.ts';
import { SellerOrderCard } from './seller-order-card.tsx';

/** The seller cancelling from an order's card (issue 15, D54): a reason is required and sent. */
describe("the seller's Cancel order", () => {
  beforeEach(() => {
    useAuth.setState({ token: 'seller-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const card = (order: Order) =>
    renderApp(
      <ul>
        <SellerOrderCard order={order} defaultOpen />
      </ul>,
    );

  it('asks a reason, refuses none, and sends the one given', async () => {
    const calls = serveApi({
      'POST /order/order-0001/cancel': (call) =>
        success({ order: anOrder({ status: 'Cancelled', cancelled_by: 'seller', ...(call.body as object) }) }),
    });
    card(anOrder({ status: 'Out For Delivery' }));

    fireEvent.click(screen.getByRole('button', { name: m.cancelOrder() }));
    const sheet = await screen.findByRole('dialog', { name: m.cancelOrderTitle() });
    fireEvent.click(within(sheet).getByRole('button', { name: m.cancelOrderConfirm() }));
    expect(await within(sheet).findByText(m.cancelReasonRequired())).toBeTruthy();
    // The card reads the kitchen's time zone (GET /kitchen, D80); what matters is that nothing was sent.
    const writes = () => calls.filter((call) => call.method !== 'GET');
    expect(writes()).toEqual([]);

    fireEvent.change(within(sheet).getByLabelText(m.cancelOrderReason()), {
      target: { value: 'Paneer ran out' },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: m.cancelOrderConfirm() }));
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'POST', url: '/order/order-0001/cancel', body: { reason: 'Paneer ran out' } },
      ]),
    );
  });

  it("shows a cancelled order's reason and offers no action on it", () => {
    card(anOrder({ status: 'Cancelled', cancel_reason: 'Ordered by mistake', cancelled_by: 'customer' }));
    expect(screen.getByText(m.cancelledByCustomerForSeller())).toBeTruthy();
    expect(screen.getByText('Reason: Ordered by mistake')).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.cancelOrder() })).toBeNull();
    expect(screen.queryByRole('button', { name: m.markAsReady() })).toBeNull();
  });

  it("marks a customer's late cancel of a large order, and no other cancel (D74)", () => {
    const slot = {
      _id: 'slot-1',
      name: 'Lunch',
      date: '2026-11-26',
      order_by: '2026-11-26T05:00:00.000Z',
      delivery_from: '2026-11-26T07:00:00.000Z',
      delivery_to: '2026-11-26T08:30:00.000Z',
    };
    const cancelled = (plates: number, cancelled_at: string, cancelled_by: 'customer' | 'seller' = 'customer') =>
      anOrder({
        _id: `order-${plates}-${cancelled_by}-${cancelled_at}`,
        status: 'Cancelled',
        cancelled_by,
        cancelled_at,
        slot,
        meals: [{ meal: { _id: 'm1', name: 'Veg Thali', name_hi: null, selling_price: 120 }, quantity: plates }],
      });
    const mark = m.lateLargeCancel({ plates: 8, hours: 24 });
    expect(mark).toBe('Late cancel: 8 plates given back within 24 hours of the cut-off');
    const { unmount } = card(cancelled(8, '2026-11-25T15:00:00.000Z'));
    expect(screen.getByText(mark)).toBeTruthy();
    unmount();
    for (const quiet of [
      cancelled(4, '2026-11-25T15:00:00.000Z'),
      cancelled(8, '2026-11-24T15:00:00.000Z'),
      cancelled(8, '2026-11-25T15:00:00.000Z', 'seller'),
    ]) {
      const view = card(quiet);
      expect(screen.queryByText(/Late cancel/)).toBeNull();
      view.unmount();
    }
  });

  it('offers no cancel on a delivered order', () => {
    card(anOrder({ status: 'Delivered' }));
    expect(screen.queryByRole('button', { name: m.cancelOrder() })).toBeNull();
  });
});
