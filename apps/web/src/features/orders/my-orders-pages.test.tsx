import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { anOrder, serveApi, success } from '../../test/slot-data.ts';
import { OrdersPage } from './orders-page.tsx';

/**
 * My Orders a page at a time (issue 17): the newest page first, older orders with 'Show more orders',
 * the button keeping the keyboard focus while a page loads and handing it to the list after the last.
 */
const orders: Order[] = ['0005', '0004', '0003', '0002', '0001'].map((n) =>
  anOrder({ _id: `order-${n}`, status: 'Delivered' }),
);

/** GET /order/user-orders as the server answers it, two orders a page (the cursor here is the next index). */
function serve() {
  let release: () => void = () => {};
  const held = () => new Promise<void>((resolve) => (release = resolve));
  // A later page waits for the test, so it can look at the page while it loads.
  const page = async (start: number) => {
    if (start > 0) await held();
    const next = start + 2 < orders.length ? String(start + 2) : null;
    return success({ orders: orders.slice(start, start + 2), nextCursor: next });
  };
  const calls = serveApi({
    'GET /kitchen': () => success(kitchenData()),
    'GET /order/user-orders': () => page(0),
    'GET /order/user-orders?cursor=2': () => page(2),
    'GET /order/user-orders?cursor=4': () => page(4),
  });
  const asked = () => calls.map((call) => call.url).filter((url) => url.startsWith('/order/user-orders'));
  return { asked, release: () => release() };
}

describe('My Orders, a page at a time (issue 17)', () => {
  beforeEach(() => useAuth.setState({ token: 'customer-token' }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the newest page, then older orders on request, keeping the focus, until the last page', async () => {
    const server = serve();
    renderApp(<OrdersPage />);
    const list = await screen.findByRole('list', { name: m.myOrders() });
    await within(list).findByRole('link', { name: /#0005/ });
    expect(within(list).getAllByRole('link', { name: /^Order #/ })).toHaveLength(2);
    expect(server.asked()).toEqual(['/order/user-orders']);

    const more = screen.getByRole('button', { name: m.showMoreOrders() });
    more.focus();
    fireEvent.click(more);
    // While the page loads, the same button says so, ignores presses and keeps the focus.
    await screen.findByRole('button', { name: m.loadingMoreOrders() });
    expect(more.matches(':focus')).toBe(true);
    fireEvent.click(more);
    server.release();
    await within(list).findByRole('link', { name: /#0003/ });
    expect(more.matches(':focus')).toBe(true);

    fireEvent.click(await screen.findByRole('button', { name: m.showMoreOrders() }));
    server.release();
    await within(list).findByRole('link', { name: /#0001/ });
    expect(within(list).getAllByRole('link', { name: /^Order #/ })).toHaveLength(5);
    await waitFor(() => expect(screen.queryByRole('button', { name: /more orders/ })).toBeNull());
    expect(list.matches(':focus')).toBe(true);
    expect(server.asked()).toEqual([
      '/order/user-orders',
      '/order/user-orders?cursor=2',
      '/order/user-orders?cursor=4',
    ]);
  });
});
