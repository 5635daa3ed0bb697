import type { Order } from '@rasoi/domain/api';
import { getLocale, type Locale } from '@rasoi/domain/locale';
import { localized } from '@rasoi/domain/localized';

/** Number of items in an order: the quantities of its meal and dish lines added up. */
export function itemCount(order: Pick<Order, 'meals' | 'dishes'>): number {
  return [...order.meals, ...order.dishes].reduce((sum, line) => sum + line.quantity, 0);
}

/** One line of an order as the customer's pages show it: its name in the page's language, and how many. */
export type OrderLineView = {
  key: string;
  name: string;
  /** 'en' when the name is the English fallback on a Hindi page (for a `lang` attribute), else undefined. */
  nameLang: Locale | undefined;
  quantity: number;
};

/**
 * The order's lines, thalis first, each named in `locale` (the current one unless given): the Hindi name
 * it was sold under when the page is in Hindi and it had one, else the English (issue 16, D62).
 */
export function orderLines(order: Pick<Order, 'meals' | 'dishes'>, locale: Locale = getLocale()): OrderLineView[] {
  const view = (key: string, item: { name: string; name_hi: string | null }, quantity: number) => {
    const { name, nameLang } = localized(item, locale);
    return { key, name, nameLang, quantity };
  };
  return [
    ...order.meals.map((line, i) => view(`m${i}-${line.meal._id}`, line.meal, line.quantity)),
    ...order.dishes.map((line, i) => view(`d${i}-${line.dish._id}`, line.dish, line.quantity)),
  ];
}
