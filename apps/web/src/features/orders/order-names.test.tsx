import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { anOrder, serveApi, success } from '../../test/slot-data.ts';
import { orderAgainCart } from './order-again.ts';
import { OrderTrackingPage } from './order-tracking-page.tsx';
import { OrdersPage } from './orders-page.tsx';

/** An order of a thali sold with its Hindi name and an add-on sold without one (issue 16, D62). */
const order = anOrder({
  meals: [
    {
      meal: { _id: 'meal-1', name: 'Rajma Chawal Thali', name_hi: 'राजमा चावल थाली', selling_price: 139 },
      quantity: 2,
    },
  ],
  dishes: [
    {
      dish: { _id: 'dish-1', name: 'Boondi Raita', name_hi: null, selling_price: 35, sub_category: 'addon' },
      quantity: 1,
    },
  ],
});

function renderPage(path: string) {
  serveApi({
    'GET /kitchen': () => success(kitchenData()),
    'GET /slots': () => success({ date: '2026-11-26', slots: [] }),
    'GET /order/user-orders': () => success({ orders: [order], nextCursor: null }),
    [`GET /order/${order._id}`]: () => success({ order }),
  });
  renderApp(
    <Routes>
      <Route path="/orders/:orderId" element={<OrderTrackingPage />} />
      <Route path="/profile/orders" element={<OrdersPage />} />
    </Routes>,
    { path },
  );
}

/** The `lang` of each name as shown (null when none): the page's own covers a name in its language. */
async function langsOf(...names: string[]) {
  const first = await screen.findByText(names[0]!);
  return [first, ...names.slice(1).map((name) => screen.getByText(name))].map((shown) => shown.getAttribute('lang'));
}

beforeEach(() => {
  useAuth.setState({ token: 'customer-token' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  void setLocale('en', { reload: false });
});

describe("an order's items in the customer's language (issue 16, D62)", () => {
  it('My Orders names them in Hindi in Hindi, the one without a Hindi name in English, marked English', async () => {
    void setLocale('hi', { reload: false });
    renderPage('/profile/orders');
    expect(await langsOf('राजमा चावल थाली', 'Boondi Raita')).toEqual([null, 'en']);
    expect(screen.queryByText('Rajma Chawal Thali')).toBeNull();
  });

  it('order tracking names them in Hindi too', async () => {
    void setLocale('hi', { reload: false });
    renderPage('/orders/order-0001');
    const items = within(await screen.findByRole('region', { name: m.itemsHeading() }));
    expect(items.getByText('राजमा चावल थाली').hasAttribute('lang')).toBe(false);
    expect(items.getByText('Boondi Raita').getAttribute('lang')).toBe('en');
    expect(items.queryByText('Rajma Chawal Thali')).toBeNull();
  });

  it('names them in English in English, Hindi names or not', async () => {
    renderPage('/profile/orders');
    expect(await langsOf('Rajma Chawal Thali', 'Boondi Raita')).toEqual([null, null]);
    expect(screen.queryByText('राजमा चावल थाली')).toBeNull();
  });

  it("'Order again' names a line it leaves out as the order sold it, in the page's language", () => {
    const empty = { meals: [], dishes: [] };
    expect(orderAgainCart(order, empty, 'hi').leftOut).toEqual(['राजमा चावल थाली', 'Boondi Raita']);
    expect(orderAgainCart(order, empty, 'en').leftOut).toEqual(['Rajma Chawal Thali', 'Boondi Raita']);
  });
});
