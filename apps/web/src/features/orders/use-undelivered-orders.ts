import type { Order } from '@rasoi/domain/api';
import { isUndelivered } from '@rasoi/domain/order-status';
import { useAuth } from '../../lib/session-store.ts';
import { useUserOrders } from '../../api/get-user-orders.ts';

/**
 * The logged-in customer's orders not yet delivered, newest first (the order list's order), for the home
 * strip and its sheet (issue 15); empty when logged out or while the list loads.
 */
export function useUndeliveredOrders(): Order[] {
  const token = useAuth((state) => state.token);
  // The pages loaded so far (issue 17): the first holds the newest orders, where undelivered ones are.
  const { orders } = useUserOrders(Boolean(token));
  return token ? (orders ?? []).filter((order) => isUndelivered(order.status)) : [];
}
