import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlateCostsData } from '@rasoi/domain/recipes';
import { callApi } from './client.ts';
import { recipesKeys } from './query-keys.ts';

/**
 * `GET /plate-costs` (issue 28 part 3, D109; seller): each thali's and dish's plate cost and margin at
 * today's prices (paise); items without a recipe are left out. Read by the menu screens and the recipe pages.
 */
export async function getPlateCosts(signal?: AbortSignal): Promise<PlateCostsData['items']> {
  const answer = await callApi('GET /plate-costs', { signal });
  return answer.data.items;
}

export const plateCostsQueryOptions = () =>
  queryOptions({ queryKey: recipesKeys.plateCosts(), queryFn: ({ signal }) => getPlateCosts(signal) });

/** The plate costs, for the seller's menu rows. */
export function usePlateCosts() {
  return useQuery(plateCostsQueryOptions());
}
