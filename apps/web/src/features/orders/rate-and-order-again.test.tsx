import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { useCart } from '../../lib/cart-store.ts';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { aDish, aMeal, renderApp } from '../../test/render.tsx';
import { anOrder, serveApi, success, type Call } from '../../test/slot-data.ts';
import { OrderTrackingPage } from './order-tracking-page.tsx';
import { OrdersPage } from './orders-page.tsx';

const rajma = aMeal({ _id: 'meal-1', name: 'Rajma Chawal Thali', selling_price: 149 });
const raita = aDish({ _id: 'dish-1', name: 'Boondi Raita', selling_price: 40, sub_category: 'addon' });

const delivered = anOrder({
  status: 'Delivered',
  meals: [
    { meal: { _id: 'meal-1', name: 'Rajma Chawal Thali', name_hi: null, selling_price: 139 }, quantity: 2 },
    { meal: { _id: 'meal-2', name: 'Paneer Thali', name_hi: null, selling_price: 189 }, quantity: 1 },
  ],
  dishes: [
    {
      dish: { _id: 'dish-1', name: 'Boondi Raita', name_hi: null, selling_price: 35, sub_category: 'addon' },
      quantity: 1,
    },
  ],
});

function serve(order: Order): Call[] {
  return serveApi({
    'GET /kitchen': () => success(kitchenData()),
    'GET /slots': () => success({ date: '2026-11-26', slots: [] }),
    // 'Order again' reads the menu afresh: today's, with Paneer Thali gone.
    'GET /meal': () => success({ meals: [rajma] }),
    'GET /dish': () => success({ dishes: [raita] }),
    'GET /order/user-orders': () => success({ orders: [order], nextCursor: null }),
    [`GET /order/${order._id}`]: () => success({ order }),
    [`POST /order/${order._id}/rating`]: (call) => {
      const body = call.body as { stars: number; comment: string };
      return {
        status: 201,
        body: { status: 'success', data: { order: { ...order, rating: { ...body, created_at: order.updatedAt } } } },
      };
    },
  });
}

function renderPages(path: string) {
  renderApp(
    <Routes>
      <Route path="/orders/:orderId" element={<OrderTrackingPage />} />
      <Route path="/profile/orders" element={<OrdersPage />} />
      <Route path="/cart" element={<h1>{m.mealCart()}</h1>} />
    </Routes>,
    // The phone's cached menu still has Paneer Thali; the kitchen has hidden it since (GET /meal above).
    { path, meals: [rajma, aMeal({ _id: 'meal-2', name: 'Paneer Thali' })], dishes: [raita] },
  );
}

beforeEach(() => {
  useAuth.setState({ token: 'customer-token' });
  useCart.setState({ items: [], couponId: null, slotId: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("'Rate your meal' (issue 15, D56)", () => {
  it('rates a delivered order with stars and a comment, then shows the rating given', async () => {
    const calls = serve(delivered);
    renderPages('/orders/order-0001');

    // The first render of the file loads the page's modules: give it more than the default second.
    expect(await screen.findByRole('heading', { name: m.rateYourMeal() })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '4 stars' }));
    expect(screen.getByRole('button', { name: '4 stars' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByLabelText(m.ratingCommentLabel()), { target: { value: 'Soft rotis' } });
    expect(screen.getByText('10/280')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.ratingSubmit() }));

    expect(await screen.findByText(m.yourRating())).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(screen.getByText('Soft rotis')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ stars: 4, comment: 'Soft rotis' });
  });

  it('asks for stars before sending anything', async () => {
    const calls = serve(delivered);
    renderPages('/orders/order-0001');

    fireEvent.click(await screen.findByRole('button', { name: m.ratingSubmit() }));
    expect(await screen.findByText(m.ratingStars())).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('offers neither a rating nor Order again while the order is on its way', async () => {
    serve(anOrder());
    renderPages('/orders/order-0001');

    expect(await screen.findByText(m.itemsHeading())).toBeTruthy();
    expect(screen.queryByRole('heading', { name: m.rateYourMeal() })).toBeNull();
    expect(screen.queryByRole('button', { name: m.orderAgain() })).toBeNull();
  });
});

describe("an order's bill (issue 28, D107)", () => {
  it('links a delivered order to its bill, and an order on its way to none', async () => {
    serve(delivered);
    renderPages('/orders/order-0001');
    const link = await screen.findByRole('link', { name: m.billOpen() });
    expect(link.getAttribute('href')).toBe('/orders/order-0001/bill');
  });

  it('has no bill link while the order is on its way', async () => {
    serve(anOrder());
    renderPages('/orders/order-0001');
    expect(await screen.findByText(m.itemsHeading())).toBeTruthy();
    expect(screen.queryByRole('link', { name: m.billOpen() })).toBeNull();
  });
});

describe("'Order again' (issue 15, D57)", () => {
  it("fills the cart with today's prices, says what was left out, and opens the cart", async () => {
    serve(delivered);
    renderPages('/profile/orders');

    const button = await screen.findByRole('button', { name: m.orderAgain() });
    // Delivered and not rated yet: My Orders leads to the rating.
    expect(screen.getByRole('link', { name: m.rateYourMeal() }).getAttribute('href')).toBe('/orders/order-0001');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);

    expect(await screen.findByRole('heading', { name: m.mealCart() })).toBeTruthy();
    expect(await screen.findByText('Left out: Paneer Thali (not on today’s menu)')).toBeTruthy();
    expect(useCart.getState().items.map(({ id, price, quantity, type }) => ({ id, price, quantity, type }))).toEqual([
      { id: 'meal-1', price: 149, quantity: 2, type: 'meal' },
      { id: 'dish-1', price: 40, quantity: 1, type: 'addon' },
    ]);
  });

  it('asks before replacing a cart that has items; keeping it changes nothing', async () => {
    serve(delivered);
    useCart.getState().addItem({ id: 'dish-9', title: 'Lassi', price: 60, type: 'dish' });
    renderPages('/profile/orders');

    const button = await screen.findByRole('button', { name: m.orderAgain() });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(screen.getByRole('alertdialog', { name: m.orderAgainReplaceTitle() })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.orderAgainKeep() }));
    expect(useCart.getState().items.map((item) => item.id)).toEqual(['dish-9']);

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: m.orderAgainReplace() }));
    expect(await screen.findByRole('heading', { name: m.mealCart() })).toBeTruthy();
    expect(useCart.getState().items.map((item) => item.id)).toEqual(['meal-1', 'dish-1']);
  });

  it("'Replace your cart?' is a real dialog: the focus moves to 'Keep my cart', Escape keeps the cart and the focus goes back (issue 16, D60)", async () => {
    serve(delivered);
    useCart.getState().addItem({ id: 'dish-9', title: 'Lassi', price: 60, type: 'dish' });
    renderPages('/profile/orders');

    const button = await screen.findByRole('button', { name: m.orderAgain() });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    button.focus();
    fireEvent.click(button);
    const question = screen.getByRole('alertdialog', { name: m.orderAgainReplaceTitle() });
    expect(screen.getByRole('button', { name: m.orderAgainKeep() }).matches(':focus')).toBe(true);

    fireEvent(question, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(button.matches(':focus')).toBe(true);
    expect(useCart.getState().items.map((item) => item.id)).toEqual(['dish-9']);
  });

  it('shows the rating given on My Orders instead of the way to give one', async () => {
    serve({ ...delivered, rating: { stars: 5, comment: '', created_at: delivered.updatedAt } });
    renderPages('/profile/orders');
    expect(await screen.findByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: m.rateYourMeal() })).toBeNull();
    // Nothing is left to track on a delivered order: its card offers to view it.
    expect(screen.getByText(m.viewPastOrder())).toBeTruthy();
    expect(screen.queryByText(m.track())).toBeNull();
  });
});
