import { useMemo } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Order, OrdersData } from '@rasoi/domain/api';
import { callApi } from './client.ts';
import { ordersKeys } from './query-keys.ts';

/** The caller's orders as the query cache holds them: the pages loaded so far (issue 17). */
export type UserOrderPages = InfiniteData<OrdersData, unknown>;

/**
 * `GET /order/user-orders` (spec 7; issue 17): one page of the caller's orders, newest first, and the
 * cursor of the next page (null on the last). `cursor` null asks for the first page.
 */
export async function getUserOrders(cursor: string | null, signal?: AbortSignal): Promise<OrdersData> {
  const answer = await callApi('GET /order/user-orders', { ...(cursor ? { query: { cursor } } : {}), signal });
  return answer.data;
}

/** The caller's orders a page at a time (the server's page size), under ordersKeys.mine(). */
export const userOrdersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ordersKeys.mine(),
    queryFn: ({ pageParam, signal }) => getUserOrders(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Every order of the pages loaded so far, newest first, each once (a page refetched later may repeat one). */
export function loadedUserOrders(pages: UserOrderPages | undefined): Order[] | undefined {
  if (!pages) return undefined;
  const seen = new Set<string>();
  return pages.pages.flatMap((page) =>
    page.orders.filter((order) => (seen.has(order._id) ? false : (seen.add(order._id), true))),
  );
}

/**
 * The caller's orders (My Orders, the home strip; issue 17: paged): the query with `orders`, those of the
 * pages loaded so far, and `fetchNextPage` for more. Only fetched while logged in.
 */
export function useUserOrders(enabled: boolean) {
  const query = useInfiniteQuery({ ...userOrdersQueryOptions(), enabled });
  // The same array until the pages change: My Orders hands it to useDeferredValue, which would otherwise
  // schedule a background render on every render.
  const orders = useMemo(() => loadedUserOrders(query.data), [query.data]);
  return { ...query, orders };
}
