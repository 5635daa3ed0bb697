import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListedHoliday } from '@rasoi/domain/holidays';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/**
 * `GET /holidays` (issue 26, D94; seller): the kitchen's holidays from 30 days back on, by day, each with the
 * weekly plan's slot it takes off (null for the whole day) and its note.
 */
export async function getHolidays(signal?: AbortSignal): Promise<ListedHoliday[]> {
  const answer = await callApi('GET /holidays', { signal });
  return answer.data.holidays;
}

export const holidaysQueryOptions = () =>
  queryOptions({ queryKey: sellerKeys.holidays(), queryFn: ({ signal }) => getHolidays(signal) });

/** The kitchen's holidays, for the Holidays page. */
export function useHolidays() {
  return useQuery(holidaysQueryOptions());
}
