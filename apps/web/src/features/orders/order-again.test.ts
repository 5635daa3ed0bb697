import { describe, expect, it } from 'vitest';
import { addCartItem } from '@rasoi/domain/cart';
import { aDish, aMeal } from '../../test/render.tsx';
import { anOrder } from '../../test/order-data.ts';
import { leftOutMessage, orderAgainCart } from './order-again.ts';

const rajma = aMeal({ _id: 'meal-1', name: 'Rajma Chawal Thali', selling_price: 149 });
const paneer = aMeal({ _id: 'meal-2', name: 'Paneer Thali', selling_price: 199 });
const raita = aDish({ _id: 'dish-1', name: 'Boondi Raita', selling_price: 40, sub_category: 'addon' });
const lassi = aDish({ _id: 'dish-2', name: 'Sweet Lassi', selling_price: 60, sub_category: 'regular' });

const pastOrder = anOrder({
  meals: [
    { meal: { _id: 'meal-1', name: 'Rajma Chawal Thali', name_hi: null, selling_price: 139 }, quantity: 2 },
    { meal: { _id: 'meal-2', name: 'Paneer Thali', name_hi: null, selling_price: 189 }, quantity: 1 },
  ],
  dishes: [
    {
      dish: { _id: 'dish-1', name: 'Boondi Raita', name_hi: null, selling_price: 35, sub_category: 'addon' },
      quantity: 1,
    },
    {
      dish: { _id: 'dish-2', name: 'Sweet Lassi', name_hi: null, selling_price: 50, sub_category: 'regular' },
      quantity: 3,
    },
  ],
});

describe("'Order again' (issue 15, D57)", () => {
  it("puts every line on today's menu in the cart at today's price, keeping quantities and add-ons", () => {
    const { products, leftOut } = orderAgainCart(pastOrder, { meals: [rajma, paneer], dishes: [raita, lassi] });
    expect(leftOut).toEqual([]);
    expect(products.map(({ id, price, type, quantity }) => ({ id, price, type, quantity }))).toEqual([
      { id: 'meal-1', price: 149, type: 'meal', quantity: 2 },
      { id: 'meal-2', price: 199, type: 'meal', quantity: 1 },
      { id: 'dish-1', price: 40, type: 'addon', quantity: 1 },
      { id: 'dish-2', price: 60, type: 'dish', quantity: 3 },
    ]);
    const cart = products.reduce(addCartItem, []);
    expect(cart.map((line) => line.totalPrice)).toEqual([298, 199, 40, 180]);
  });

  it("leaves out what is not on today's menu, hidden or sold out, by the name it was sold under", () => {
    const { products, leftOut } = orderAgainCart(pastOrder, {
      meals: [rajma, aMeal({ ...paneer, is_active: false })],
      dishes: [aDish({ ...lassi, is_show: false })],
    });
    expect(products.map((product) => product.id)).toEqual(['meal-1']);
    expect(leftOut).toEqual(['Paneer Thali', 'Boondi Raita', 'Sweet Lassi']);
  });

  it("carries today's Hindi names, so the cart names the lines in the customer's language (issue 16, D62)", () => {
    const menu = { meals: [aMeal({ ...rajma, name_hi: 'राजमा चावल थाली' })], dishes: [raita, lassi] };
    const { products } = orderAgainCart(pastOrder, menu);
    expect(products.map(({ id, titleHi }) => ({ id, titleHi }))).toEqual([
      { id: 'meal-1', titleHi: 'राजमा चावल थाली' },
      { id: 'dish-1', titleHi: undefined },
      { id: 'dish-2', titleHi: undefined },
    ]);
  });

  it('caps a line at 20, as the cart does', () => {
    const big = anOrder({
      meals: [{ meal: { _id: 'meal-1', name: 'Rajma', name_hi: null, selling_price: 139 }, quantity: 25 }],
    });
    expect(orderAgainCart(big, { meals: [rajma], dishes: [] }).products[0]!.quantity).toBe(20);
  });

  it('says what was left out, or nothing', () => {
    expect(leftOutMessage([])).toBeNull();
    expect(leftOutMessage(['Paneer Thali'])).toBe('Left out: Paneer Thali (not on today’s menu)');
    expect(leftOutMessage(['Paneer Thali', 'Sweet Lassi'])).toBe(
      'Left out: Paneer Thali (not on today’s menu), Sweet Lassi (not on today’s menu)',
    );
  });
});
