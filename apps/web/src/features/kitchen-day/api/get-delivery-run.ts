import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryRunData } from '@rasoi/domain/seller';
import { callApi } from '../../../api/client.ts';
import { kitchenDayKeys } from '../../../api/query-keys.ts';
import { kitchenDayQuery } from './kitchen-day-query.ts';

/**
 * `GET /delivery-run?date=&slot_id=` (seller; issue 14): the undelivered orders of a day or meal slot
 * (`slotId` null: the whole day) by society, tower and flat, with the cash to collect.
 */
export async function getDeliveryRun(
  date: string,
  slotId: string | null,
  signal?: AbortSignal,
): Promise<DeliveryRunData> {
  const answer = await callApi('GET /delivery-run', { query: kitchenDayQuery(date, slotId), signal });
  return answer.data;
}

export const deliveryRunQueryOptions = (date: string, slotId: string | null) =>
  queryOptions({
    queryKey: kitchenDayKeys.deliveryRun(date, slotId),
    queryFn: ({ signal }) => getDeliveryRun(date, slotId, signal),
  });

/** The delivery run of the day or slot; a move or a live order event refetches it. */
export function useDeliveryRun(date: string, slotId: string | null) {
  return useQuery(deliveryRunQueryOptions(date, slotId));
}
