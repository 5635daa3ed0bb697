import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { cartProductOf } from '@rasoi/domain/cart';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import { useCart } from '../../lib/cart-store.ts';
import { aDish, aMeal, renderApp } from '../../test/render.tsx';
import { CartLines } from './cart-lines.tsx';

const thali = aMeal({ _id: 'meal-5', name: 'Dal Makhani Thali', name_hi: 'दाल मखनी थाली', selling_price: 149 });
const lassi = aDish({ _id: 'dish-5', name: 'Sweet Lassi', selling_price: 50, sub_category: 'regular' });

describe("the cart's lines in the customer's language (issue 16, D62)", () => {
  beforeEach(() => {
    useCart.getState().clearCart();
    useCart.getState().addItem({ ...cartProductOf(thali), type: 'meal' });
    useCart.getState().addItem({ ...cartProductOf(lassi), type: 'dish' });
  });
  afterEach(() => {
    void setLocale('en', { reload: false });
    localStorage.clear();
  });

  it('names a line by its Hindi name in Hindi, and by the English one, marked English, without one', () => {
    void setLocale('hi', { reload: false });
    renderApp(<CartLines />);
    const lines = within(screen.getByRole('list')).getAllByRole('listitem');
    const hindi = within(lines[0]!).getByText('दाल मखनी थाली');
    // The page is in Hindi: its own lang covers the Hindi name.
    expect(hindi.hasAttribute('lang')).toBe(false);
    expect(within(lines[1]!).getByText('Sweet Lassi').getAttribute('lang')).toBe('en');
    // Plus keeps the line's Hindi name.
    fireEvent.click(within(lines[0]!).getByRole('button', { name: m.addOneMoreOf({ name: 'दाल मखनी थाली' }) }));
    expect(useCart.getState().items[0]).toMatchObject({ quantity: 2, titleHi: 'दाल मखनी थाली' });
  });

  it('names every line in English in English', () => {
    renderApp(<CartLines />);
    expect(screen.getByText('Dal Makhani Thali')).toBeTruthy();
    expect(screen.queryByText('दाल मखनी थाली')).toBeNull();
  });
});
