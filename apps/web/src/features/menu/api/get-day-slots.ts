import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotsData } from '@rasoi/domain/api';
import { callApi } from '../../../api/client.ts';
import { dayMenuKeys } from '../../../api/query-keys.ts';

/** `GET /slots?date=` (issue 14, D47): a day's meal slots; without a date, the kitchen's today (answered as `date`). */
export async function getDaySlots(date: string | null, signal?: AbortSignal): Promise<SlotsData> {
  const answer = await callApi('GET /slots', { query: date ? { date } : {}, signal });
  return answer.data;
}

export const daySlotsQueryOptions = (date: string | null) =>
  queryOptions({ queryKey: dayMenuKeys.slots(date), queryFn: ({ signal }) => getDaySlots(date, signal) });

/** A day's slots (the kitchen's today when `date` is null); off while `enabled` is false. */
export function useDaySlots(date: string | null, enabled = true) {
  return useQuery({ ...daySlotsQueryOptions(date), enabled });
}
