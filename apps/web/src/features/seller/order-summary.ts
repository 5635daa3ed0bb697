import type { Order } from '@rasoi/domain/api';
import { DEFAULT_ORDER_AMOUNT, DEFAULT_PAYMENT_METHOD } from '@rasoi/domain/constants';

/** The seller's order counts (spec 2 'Seller orders'). */
export type OrderCounts = { preparing: number; outForDelivery: number; delivered: number };

/**
 * Counts for the summary: Preparing, Out For Delivery, and Delivered = total minus the other two
 * (spec 2, 4: everything not active counts as delivered).
 */
export function countOrders(orders: readonly Pick<Order, 'status'>[]): OrderCounts {
  const preparing = orders.filter((order) => order.status === 'Preparing').length;
  const outForDelivery = orders.filter((order) => order.status === 'Out For Delivery').length;
  return { preparing, outForDelivery, delivered: orders.length - preparing - outForDelivery };
}

/** The amount a card shows: the order's, or 120 when it carries none (spec 2). */
export function orderAmount(order: Partial<Pick<Order, 'amount'>>): number {
  return typeof order.amount === 'number' ? order.amount : DEFAULT_ORDER_AMOUNT;
}

/** The payment method a card shows: the order's, or COD (spec 2, 3). */
export function orderPaymentMethod(order: Partial<Pick<Order, 'payment_method'>>): string {
  return order.payment_method || DEFAULT_PAYMENT_METHOD;
}

/** Ids in `next` that `seen` does not hold: the orders that arrived since the last look. */
export function newOrderIds(seen: ReadonlySet<string>, next: readonly Pick<Order, '_id'>[]): string[] {
  return next.filter((order) => !seen.has(order._id)).map((order) => order._id);
}
