import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import { kitchenKeys } from '../api/query-keys.ts';
import { useCart } from '../lib/cart-store.ts';
import { useAuth } from '../lib/session-store.ts';
import { kitchenData } from '../test/kitchen-data.ts';
import { expectNameStartsWithVisibleText } from '../test/label-in-name.ts';
import { renderApp } from '../test/render.tsx';
import { anOrder, serveApi, success } from '../test/slot-data.ts';
import { FullMenuPage } from '../features/menu/full-menu-page.tsx';
import { OrdersPage } from '../features/orders/orders-page.tsx';
import { KitchenSwitch } from '../features/seller-kitchen/kitchen-switch.tsx';
import { SellerTopBar } from './seller/seller-top-bar.tsx';
import { BottomNav } from './bottom-nav.tsx';

/**
 * Label in Name (WCAG 2.5.3, issue 30 finding 18, D81): a control whose name is not its text starts its
 * name with the text it shows, so 'click Cart' said by a speech-input user finds the cart link. The
 * journeys run axe's rule on whole pages; these pin the controls it found, in both languages.
 */
describe.each(['en', 'hi'] as const)('accessible names start with the visible text (%s)', (language) => {
  beforeEach(() => {
    void setLocale(language, { reload: false });
    useCart.getState().clearCart();
  });
  afterEach(() => {
    void setLocale('en', { reload: false });
    vi.unstubAllGlobals();
    useAuth.setState({ token: null });
  });

  it("the cart link with its badge: 'Cart 1' shown, 'Cart, 1 item' named", () => {
    renderApp(<BottomNav />);
    act(() => useCart.getState().addItem({ id: 'meal-1', title: 'Dal Thali', price: 139, type: 'meal' }));
    // The bar's words are read once when the app loads (a change of language reloads it): the name's
    // words here are the first language's, whatever this run's.
    const cart = screen.getByRole('link', { name: /, 1 / });
    expectNameStartsWithVisibleText(cart);
  });

  it("the seller's top-bar link: '<kitchen> Kitchen' shown, '<kitchen> kitchen, home' named", async () => {
    serveApi({ 'GET /kitchen': () => success(kitchenData({ name: 'Sharma Rasoi' })) });
    renderApp(<SellerTopBar seller={false} />);
    const home = await screen.findByRole('link', { name: m.kitchenNameHome({ kitchen: 'Sharma Rasoi' }) });
    expectNameStartsWithVisibleText(home);
  });

  it("a My Orders card's link is the order's number, its name that number and then the summary", async () => {
    useAuth.setState({ token: 'customer-token' });
    serveApi({
      'GET /kitchen': () => success(kitchenData()),
      'GET /order/user-orders': () => success({ orders: [anOrder({ _id: 'order-0002' })], nextCursor: null }),
    });
    renderApp(<OrdersPage />);
    const card = await screen.findByRole('link', { name: new RegExp(`^${m.orderWithNumber({ number: '#0002' })}, `) });
    expectNameStartsWithVisibleText(card);
  });

  it("the kitchen's switch while closed: no 'Closed' inside a switch named 'Kitchen open'", () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(kitchenKeys.all, kitchenData({ is_open: false }));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    render(
      <QueryClientProvider client={client}>
        <KitchenSwitch />
      </QueryClientProvider>,
    );
    const kitchen = screen.getByRole('switch', { name: m.kitchenOpen() });
    expect(kitchen.textContent).toBe('');
    // The word beside it is its label: a tap on 'Closed' is a tap on the switch.
    expect(screen.getByLabelText(m.closed())).toBe(kitchen);
  });

  it("the full menu's 'Sections' button is named 'Sections', open or not", async () => {
    serveApi({ 'GET /kitchen': () => success(kitchenData()) });
    renderApp(<FullMenuPage />);
    const sections = await screen.findByRole('button', { name: m.sections() });
    expectNameStartsWithVisibleText(sections);
    fireEvent.click(sections);
    await waitFor(() => expect(sections.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByRole('button', { name: m.sections() })).toBe(sections);
  });
});
