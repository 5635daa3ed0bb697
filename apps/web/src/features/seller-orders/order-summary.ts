import type { Order } from '@rasoi/domain/api';
import { DEFAULT_ORDER_AMOUNT, DEFAULT_PAYMENT_METHOD } from '@rasoi/domain/constants';
import type { SellerOrderCounts } from '@rasoi/domain/seller';

/**
 * The seller's order counts (spec 2 'Seller orders'): Preparing, Out For Delivery, and Delivered =
 * total minus the other two. Counted by the server over every order (issue 11: the app holds only
 * the pages it shows), sent with the first page of each list.
 */
export type OrderCounts = SellerOrderCounts;

/** The amount a card shows: the order's, or 120 when it carries none (spec 2). */
export function orderAmount(order: Partial<Pick<Order, 'amount'>>): number {
  return typeof order.amount === 'number' ? order.amount : DEFAULT_ORDER_AMOUNT;
}

/** The payment method a card shows: the order's, or COD (spec 2, 3). */
export function orderPaymentMethod(order: Partial<Pick<Order, 'payment_method'>>): Order['payment_method'] {
  return order.payment_method || DEFAULT_PAYMENT_METHOD;
}

/** An order's place in the newest-first lists: its creation time, then its id (as the server sorts them). */
export function listPosition(order: Pick<Order, '_id' | 'createdAt'>): string {
  return `${order.createdAt}|${order._id}`;
}

/**
 * Ids in `next` that `seen` does not hold and that sort above `oldest` (the listPosition of the oldest
 * order seen before; null: any): the orders that arrived since the last look, not the older ones a
 * further page of the list brought in (issue 11). Above the oldest rather than the newest, so an order
 * whose commit overtook an older one's still counts.
 */
export function newOrderIds(
  seen: ReadonlySet<string>,
  oldest: string | null,
  next: readonly Pick<Order, '_id' | 'createdAt'>[],
): string[] {
  return next
    .filter((order) => !seen.has(order._id) && (oldest === null || listPosition(order) > oldest))
    .map((order) => order._id);
}
