import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@rasoi/domain/constants';
import type { SellerOrdersData, SellerOrdersQuery } from '@rasoi/domain/seller';
import { ApiError, callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/**
 * `GET /order` (spec 7, seller view; issue 11, D32): one page of the orders, newest first, with the
 * cursor of the next page (null on the last) and, on the first page, the counts of every status.
 */
export async function getSellerOrders(query: SellerOrdersQuery, signal?: AbortSignal): Promise<SellerOrdersData> {
  const answer = await callApi('GET /order', { query, signal });
  return answer.data;
}

/**
 * One status of the seller's orders, a page at a time (the server's page size). No polling: the live
 * order stream (features/live, issue 5) writes new and moved orders into it and refreshes it.
 */
export const sellerOrderListOptions = (status: OrderStatus) =>
  infiniteQueryOptions({
    queryKey: sellerKeys.orderList(status),
    queryFn: ({ pageParam, signal }) =>
      getSellerOrders({ status, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
  });

/**
 * The seller's orders of one status (spec 2 'Seller orders', spec 4; issue 11): the pages loaded so
 * far and `fetchNextPage` for more, kept current by the live order stream.
 */
export function useSellerOrderList(status: OrderStatus, enabled: boolean) {
  return useInfiniteQuery({ ...sellerOrderListOptions(status), enabled });
}
