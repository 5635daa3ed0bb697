import type { Order } from '@rasoi/domain/api';
import type { OrderStatus } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';

/** Status names as people read them; the API keeps its spelling 'Recieved' (docs/decisions.md P5). */
const STATUS_LABELS: Record<OrderStatus, string> = {
  Recieved: m.received(),
  Preparing: m.preparing(),
  'Out For Delivery': m.outForDeliveryStatus(),
  Delivered: m.delivered(),
  Cancelled: m.cancelled(),
};

export function statusLabel(status: OrderStatus): string {
  return STATUS_LABELS[status];
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

/** The order's lines as 'name' and quantity, thalis first. */
export function orderLines(order: Pick<Order, 'meals' | 'dishes'>): { key: string; name: string; quantity: number }[] {
  return [
    ...order.meals.map((line, i) => ({ key: `m${i}-${line.meal._id}`, name: line.meal.name, quantity: line.quantity })),
    ...order.dishes.map((line, i) => ({
      key: `d${i}-${line.dish._id}`,
      name: line.dish.name,
      quantity: line.quantity,
    })),
  ];
}
