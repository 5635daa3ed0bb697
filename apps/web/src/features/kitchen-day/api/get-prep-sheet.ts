import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrepSheetData } from '@rasoi/domain/seller';
import { callApi } from '../../../api/client.ts';
import { kitchenDayKeys } from '../../../api/query-keys.ts';
import { kitchenDayQuery } from './kitchen-day-query.ts';

/**
 * `GET /prep-sheet?date=&slot_id=` (seller; issue 14): what to cook for a day ('yyyy-mm-dd') or one of
 * its meal slots (`slotId` null: the whole day): orders, plates, thalis and each dish's portions.
 */
export async function getPrepSheet(date: string, slotId: string | null, signal?: AbortSignal): Promise<PrepSheetData> {
  const answer = await callApi('GET /prep-sheet', { query: kitchenDayQuery(date, slotId), signal });
  return answer.data;
}

export const prepSheetQueryOptions = (date: string, slotId: string | null) =>
  queryOptions({
    queryKey: kitchenDayKeys.prepSheet(date, slotId),
    queryFn: ({ signal }) => getPrepSheet(date, slotId, signal),
  });

/** The prep sheet of the day or slot; live order events make it stale (features/live). */
export function usePrepSheet(date: string, slotId: string | null) {
  return useQuery(prepSheetQueryOptions(date, slotId));
}
