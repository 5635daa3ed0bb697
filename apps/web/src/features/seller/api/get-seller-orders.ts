import { useEffect, useRef } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, Order, OrdersData } from '@rasoi/domain/api';
import { ApiError, api } from '../../../api/client.ts';
import { sellerOrdersKey } from '../../../api/query-keys.ts';
import { useUi } from '../../../app/ui-store.ts';

/** `GET /order` (spec 7, seller view): every order, newest first. Seller only. */
export async function getSellerOrders(signal?: AbortSignal): Promise<Order[]> {
  const answer = await api.get<ApiSuccess<OrdersData>>('/order', signal);
  return answer.data.orders;
}

/**
 * No polling: the live order stream (features/live, issue 5) writes new and moved orders into this
 * list and refetches it whenever the stream (re)connects.
 */
export const sellerOrdersQueryOptions = () =>
  queryOptions({
    queryKey: sellerOrdersKey,
    queryFn: ({ signal }) => getSellerOrders(signal),
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
  });

/**
 * The seller's orders (spec 2 'Seller orders', spec 4): kept current by the live order stream, and
 * refetched whenever the ui store's refetchFlag flips.
 */
export function useSellerOrders(enabled: boolean) {
  const query = useQuery({ ...sellerOrdersQueryOptions(), enabled });
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
