import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Order } from '@rasoi/domain/api';
import { useAuth } from '../auth/auth-store.ts';
import { countOrders } from './order-summary.ts';
import { SellerOrdersPage } from './seller-orders-page.tsx';

function anOrder(id: string, status: Order['status'], overrides: Partial<Order> = {}): Order {
  return {
    _id: `order-${id}`,
    status,
    price: 150,
    discount: 0,
    platform_fee: 2,
    delivery_charge: 0,
    amount: 152,
    address: {
      _id: 'a1',
      reciever_name: 'Asha',
      reciever_mobile: '9876543210',
      flat_number: 'B-204',
      tower_number: 'Tower 3',
      society: 'Green Meadows',
      locality: 'Indirapuram',
      pincode: '201009',
    },
    meals: [{ meal: { _id: 'm1', name: 'Rajma Chawal Thali', selling_price: 139 }, quantity: 2 }],
    dishes: [{ dish: { _id: 'd1', name: 'Boondi Raita', selling_price: 35, sub_category: 'addon' }, quantity: 1 }],
    payment_method: 'COD',
    currency: 'INR',
    couponId: null,
    timstamp: '2026-11-21T08:00:00.000Z',
    total_time: 30,
    createdAt: '2026-11-21T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

function renderPage(orders: Order[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ status: 'success', data: { orders } }), { status: 200 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/seller/orders']}>
        <SellerOrdersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('seller orders (spec 2 "Seller orders")', () => {
  beforeEach(() => useAuth.setState({ token: 'seller-token' }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('counts delivered orders as the total minus preparing and out for delivery', () => {
    const statuses: Order['status'][] = ['Preparing', 'Preparing', 'Out For Delivery', 'Delivered', 'Recieved'];
    expect(countOrders(statuses.map((status) => ({ status })))).toEqual({
      preparing: 2,
      outForDelivery: 1,
      delivered: 2,
    });
  });

  it('shows the summary counts and the preparing orders with their details', async () => {
    renderPage([
      anOrder('aaa1', 'Preparing'),
      anOrder('bbb2', 'Preparing', {
        amount: undefined as unknown as number,
        payment_method: undefined as unknown as 'COD',
      }),
      anOrder('ccc3', 'Out For Delivery'),
      anOrder('ddd4', 'Delivered'),
      anOrder('eee5', 'Delivered'),
      anOrder('fff6', 'Delivered'),
    ]);
    const summary = await screen.findByRole('list', { name: 'Order summary' });
    expect(await within(summary).findByText('Preparing Orders')).toBeTruthy();
    expect(screen.getByTestId('count-preparing').textContent).toBe('2');
    expect(screen.getByTestId('count-outForDelivery').textContent).toBe('1');
    expect(screen.getByTestId('count-delivered').textContent).toBe('3');

    // The first card is open: its lines, address and the receiver's number as a call link.
    expect(screen.getAllByText('Rajma Chawal Thali').length).toBeGreaterThan(0);
    expect(screen.getAllByText('B-204, Tower 3, Green Meadows').length).toBeGreaterThan(0);
    const call = screen.getAllByRole('link', { name: '+91 9876543210' })[0] as HTMLAnchorElement;
    expect(call.getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getAllByRole('button', { name: 'Mark as ready' })).toHaveLength(2);
    // An order without an amount shows ₹120 (spec 2).
    expect(screen.getAllByText(/₹120/).length).toBeGreaterThan(0);
  });

  it('shows the empty texts of both tabs', async () => {
    renderPage([anOrder('ddd4', 'Delivered')]);
    expect(await screen.findByText('No active orders available')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Out for Delivery/ }));
    expect(screen.getByText('No used orders available')).toBeTruthy();
  });
});
