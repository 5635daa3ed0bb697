import type { Dish, Meal, Order } from '@rasoi/domain/api';
import { cartProductOf, type CartProduct } from '@rasoi/domain/cart';
import { MAX_LINE_QUANTITY } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { getLocale, type Locale } from '@rasoi/domain/locale';
import { itemName } from '@rasoi/domain/localized';

/**
 * What 'Order again' puts in the cart, and the names of the lines it left out (as the order sold them, in
 * the page's language: issue 16, D62).
 */
export type OrderAgainFill = { products: CartProduct[]; leftOut: string[] };

/**
 * 'Order again' (issue 15, D57): an order's thali and dish lines as cart products at today's prices.
 * `menu` is today's menu as the home screen has it (shown items the day's slot offers); a line whose
 * item is not in it, or is sold out (not active), is left out by its sold name. A thali keeps its
 * quantity (at most MAX_LINE_QUANTITY); a dish that is an add-on today goes in as an add-on (one, as the
 * menu adds it), any other as a dish. Names (Hindi ones too, issue 16), prices and pictures are today's;
 * a line left out is named as the order sold it, in `locale` (the current one unless given). No cart is
 * touched.
 */
export function orderAgainCart(
  order: Pick<Order, 'meals' | 'dishes'>,
  menu: { meals: readonly Meal[]; dishes: readonly Dish[] },
  locale: Locale = getLocale(),
): OrderAgainFill {
  const meals = new Map(menu.meals.map((meal) => [meal._id, meal]));
  const dishes = new Map(menu.dishes.map((dish) => [dish._id, dish]));
  const products: CartProduct[] = [];
  const leftOut: string[] = [];
  for (const line of order.meals) {
    const meal = meals.get(line.meal._id);
    if (!meal?.is_show || !meal.is_active) {
      leftOut.push(itemName(line.meal, locale));
      continue;
    }
    products.push({
      ...cartProductOf(meal),
      type: 'meal',
      quantity: Math.min(line.quantity, MAX_LINE_QUANTITY),
    });
  }
  for (const line of order.dishes) {
    const dish = dishes.get(line.dish._id);
    if (!dish?.is_show || !dish.is_active) {
      leftOut.push(itemName(line.dish, locale));
      continue;
    }
    products.push({
      ...cartProductOf(dish),
      type: dish.sub_category === 'addon' ? 'addon' : 'dish',
      quantity: Math.min(line.quantity, MAX_LINE_QUANTITY),
    });
  }
  return { products, leftOut };
}

/** 'Left out: Paneer Thali (not on today’s menu), Lassi (not on today’s menu)', or null when nothing was. */
export function leftOutMessage(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  const items = names.map((name) => m.orderAgainNotOnMenu({ name })).join(', ');
  return m.orderAgainLeftOut({ items });
}
