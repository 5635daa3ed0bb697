import { describe, expect, it } from 'vitest';
import { addCartItem, reduceCartItem, removeCartItem } from './cart.ts';

const thali = { id: 'm1', title: 'Rajma Chawal Thali', price: 149, type: 'meal' as const };

describe('cart rules (spec 4)', () => {
  it('appends a new line, then grows it when the same id is added again', () => {
    const once = addCartItem([], thali);
    expect(once).toEqual([{ ...thali, quantity: 1, totalPrice: 149 }]);
    const twice = addCartItem(once, thali);
    expect(twice).toHaveLength(1);
    expect(twice[0]).toMatchObject({ quantity: 2, totalPrice: 298 });
  });

  it('rounds prices to whole rupees on add', () => {
    expect(addCartItem([], { ...thali, price: 99.5 })[0]?.price).toBe(100);
  });

  it('adds add-ons with quantity 1 whatever is asked', () => {
    const items = addCartItem([], { id: 'd1', title: 'Raita', price: 30, type: 'addon', quantity: 5 });
    expect(items[0]?.quantity).toBe(1);
  });

  it('stops a line at 20', () => {
    let items = addCartItem([], { ...thali, quantity: 19 });
    items = addCartItem(items, thali);
    items = addCartItem(items, thali);
    expect(items[0]?.quantity).toBe(20);
  });

  it('removes the line when reduced at quantity 1', () => {
    const items = addCartItem([], thali);
    const result = reduceCartItem(items, 'm1');
    expect(result).toEqual({ items: [], removed: true });
  });

  it('lowers the quantity and the line total', () => {
    const items = addCartItem([], { ...thali, quantity: 3 });
    expect(reduceCartItem(items, 'm1').items[0]).toMatchObject({ quantity: 2, totalPrice: 298 });
  });

  it('removes a whole line', () => {
    const items = addCartItem(addCartItem([], thali), { id: 'd1', title: 'Lassi', price: 40, type: 'dish' });
    expect(removeCartItem(items, 'm1').map((item) => item.id)).toEqual(['d1']);
  });
});
