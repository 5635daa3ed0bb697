import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Slot } from '@rasoi/domain/api';
import { callApi } from '../../../api/client.ts';
import { kitchenDayKeys } from '../../../api/query-keys.ts';

/** `GET /slots?date=` (issue 14, D47): the day's meal slots, by delivery time; empty for a kitchen without slots. */
export async function getDaySlots(date: string, signal?: AbortSignal): Promise<Slot[]> {
  const answer = await callApi('GET /slots', { query: { date }, signal });
  return answer.data.slots;
}

export const daySlotsQueryOptions = (date: string) =>
  queryOptions({ queryKey: kitchenDayKeys.slots(date), queryFn: ({ signal }) => getDaySlots(date, signal) });

/** The day's meal slots for the slot picker. */
export function useDaySlots(date: string) {
  return useQuery(daySlotsQueryOptions(date));
}
