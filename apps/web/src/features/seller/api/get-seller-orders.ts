import { useEffect, useRef } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, Order, OrdersData } from '@rasoi/domain/api';
import { SELLER_ORDERS_REFETCH_MS } from '@rasoi/domain/constants';
import { ApiError, api } from '../../../api/client.ts';
import { useUi } from '../../../app/ui-store.ts';

/** Query key of the seller's order list; status changes invalidate it. */
export const sellerOrdersKey = ['seller', 'orders'] as const;

/** `GET /order` (spec 7, seller view): every order, newest first. Seller only. */
export async function getSellerOrders(signal?: AbortSignal): Promise<Order[]> {
  const answer = await api.get<ApiSuccess<OrdersData>>('/order', signal);
  return answer.data.orders;
}

/** Polls every 15 s (issue 3), but stops polling once the server says this token is not a seller's. */
export const sellerOrdersQueryOptions = () =>
  queryOptions({
    queryKey: sellerOrdersKey,
    queryFn: ({ signal }) => getSellerOrders(signal),
    staleTime: 0,
    refetchInterval: (query) => {
      const error = query.state.error;
      return error instanceof ApiError && (error.status === 401 || error.status === 403) ? false : SELLER_ORDERS_REFETCH_MS;
    },
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
  });

/**
 * The seller's orders (spec 2 'Seller orders', spec 4): refetched every 15 s and whenever the ui
 * store's refetchFlag flips.
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
