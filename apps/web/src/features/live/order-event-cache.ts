import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import { kitchenDayKeys, ordersKeys, sellerKeys, slotsKeys } from '../../api/query-keys.ts';
import { putOrderInSellerLists } from '../../api/seller-order-cache.ts';
import type { OrderEvent } from './order-event-stream.ts';

/**
 * Whose screens the stream feeds: a customer's (My Orders, the home strip, the tracking page) or the
 * seller's (the orders list and the dashboard).
 */
export type LiveScope = 'customer' | 'seller';

/** Puts `order` in place of the list's entry with the same id; undefined when the list lacks it. */
function replaced(list: readonly Order[], order: Order): Order[] | undefined {
  const index = list.findIndex((item) => item._id === order._id);
  if (index === -1) return undefined;
  const next = list.slice();
  next[index] = order;
  return next;
}

/**
 * Applies one live order event to the query caches (issue 5), so the screens follow without a reload:
 * - customer: the order's tracking query and its My Orders entry (which also feeds the home strip) take
 *   the event's order; an order My Orders does not hold yet makes the list refetch, so the server alone
 *   decides what the caller's list contains;
 * - seller: the order list of its status takes the order in place, or first when new (the lists are
 *   newest first; the new-order watch sees the new id and raises its alert), the other statuses' lists
 *   let it go (issue 11: one list per status, paged); then the Preparing list refetches, for the counts
 *   its first page carries (one page, usually: not every page of every list scrolled so far), and so do
 *   the dashboard's figures and the days' meal slots (plates taken, issue 14).
 * Caches that hold nothing yet are left alone; they load fresh when a screen asks for them.
 */
export function applyOrderEvent(client: QueryClient, scope: LiveScope, event: OrderEvent): void {
  const { order } = event;
  if (scope === 'seller') {
    putOrderInSellerLists(client, order);
    void client.invalidateQueries({ queryKey: sellerKeys.orderList('Preparing') });
    void client.invalidateQueries({ queryKey: sellerKeys.stats() });
    // A new order takes plates of its meal slot (issue 14).
    void client.invalidateQueries({ queryKey: slotsKeys.days() });
    // The prep sheet and delivery run on screen count the new or moved order (issue 14).
    void client.invalidateQueries({ queryKey: kitchenDayKeys.all });
    return;
  }
  const detailKey = ordersKeys.detail(order._id);
  client.setQueryData<Order>(detailKey, (current) => (current ? order : undefined));
  const mineKey = ordersKeys.mine();
  const mine = client.getQueryData<Order[]>(mineKey);
  const next = mine ? replaced(mine, order) : undefined;
  if (next) client.setQueryData<Order[]>(mineKey, next);
  else if (mine) void client.invalidateQueries({ queryKey: mineKey, exact: true });
}

/**
 * Refetches what the scope's screens show, when the stream (re)connects: events sent while the device
 * was away are then on screen even if the server could no longer replay them.
 */
export function refetchLiveQueries(client: QueryClient, scope: LiveScope): void {
  if (scope === 'seller') {
    void client.invalidateQueries({ queryKey: sellerKeys.orders() });
    void client.invalidateQueries({ queryKey: sellerKeys.stats() });
    void client.invalidateQueries({ queryKey: slotsKeys.days() });
    void client.invalidateQueries({ queryKey: kitchenDayKeys.all });
    return;
  }
  void client.invalidateQueries({ queryKey: ordersKeys.all });
}
