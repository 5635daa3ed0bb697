import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import { callApi } from '../../../api/client.ts';
import { ordersKeys } from '../../../api/query-keys.ts';

/** `GET /order/user-orders` (spec 7): the caller's orders, newest first. */
export async function getUserOrders(signal?: AbortSignal): Promise<Order[]> {
  const answer = await callApi('GET /order/user-orders', { signal });
  return answer.data.orders;
}

export const userOrdersQueryOptions = () =>
  queryOptions({ queryKey: ordersKeys.mine(), queryFn: ({ signal }) => getUserOrders(signal) });

/** The caller's orders; only fetched while logged in. */
export function useUserOrders(enabled: boolean) {
  return useQuery({ ...userOrdersQueryOptions(), enabled });
}
