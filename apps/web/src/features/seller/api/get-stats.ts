import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess } from '@rasoi/domain/api';
import type { TimeFrame } from '@rasoi/domain/time-frame';
import { api } from '../../../api/client.ts';

/** The dashboard's figures for one time frame: orders, revenue in whole rupees, users (spec 2). */
export type SellerStats = { orders: number; revenue: number; users: number };

export const statsKey = (timeFrame: TimeFrame) => ['seller', 'stats', timeFrame] as const;

/** `GET /stats?timeFrame=1..4` (spec 5, DECISIONS.md 3): seller only. */
export async function getStats(timeFrame: TimeFrame, signal?: AbortSignal): Promise<SellerStats> {
  const answer = await api.get<ApiSuccess<SellerStats>>(`/stats?timeFrame=${timeFrame}`, signal);
  return answer.data;
}

export const statsQueryOptions = (timeFrame: TimeFrame) =>
  queryOptions({ queryKey: statsKey(timeFrame), queryFn: ({ signal }) => getStats(timeFrame, signal), staleTime: 30_000 });

/** The figures of the chosen time frame; the previous frame's stay on screen while the next loads. */
export function useStats(timeFrame: TimeFrame, enabled: boolean) {
  return useQuery({ ...statsQueryOptions(timeFrame), enabled, placeholderData: keepPreviousData });
}
