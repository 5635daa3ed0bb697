import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotsData } from '@rasoi/domain/api';
import { SLOT_REFRESH_MS } from '@rasoi/domain/constants';
import { callApi } from '../../../api/client.ts';
import { slotsKeys } from '../../../api/query-keys.ts';

/**
 * `GET /slots?date=yyyy-mm-dd` (issue 14, D47): a day's meal slots with their cut-off, window, plates
 * left and state; without a date, the kitchen's today (the answer names the date). An empty list when the
 * kitchen has no slots. Anyone may read it.
 */
export async function getSlots(date: string | undefined, signal?: AbortSignal): Promise<SlotsData> {
  const answer = await callApi('GET /slots', { query: date ? { date } : undefined, signal });
  return answer.data;
}

/** The query of one day's slots (`date` undefined: the kitchen's today), fresh for SLOT_REFRESH_MS. */
export const slotsQueryOptions = (date?: string) =>
  queryOptions({
    queryKey: slotsKeys.day(date),
    queryFn: ({ signal }) => getSlots(date, signal),
    staleTime: SLOT_REFRESH_MS,
  });

/**
 * One day's slots (`date` undefined: today), asked for only while `enabled`; asked for again every
 * SLOT_REFRESH_MS while `refetchWhile` holds for the last answer (a countdown on screen). Undefined until
 * answered.
 */
export function useDaySlots(
  date: string | undefined,
  { enabled = true, refetchWhile }: { enabled?: boolean; refetchWhile?: (data: SlotsData) => boolean } = {},
): SlotsData | undefined {
  return useQuery({
    ...slotsQueryOptions(date),
    enabled,
    refetchInterval: (query) =>
      refetchWhile && query.state.data && refetchWhile(query.state.data) ? SLOT_REFRESH_MS : false,
  }).data;
}

/**
 * True once the kitchen's today has answered with at least one slot (issue 14): the home screen then
 * loads its slot strip. False for a kitchen without slots, which behaves as before slots.
 */
export function useHasSlotsToday(): boolean {
  return (useDaySlots(undefined)?.slots.length ?? 0) > 0;
}
