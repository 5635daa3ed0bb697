import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsData } from '@rasoi/domain/seller';
import type { TimeFrame } from '@rasoi/domain/time-frame';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/** `GET /stats?timeFrame=1..4` (spec 5, docs/decisions/p03): orders, revenue in whole rupees and users; seller only. */
export async function getStats(timeFrame: TimeFrame, signal?: AbortSignal): Promise<StatsData> {
  const answer = await callApi('GET /stats', { query: { timeFrame }, signal });
  return answer.data;
}

export const statsQueryOptions = (timeFrame: TimeFrame) =>
  queryOptions({
    queryKey: sellerKeys.statsFor(timeFrame),
    queryFn: ({ signal }) => getStats(timeFrame, signal),
    staleTime: 30_000,
  });

/** The figures of the chosen time frame; the previous frame's stay on screen while the next loads. */
export function useStats(timeFrame: TimeFrame, enabled: boolean) {
  return useQuery({ ...statsQueryOptions(timeFrame), enabled, placeholderData: keepPreviousData });
}
