import { describe, expect, it } from 'vitest';
import type { Dish } from './api.ts';
import { addCartItem, cartLineName, cartProductOf, reduceCartItem, removeCartItem } from './cart.ts';

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

describe('a line named in the customer’s language (issue 16, D62)', () => {
  const jeera = { _id: 'd1', name: 'Jeera Rice', name_hi: 'जीरा राइस', selling_price: 60, img_url: ['/j.svg'] };

  it('is made from a menu item with both its names', () => {
    expect(cartProductOf(jeera as Dish)).toEqual({
      id: 'd1',
      title: 'Jeera Rice',
      titleHi: 'जीरा राइस',
      price: 60,
      img: '/j.svg',
    });
    expect(cartProductOf({ ...jeera, name_hi: null } as Dish)).not.toHaveProperty('titleHi');
  });

  it('is named in Hindi when it was added with a Hindi name, else in English', () => {
    const [line] = addCartItem([], { ...cartProductOf(jeera as Dish), type: 'dish' });
    expect(cartLineName(line!, 'hi')).toEqual({ name: 'जीरा राइस', nameLang: undefined });
    expect(cartLineName(line!, 'en')).toEqual({ name: 'Jeera Rice', nameLang: undefined });
    // A line stored before Hindi names.
    expect(cartLineName({ title: 'Jeera Rice' }, 'hi')).toEqual({ name: 'Jeera Rice', nameLang: 'en' });
  });
});
