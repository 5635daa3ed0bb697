import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Order, OrdersData } from '@rasoi/domain/api';
import { accountKeys, kitchenDayKeys, ordersKeys, sellerKeys, slotsKeys } from '../../api/query-keys.ts';
import { putOrderInSellerLists } from '../../api/seller-order-cache.ts';
import type { OrderEvent } from './order-event-stream.ts';

/** My Orders as the query cache holds it: the pages loaded so far (issue 17). */
type UserOrderPages = InfiniteData<OrdersData, unknown>;

/**
 * Whose screens the stream feeds: a customer's (My Orders, the home strip, the tracking page) or the
 * seller's (the orders list and the dashboard).
 */
export type LiveScope = 'customer' | 'seller';

/** The pages with `order` in place of its entry; undefined when no loaded page holds it. */
function replaced(pages: UserOrderPages, order: Order): UserOrderPages | undefined {
  if (!pages.pages.some((page) => page.orders.some((item) => item._id === order._id))) return undefined;
  const replace = (item: Order) => (item._id === order._id ? order : item);
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, orders: page.orders.map(replace) })) };
}

/**
 * Applies one live order event to the query caches (issue 5), so the screens follow without a reload:
 * - customer: the order's tracking query and its My Orders entry, on whichever loaded page (issue 17;
 *   it also feeds the home strip), take the event's order; an order My Orders does not hold yet makes the
 *   list refetch its loaded pages, so the server alone decides what the caller's list contains;
 * - seller: the order list of its status takes the order in place, or first when new (the lists are
 *   newest first; the new-order watch sees the new id and raises its alert), the other statuses' lists
 *   let it go (issue 11: one list per status, paged); then the Preparing list refetches, for the counts
 *   its first page carries (one page, usually: not every page of every list scrolled so far), and so do
 *   the dashboard's figures, the days' meal slots (plates taken, issue 14) and the payments to match (the
 *   orders awaiting UPI, issue 27).
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
    // An order paid by a bank credit, collected or cancelled no longer awaits a UPI payment (issue 27, D98).
    void client.invalidateQueries({ queryKey: sellerKeys.paymentsToMatch() });
    return;
  }
  const detailKey = ordersKeys.detail(order._id);
  client.setQueryData<Order>(detailKey, (current) => (current ? order : undefined));
  const mineKey = ordersKeys.mine();
  const mine = client.getQueryData<UserOrderPages>(mineKey);
  const next = mine ? replaced(mine, order) : undefined;
  if (next) client.setQueryData<UserOrderPages>(mineKey, next);
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
    void client.invalidateQueries({ queryKey: sellerKeys.paymentsToMatch() });
    return;
  }
  void client.invalidateQueries({ queryKey: ordersKeys.all });
  // A top-up paid while the stream was closed (issue 27, D99): its notice is not replayed.
  void client.invalidateQueries({ queryKey: accountKeys.all });
}
