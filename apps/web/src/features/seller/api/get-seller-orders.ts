import { useEffect, useRef } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@rasoi/domain/constants';
import type { SellerOrdersData, SellerOrdersQuery } from '@rasoi/domain/seller';
import { ApiError, callApi } from '../../../api/client.ts';
import { sellerOrderListKey } from '../../../api/query-keys.ts';
import { useUi } from '../../../app/ui-store.ts';

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
    queryKey: sellerOrderListKey(status),
    queryFn: ({ pageParam, signal }) =>
      getSellerOrders({ status, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
  });

/**
 * The seller's orders of one status (spec 2 'Seller orders', spec 4; issue 11): the pages loaded so
 * far and `fetchNextPage` for more, kept current by the live order stream, refetched whenever the ui
 * store's refetchFlag flips.
 */
export function useSellerOrderList(status: OrderStatus, enabled: boolean) {
  const query = useInfiniteQuery({ ...sellerOrderListOptions(status), enabled });
  const refetchFlag = useUi((state) => state.refetchFlag);
  const lastFlag = useRef(refetchFlag);
  const { refetch } = query;
  useEffect(() => {
    if (lastFlag.current === refetchFlag) return;
    lastFlag.current = refetchFlag;
    if (enabled) void refetch();
  }, [refetchFlag, enabled, refetch]);
  return query;
}
