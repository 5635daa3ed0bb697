import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import { orderQueryOptions } from '../../api/get-order.ts';
import { userOrdersQueryOptions } from '../../api/get-user-orders.ts';
import { sellerKeys, slotsKeys } from '../../api/query-keys.ts';
import { loadedOrders, type SellerOrderPages } from '../../api/seller-order-cache.ts';
import { applyOrderEvent, refetchLiveQueries } from './order-event-cache.ts';
import type { OrderEvent } from './order-event-stream.ts';

/** A seller stats query's key as the seller area builds it: the shared root key and the time frame. */
const statsKey = (timeFrame: 1 | 2 | 3 | 4) => sellerKeys.statsFor(timeFrame);

function anOrder(id: string, status: Order['status'] = 'Preparing'): Order {
  return { _id: id, status, amount: 152, price: 150, meals: [], dishes: [] } as unknown as Order;
}

const created = (order: Order, id = '1'): OrderEvent => ({ type: 'order.created', id, order });
const updated = (order: Order, id = '2'): OrderEvent => ({ type: 'order.updated', id, order });

function client() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

const mineKey = userOrdersQueryOptions().queryKey;
const preparingKey = sellerKeys.orderList('Preparing');
const outKey = sellerKeys.orderList('Out For Delivery');
/** A seller list as the infinite query holds it: the given pages of orders (issue 11). */
const pages = (...orderPages: Order[][]): SellerOrderPages => ({
  pages: orderPages.map((orders) => ({ orders, nextCursor: null, counts: null })),
  pageParams: orderPages.map((_, index) => (index === 0 ? null : `cursor-${index}`)),
});
/** My Orders as the infinite query holds it: the given pages of the customer's orders (issue 17). */
const myPages = (...orderPages: Order[][]) => ({
  pages: orderPages.map((orders, index) => ({
    orders,
    nextCursor: index < orderPages.length - 1 ? `c${index}` : null,
  })),
  pageParams: orderPages.map((_, index) => (index === 0 ? null : `c${index - 1}`)),
});
/** Every order id (or `id:status`) on My Orders' loaded pages, in order. */
const mine = (queryClient: QueryClient, show: (order: Order) => string = (order) => order._id) =>
  queryClient.getQueryData<ReturnType<typeof myPages>>(mineKey)?.pages.flatMap((page) => page.orders.map(show));
const listed = (queryClient: QueryClient, key: readonly unknown[]) =>
  loadedOrders(queryClient.getQueryData<SellerOrderPages>(key)).map((order) => `${order._id}:${order.status}`);
const detailKey = (id: string) => orderQueryOptions(id).queryKey;
const isStale = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated ?? false;

describe('live order events into the caches: the seller (issue 5, 11)', () => {
  it("puts a new order first in the Preparing list's first page, then refreshes the lists and every dashboard frame", () => {
    const queryClient = client();
    queryClient.setQueryData(preparingKey, pages([anOrder('d'), anOrder('c')], [anOrder('b'), anOrder('a')]));
    queryClient.setQueryData(statsKey(1), { orders: 2 });
    queryClient.setQueryData(statsKey(4), { orders: 9 });

    applyOrderEvent(queryClient, 'seller', created(anOrder('e')));

    const data = queryClient.getQueryData<SellerOrderPages>(preparingKey);
    expect(data?.pages.map((page) => page.orders.map((order) => order._id))).toEqual([
      ['e', 'd', 'c'],
      ['b', 'a'],
    ]);
    expect(isStale(queryClient, preparingKey)).toBe(true);
    expect(isStale(queryClient, statsKey(1))).toBe(true);
    expect(isStale(queryClient, statsKey(4))).toBe(true);
  });

  it('refreshes the days of meal slots a new order takes plates from, not the weekly plan (issue 14)', () => {
    const queryClient = client();
    queryClient.setQueryData(slotsKeys.day('today'), { date: '2025-12-02', slots: [] });
    queryClient.setQueryData(slotsKeys.day('2025-12-03'), { date: '2025-12-03', slots: [] });
    queryClient.setQueryData(slotsKeys.plan(), []);

    applyOrderEvent(queryClient, 'seller', created(anOrder('e')));

    expect(isStale(queryClient, slotsKeys.day('today'))).toBe(true);
    expect(isStale(queryClient, slotsKeys.day('2025-12-03'))).toBe(true);
    expect(isStale(queryClient, slotsKeys.plan())).toBe(false);
  });

  it("moves an order from its old status's list to its new one's, on any loaded page, and never lists it twice", () => {
    const queryClient = client();
    queryClient.setQueryData(preparingKey, pages([anOrder('c')], [anOrder('b'), anOrder('a')]));
    queryClient.setQueryData(outKey, pages([anOrder('x', 'Out For Delivery')]));

    applyOrderEvent(queryClient, 'seller', updated(anOrder('a', 'Out For Delivery')));
    applyOrderEvent(queryClient, 'seller', created(anOrder('c')));

    expect(listed(queryClient, preparingKey)).toEqual(['c:Preparing', 'b:Preparing']);
    expect(listed(queryClient, outKey)).toEqual(['a:Out For Delivery', 'x:Out For Delivery']);
    // Only the Preparing list, whose first page carries the counts, goes back to the server.
    expect(isStale(queryClient, preparingKey)).toBe(true);
    expect(isStale(queryClient, outKey)).toBe(false);
  });

  it('leaves an unloaded seller list alone and does not touch the customer caches', () => {
    const queryClient = client();
    queryClient.setQueryData(mineKey, myPages([anOrder('a')]));
    applyOrderEvent(queryClient, 'seller', created(anOrder('z')));
    expect(queryClient.getQueryData(preparingKey)).toBeUndefined();
    expect(mine(queryClient)).toEqual(['a']);
    expect(queryClient.getQueryData(detailKey('z'))).toBeUndefined();
  });
});

describe('live order events into the caches: the customer (issue 5)', () => {
  it("moves the tracking page's order and its My Orders entry on any loaded page (which feeds the home strip)", () => {
    const queryClient = client();
    queryClient.setQueryData(mineKey, myPages([anOrder('c'), anOrder('b')], [anOrder('a')]));
    queryClient.setQueryData(detailKey('a'), anOrder('a'));

    applyOrderEvent(queryClient, 'customer', updated(anOrder('a', 'Out For Delivery')));
    applyOrderEvent(queryClient, 'customer', updated(anOrder('b', 'Delivered')));

    expect(queryClient.getQueryData<Order>(detailKey('a'))?.status).toBe('Out For Delivery');
    expect(mine(queryClient, (order) => `${order._id}:${order.status}`)).toEqual([
      'c:Preparing',
      'b:Delivered',
      'a:Out For Delivery',
    ]);
    expect(isStale(queryClient, mineKey)).toBe(false);
  });

  it('refetches My Orders for an order it does not hold, rather than trusting the event alone', () => {
    const queryClient = client();
    queryClient.setQueryData(mineKey, myPages([anOrder('a')]));
    applyOrderEvent(queryClient, 'customer', created(anOrder('n')));
    expect(isStale(queryClient, mineKey)).toBe(true);
    expect(mine(queryClient)).toEqual(['a']);
  });

  it('does not create a tracking query nobody opened, nor touch the seller list', () => {
    const queryClient = client();
    queryClient.setQueryData(preparingKey, pages([anOrder('a')]));
    applyOrderEvent(queryClient, 'customer', updated(anOrder('q', 'Delivered')));
    expect(queryClient.getQueryData(detailKey('q'))).toBeUndefined();
    expect(listed(queryClient, preparingKey)).toEqual(['a:Preparing']);
  });
});

describe('refetch when the stream (re)connects (issue 5)', () => {
  it("marks the customer's orders and order pages stale", () => {
    const queryClient = client();
    queryClient.setQueryData(mineKey, myPages([]));
    queryClient.setQueryData(detailKey('a'), anOrder('a'));
    queryClient.setQueryData(preparingKey, pages([]));
    refetchLiveQueries(queryClient, 'customer');
    expect(isStale(queryClient, mineKey)).toBe(true);
    expect(isStale(queryClient, detailKey('a'))).toBe(true);
    expect(isStale(queryClient, preparingKey)).toBe(false);
  });

  it("marks the seller's lists and figures stale", () => {
    const queryClient = client();
    queryClient.setQueryData(mineKey, myPages([]));
    queryClient.setQueryData(preparingKey, pages([]));
    queryClient.setQueryData(outKey, pages([]));
    queryClient.setQueryData(statsKey(2), { orders: 1 });
    refetchLiveQueries(queryClient, 'seller');
    expect(isStale(queryClient, preparingKey)).toBe(true);
    expect(isStale(queryClient, outKey)).toBe(true);
    expect(isStale(queryClient, statsKey(2))).toBe(true);
    expect(isStale(queryClient, mineKey)).toBe(false);
  });
});
