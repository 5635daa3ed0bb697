import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import { orderQueryOptions } from '../orders/api/get-order.ts';
import { userOrdersQueryOptions } from '../orders/api/get-user-orders.ts';
import { sellerOrdersKey } from '../../api/query-keys.ts';
import { statsKey } from '../seller/api/get-stats.ts';
import { applyOrderEvent, refetchLiveQueries } from './order-event-cache.ts';
import type { OrderEvent } from './order-event-stream.ts';

function anOrder(id: string, status: Order['status'] = 'Preparing'): Order {
  return { _id: id, status, amount: 152, price: 150, meals: [], dishes: [] } as unknown as Order;
}

const created = (order: Order, id = '1'): OrderEvent => ({ type: 'order.created', id, order });
const updated = (order: Order, id = '2'): OrderEvent => ({ type: 'order.updated', id, order });

function client() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

const mineKey = userOrdersQueryOptions().queryKey;
const detailKey = (id: string) => orderQueryOptions(id).queryKey;
const isStale = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated ?? false;

describe('live order events into the caches: the seller (issue 5)', () => {
  it('puts a new order first in the seller list and refreshes every dashboard frame', () => {
    const queryClient = client();
    queryClient.setQueryData(sellerOrdersKey, [anOrder('b'), anOrder('a')]);
    queryClient.setQueryData(statsKey(1), { orders: 2 });
    queryClient.setQueryData(statsKey(4), { orders: 9 });

    applyOrderEvent(queryClient, 'seller', created(anOrder('c')));

    expect(queryClient.getQueryData<Order[]>(sellerOrdersKey)?.map((order) => order._id)).toEqual(['c', 'b', 'a']);
    expect(isStale(queryClient, statsKey(1))).toBe(true);
    expect(isStale(queryClient, statsKey(4))).toBe(true);
  });

  it('moves an order in place, and never lists an order twice', () => {
    const queryClient = client();
    queryClient.setQueryData(sellerOrdersKey, [anOrder('b'), anOrder('a')]);

    applyOrderEvent(queryClient, 'seller', updated(anOrder('a', 'Out For Delivery')));
    applyOrderEvent(queryClient, 'seller', created(anOrder('b')));

    const list = queryClient.getQueryData<Order[]>(sellerOrdersKey);
    expect(list?.map((order) => `${order._id}:${order.status}`)).toEqual(['b:Preparing', 'a:Out For Delivery']);
  });

  it('leaves an unloaded seller list alone and does not touch the customer caches', () => {
    const queryClient = client();
    queryClient.setQueryData(mineKey, [anOrder('a')]);
    applyOrderEvent(queryClient, 'seller', created(anOrder('z')));
    expect(queryClient.getQueryData(sellerOrdersKey)).toBeUndefined();
    expect(queryClient.getQueryData<Order[]>(mineKey)?.map((order) => order._id)).toEqual(['a']);
    expect(queryClient.getQueryData(detailKey('z'))).toBeUndefined();
  });
});

describe('live order events into the caches: the customer (issue 5)', () => {
  it("moves the tracking page's order and its My Orders entry (which feeds the home strip)", () => {
    const queryClient = client();
    queryClient.setQueryData(mineKey, [anOrder('b'), anOrder('a')]);
    queryClient.setQueryData(detailKey('a'), anOrder('a'));

    applyOrderEvent(queryClient, 'customer', updated(anOrder('a', 'Out For Delivery')));

    expect(queryClient.getQueryData<Order>(detailKey('a'))?.status).toBe('Out For Delivery');
    expect(queryClient.getQueryData<Order[]>(mineKey)?.map((order) => order.status)).toEqual([
      'Preparing',
      'Out For Delivery',
    ]);
    expect(isStale(queryClient, mineKey)).toBe(false);
  });

  it('refetches My Orders for an order it does not hold, rather than trusting the event alone', () => {
    const queryClient = client();
    queryClient.setQueryData(mineKey, [anOrder('a')]);
    applyOrderEvent(queryClient, 'customer', created(anOrder('n')));
    expect(isStale(queryClient, mineKey)).toBe(true);
    expect(queryClient.getQueryData<Order[]>(mineKey)?.map((order) => order._id)).toEqual(['a']);
  });

  it('does not create a tracking query nobody opened, nor touch the seller list', () => {
    const queryClient = client();
    queryClient.setQueryData(sellerOrdersKey, [anOrder('a')]);
    applyOrderEvent(queryClient, 'customer', updated(anOrder('q', 'Delivered')));
    expect(queryClient.getQueryData(detailKey('q'))).toBeUndefined();
    expect(queryClient.getQueryData<Order[]>(sellerOrdersKey)).toHaveLength(1);
  });
});

describe('refetch when the stream (re)connects (issue 5)', () => {
  it("marks the customer's orders and order pages stale", () => {
    const queryClient = client();
    queryClient.setQueryData(mineKey, []);
    queryClient.setQueryData(detailKey('a'), anOrder('a'));
    queryClient.setQueryData(sellerOrdersKey, []);
    refetchLiveQueries(queryClient, 'customer');
    expect(isStale(queryClient, mineKey)).toBe(true);
    expect(isStale(queryClient, detailKey('a'))).toBe(true);
    expect(isStale(queryClient, sellerOrdersKey)).toBe(false);
  });

  it("marks the seller's list and figures stale", () => {
    const queryClient = client();
    queryClient.setQueryData(mineKey, []);
    queryClient.setQueryData(sellerOrdersKey, []);
    queryClient.setQueryData(statsKey(2), { orders: 1 });
    refetchLiveQueries(queryClient, 'seller');
    expect(isStale(queryClient, sellerOrdersKey)).toBe(true);
    expect(isStale(queryClient, statsKey(2))).toBe(true);
    expect(isStale(queryClient, mineKey)).toBe(false);
  });
});
