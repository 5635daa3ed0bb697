import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotsData } from '@rasoi/domain/api';
import { SLOT_REFRESH_MS } from '@rasoi/domain/constants';
import { callApi } from './client.ts';
import { slotsKeys } from './query-keys.ts';

/**
 * `GET /slots?date=yyyy-mm-dd` (issue 14, D47), shared by the customer and seller screens: a day's meal
 * slots with their cut-off, window, plates taken and left, and state; without a date the kitchen's today
 * (the answer names its date). An empty list when the kitchen has no slots. Anyone may read it.
 */
export async function getDaySlots(date: string | undefined, signal?: AbortSignal): Promise<SlotsData> {
  const answer = await callApi('GET /slots', { query: date ? { date } : undefined, signal });
  return answer.data;
}

/** The query of one day's slots (`date` undefined: the kitchen's today); orders take plates, so 30 s fresh. */
export const daySlotsQueryOptions = (date?: string) =>
  queryOptions({
    queryKey: slotsKeys.day(date),
    queryFn: ({ signal }) => getDaySlots(date, signal),
    staleTime: 30_000,
  });

/**
 * One day's slots (`date` undefined: today), asked for only while `enabled`; asked for again every
 * SLOT_REFRESH_MS while `refetchWhile` holds for the last answer (a countdown on screen).
 */
export function useDaySlots(
  date: string | undefined,
  { enabled = true, refetchWhile }: { enabled?: boolean; refetchWhile?: (data: SlotsData) => boolean } = {},
) {
  return useQuery({
    ...daySlotsQueryOptions(date),
    enabled,
    refetchInterval: (query) =>
      refetchWhile && query.state.data && refetchWhile(query.state.data) ? SLOT_REFRESH_MS : false,
  });
}
