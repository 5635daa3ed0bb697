import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import { callApi } from './client.ts';
import { ordersKeys } from './query-keys.ts';

/** `GET /order/{id}` (spec 7): one of the caller's orders. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const answer = await callApi('GET /order/:id', { params: { id: orderId }, signal });
  return answer.data.order;
}

/** No polling: the live order stream (features/live, issue 5) moves the steps as the seller acts. */
export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ordersKeys.detail(orderId), queryFn: ({ signal }) => getOrder(orderId, signal) });

/** One order; only fetched while logged in. */
export function useOrder(orderId: string, enabled: boolean) {
  return useQuery({ ...orderQueryOptions(orderId), enabled });
}
