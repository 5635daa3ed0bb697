import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, Order, OrderData } from '@rasoi/domain/api';
import { api } from '../../../api/client.ts';
import { ordersKey } from './get-user-orders.ts';

/** `GET /order/{id}` (spec 7): one of the caller's orders. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const answer = await api.get<ApiSuccess<OrderData>>(`/order/${encodeURIComponent(orderId)}`, signal);
  return answer.data.order;
}

/** No polling: the live order stream (features/live, issue 5) moves the steps as the seller acts. */
export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: [...ordersKey, 'one', orderId], queryFn: ({ signal }) => getOrder(orderId, signal) });

/** One order; only fetched while logged in. */
export function useOrder(orderId: string, enabled: boolean) {
  return useQuery({ ...orderQueryOptions(orderId), enabled });
}
