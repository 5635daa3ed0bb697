import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, Order, OrderData } from '@rasoi/domain/api';
import { isUndelivered } from '@rasoi/domain/order-status';
import { api } from '../../../api/client.ts';
import { ordersKey } from './get-user-orders.ts';

/** `GET /order/{id}` (spec 7): one of the caller's orders. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const answer = await api.get<ApiSuccess<OrderData>>(`/order/${encodeURIComponent(orderId)}`, signal);
  return answer.data.order;
}

/** While an order is on its way its status is looked up again this often, so the steps move on their own. */
const ORDER_REFRESH_MS = 30_000;

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...ordersKey, 'one', orderId],
    queryFn: ({ signal }) => getOrder(orderId, signal),
    refetchInterval: (query) => (query.state.data && isUndelivered(query.state.data.status) ? ORDER_REFRESH_MS : false),
  });

/** One order; only fetched while logged in. */
export function useOrder(orderId: string, enabled: boolean) {
  return useQuery({ ...orderQueryOptions(orderId), enabled });
}
