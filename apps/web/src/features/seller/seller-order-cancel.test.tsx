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
    expect(calls).toEqual([]);

    fireEvent.change(within(sheet).getByLabelText(m.cancelOrderReason()), {
      target: { value: 'Paneer ran out' },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: m.cancelOrderConfirm() }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'POST', url: '/order/order-0001/cancel', body: { reason: 'Paneer ran out' } }]),
    );
  });

  it("shows a cancelled order's reason and offers no action on it", () => {
    card(anOrder({ status: 'Cancelled', cancel_reason: 'Ordered by mistake', cancelled_by: 'customer' }));
    expect(screen.getByText(m.cancelledByCustomerForSeller())).toBeTruthy();
    expect(screen.getByText('Reason: Ordered by mistake')).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.cancelOrder() })).toBeNull();
    expect(screen.queryByRole('button', { name: m.markAsReady() })).toBeNull();
  });

  it('offers no cancel on a delivered order', () => {
    card(anOrder({ status: 'Delivered' }));
    expect(screen.queryByRole('button', { name: m.cancelOrder() })).toBeNull();
  });
});
