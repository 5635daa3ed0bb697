import type { Order } from '@rasoi/domain/api';
import type { OrderStatus } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { getLocale, type Locale } from '@rasoi/domain/locale';
import { localized } from '@rasoi/domain/localized';

/** Status names as people read them; the API keeps its spelling 'Recieved' (docs/decisions.md P5). */
const statusLabels = (): Record<OrderStatus, string> => ({
  Recieved: m.received(),
  Preparing: m.preparing(),
  'Out For Delivery': m.outForDeliveryStatus(),
  Delivered: m.delivered(),
  Cancelled: m.cancelled(),
});

export function statusLabel(status: OrderStatus): string {
  return statusLabels()[status];
}

/** Chip colours per status: warm while cooking, accent on the road, green once delivered, grey once cancelled. */
export const STATUS_CHIP_CLASSES: Record<OrderStatus, string> = {
  Recieved: 'bg-stone-100 text-stone-700',
  Preparing: 'bg-amber-100 text-amber-800',
  'Out For Delivery': 'bg-primary-soft text-primary-dark',
  Delivered: 'bg-green-100 text-veg',
  Cancelled: 'bg-stone-200 text-stone-700',
};

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
