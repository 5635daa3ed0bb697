import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketListData, SaveMarketEstimateBody } from '@rasoi/domain/recipes';
import { callApi } from '../../../api/client.ts';
import { recipesKeys } from '../../../api/query-keys.ts';

/** `GET /market-list?date=` (issue 28 part 3, D110; seller): what to buy for a kitchen day. */
export async function getMarketList(date: string, signal?: AbortSignal): Promise<MarketListData> {
  const answer = await callApi('GET /market-list', { query: { date }, signal });
  return answer.data;
}

export const marketListQueryOptions = (date: string) =>
  queryOptions({ queryKey: recipesKeys.marketList(date), queryFn: ({ signal }) => getMarketList(date, signal) });

/** The market list of a day, for the market list page. */
export function useMarketList(date: string) {
  return useQuery(marketListQueryOptions(date));
}

/**
 * `POST /market-list/estimates` (D110; seller): the plates the seller expects on a day beyond orders and
 * plan meals, per item, replacing that day's; answers the day's market list.
 */
export async function saveMarketEstimate(body: SaveMarketEstimateBody): Promise<MarketListData> {
  const answer = await callApi('POST /market-list/estimates', { body });
  return answer.data;
}

/** Saves the estimate and puts the answered list in the day's cache. */
export function useSaveMarketEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMarketEstimate,
    onSuccess: (list) => queryClient.setQueryData(recipesKeys.marketList(list.date), list),
  });
}
