import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotsData } from '@rasoi/domain/api';
import { callApi } from './client.ts';
import { slotsKeys } from './query-keys.ts';

/**
 * `GET /slots?date=yyyy-mm-dd` (issue 14, D47), shared by the customer and seller screens: a day's meal
 * slots with plates taken, cap and state; without a date the kitchen's today, whose date the answer names.
 */
export async function getDaySlots(date: string | undefined, signal?: AbortSignal): Promise<SlotsData> {
  const answer = await callApi('GET /slots', { query: { date }, signal });
  return answer.data;
}

/** A day's slots; `undefined` asks for the kitchen's today. Kept fresh for 30 s: orders take plates. */
export const daySlotsQueryOptions = (date: string | undefined) =>
  queryOptions({
    queryKey: slotsKeys.day(date ?? 'today'),
    queryFn: ({ signal }) => getDaySlots(date, signal),
    staleTime: 30_000,
  });

/** The slots of `date` (undefined: the kitchen's today); `enabled` false waits (e.g. for the session). */
export function useDaySlots(date: string | undefined, enabled = true) {
  return useQuery({ ...daySlotsQueryOptions(date), enabled });
}
