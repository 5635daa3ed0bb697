import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useCart } from '../lib/cart-store.ts';
import { renderApp } from '../test/render.tsx';
import { BottomNav } from './bottom-nav.tsx';

describe('bottom navigation', () => {
  beforeEach(() => useCart.getState().clearCart());

  it('shows the five items with Menu in the centre', () => {
    renderApp(<BottomNav />);
    const names = screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'));
    expect(names).toEqual(['Home', 'Coupon', 'Menu', 'Order', 'Cart']);
  });

  it('has no cart badge while the cart is empty', () => {
    renderApp(<BottomNav />);
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it('counts cart lines, not quantities, in the cart badge', () => {
    renderApp(<BottomNav />);
    act(() => {
      const { addItem } = useCart.getState();
      addItem({ id: 'meal-1', title: 'Rajma Chawal Thali', price: 139, type: 'meal' });
      addItem({ id: 'meal-1', title: 'Rajma Chawal Thali', price: 139, type: 'meal' });
      addItem({ id: 'dish-1', title: 'Boondi Raita', price: 35, type: 'addon' });
    });
    expect(screen.getByTestId('cart-badge').textContent).toBe('2');
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
  });

  it('marks the current page as active', () => {
    renderApp(<BottomNav />, { path: '/cart' });
    expect(screen.getByRole('link', { name: 'Cart', current: 'page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home', current: false })).toBeTruthy();
  });
});
