import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Slot } from '@rasoi/domain/api';
import { useCart } from '../../lib/cart-store.ts';
import { aMeal, renderApp } from '../../test/render.tsx';
import { FullMenuPage } from './full-menu-page.tsx';

const meals = [
  aMeal({ _id: 'dal', id: 'dal', name: 'Dal Thali' }),
  aMeal({ _id: 'rajma', id: 'rajma', name: 'Rajma Thali' }),
];

function aSlot(id: string, date: string, state: Slot['state']): Slot {
  return {
    _id: id,
    name: 'Lunch',
    date,
    order_by: `${date}T05:00:00.000Z`,
    delivery_from: `${date}T07:00:00.000Z`,
    delivery_to: `${date}T08:30:00.000Z`,
    capacity: 20,
    taken: 0,
    remaining: 20,
    is_open: true,
    state,
  };
}

/** Today's lunch is past, tomorrow's is open and offers only the dal; `chosen` offers only the rajma. */
function serve() {
  const answer = (data: unknown) => new Response(JSON.stringify({ status: 'success', data }), { status: 200 });
  const menus: Record<string, string[]> = { 'lunch-27': ['dal'], chosen: ['rajma'] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const path = pathname.replace('/api/v1', '');
      if (path === '/slots') {
        const date = searchParams.get('date') ?? '2026-11-26';
        const state = date === '2026-11-26' ? 'past' : 'open';
        return answer({ date, slots: [aSlot(`lunch-${date.slice(-2)}`, date, state)] });
      }
      const id = /^\/slots\/([\w-]+)\/menu$/.exec(path)?.[1];
      if (id) return answer({ menu: { slot_id: id, all: false, meal_ids: menus[id] ?? [], dish_ids: [] } });
      return new Response(JSON.stringify({ status: 'error', data: 'not in this test' }), { status: 500 });
    }),
  );
}

describe("the customer's menu of the day (issue 14)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useCart.setState({ slotId: null });
  });

  it("shows what the next open slot offers: tomorrow's lunch once today's is past", async () => {
    serve();
    renderApp(<FullMenuPage />, { meals });
    expect(await screen.findByText('Dal Thali')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Rajma Thali')).toBeNull());
    expect(screen.getByText('Dal Thali')).toBeTruthy();
  });

  it('shows what the slot the cart is for offers', async () => {
    serve();
    useCart.setState({ slotId: 'chosen' });
    renderApp(<FullMenuPage />, { meals });
    expect(await screen.findByText('Rajma Thali')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Dal Thali')).toBeNull());
    expect(screen.getByText('Rajma Thali')).toBeTruthy();
  });
});
