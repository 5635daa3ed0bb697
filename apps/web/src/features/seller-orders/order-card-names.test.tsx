import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setLocale } from '@rasoi/domain/locale';
import { anOrder } from '../../test/order-data.ts';
import { renderApp } from '../../test/render.tsx';
import { SellerOrderCard } from './seller-order-card.tsx';

/** A thali sold with its Hindi name and an add-on sold without one (issue 16, D62). */
const order = anOrder({
  meals: [
    { meal: { _id: 'm1', name: 'Rajma Chawal Thali', name_hi: 'राजमा चावल थाली', selling_price: 139 }, quantity: 2 },
  ],
  dishes: [
    { dish: { _id: 'd1', name: 'Boondi Raita', name_hi: null, selling_price: 35, sub_category: 'addon' }, quantity: 1 },
  ],
});

afterEach(() => {
  void setLocale('en', { reload: false });
});

describe("the seller's order card names the items in the chosen language (issue 16, D62)", () => {
  it('in Hindi: the Hindi name where the item was sold with one, else the English, marked English', () => {
    void setLocale('hi', { reload: false });
    renderApp(<SellerOrderCard order={order} defaultOpen />);
    expect(screen.getByText('राजमा चावल थाली').hasAttribute('lang')).toBe(false);
    expect(screen.getByText('Boondi Raita').getAttribute('lang')).toBe('en');
    expect(screen.queryByText('Rajma Chawal Thali')).toBeNull();
  });

  it('in English: the English names', () => {
    renderApp(<SellerOrderCard order={order} defaultOpen />);
    expect(screen.getByText('Rajma Chawal Thali').hasAttribute('lang')).toBe(false);
    expect(screen.getByText('Boondi Raita').hasAttribute('lang')).toBe(false);
    expect(screen.queryByText('राजमा चावल थाली')).toBeNull();
  });
});
