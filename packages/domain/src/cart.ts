import type { Dish, Meal } from './api.ts';
import { ADDON_QUANTITY, MAX_LINE_QUANTITY } from './constants.ts';
import { wholeRupees } from './bill.ts';
import type { Locale } from './locale.ts';
import { localized } from './localized.ts';

/** What a cart line is: a thali (meal), a regular dish, or an add-on dish (spec 3). */
export type CartItemType = 'meal' | 'dish' | 'addon';

/** One cart line as persisted in browser storage (spec 3). Prices in whole rupees. */
export type CartItem = {
  /** The meal's or dish's id. */
  id: string;
  /** The item's name as it was added; `titleHi` its Hindi name when it has one (issue 16, D62). */
  title: string;
  titleHi?: string;
  price: number;
  quantity: number;
  totalPrice: number;
  type: CartItemType;
  img?: string;
};

/** A product offered to the cart: quantity defaults to 1 (add-ons always 1, spec 4). */
export type CartProduct = Omit<CartItem, 'quantity' | 'totalPrice'> & { quantity?: number };

/**
 * A thali or dish as a cart line is made of (spec 3): its id, English name and Hindi name when it has one
 * (issue 16, D62: the cart names it in the customer's language), price and first picture; the type and
 * quantity are the caller's.
 */
export function cartProductOf(item: Meal | Dish): Omit<CartProduct, 'type'> {
  return {
    id: item._id,
    title: item.name,
    ...(item.name_hi ? { titleHi: item.name_hi } : {}),
    price: item.selling_price,
    img: item.img_url[0],
  };
}

/**
 * Adds a product: a line with the same id grows by the quantity (capped at 20), otherwise a new line
 * is appended. Price is rounded to whole rupees (spec 4, 9). Returns a new list.
 */
export function addCartItem(items: readonly CartItem[], product: CartProduct): CartItem[] {
  const quantity = product.type === 'addon' ? ADDON_QUANTITY : (product.quantity ?? 1);
  const price = wholeRupees(product.price);
  const existing = items.find((item) => item.id === product.id);
  if (!existing) {
    return [...items, { ...product, price, quantity, totalPrice: price * quantity }];
  }
  return items.map((item) => {
    if (item.id !== product.id) return item;
    const next = Math.min(MAX_LINE_QUANTITY, item.quantity + quantity);
    return { ...item, quantity: next, totalPrice: item.price * next };
  });
}

/** Lowers a line by one; at zero the line is removed (spec 4). Returns the new list and whether it went. */
export function reduceCartItem(items: readonly CartItem[], id: string): { items: CartItem[]; removed: boolean } {
  const line = items.find((item) => item.id === id);
  if (!line) return { items: [...items], removed: false };
  if (line.quantity <= 1) return { items: items.filter((item) => item.id !== id), removed: true };
  return {
    items: items.map((item) =>
      item.id === id ? { ...item, quantity: item.quantity - 1, totalPrice: item.price * (item.quantity - 1) } : item,
    ),
    removed: false,
  };
}

/** Removes the whole line (spec 4). */
export function removeCartItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/** True when the line can take one more (quantities stop at 20, issue 2). */
export function canIncrease(item: CartItem): boolean {
  return item.quantity < MAX_LINE_QUANTITY;
}

/**
 * A cart line's name in `locale` (issue 16, D62): the Hindi name it was added with when the customer
 * reads Hindi and there is one, else the English, and `nameLang` as `localized` answers it ('en' for the
 * English fallback on a Hindi page). Lines kept from before Hindi names have only `title`.
 */
export function cartLineName(
  item: Pick<CartItem, 'title' | 'titleHi'>,
  locale: Locale,
): { name: string; nameLang: Locale | undefined } {
  const { name, nameLang } = localized({ name: item.title, name_hi: item.titleHi }, locale);
  return { name, nameLang };
}
