import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FoodCostData } from '@rasoi/domain/recipes';
import { callApi } from '../../../api/client.ts';
import { recipesKeys } from '../../../api/query-keys.ts';
import type { IncomeScope } from './get-income.ts';

/**
 * `GET /income/food-cost?timeFrame=|date=` (seller; issue 28 part 3, D109): the cost of food sold over the
 * orders the Income page counts for the same scope: their amount (whole rupees), plates and cost (paise).
 */
export async function getFoodCost(scope: IncomeScope, signal?: AbortSignal): Promise<FoodCostData> {
  const query = 'frame' in scope ? { timeFrame: scope.frame } : { date: scope.date };
  const answer = await callApi('GET /income/food-cost', { query, signal });
  return answer.data;
}

/** The scope's cost of food sold; the previous scope's stays on screen while the next loads. */
export function useFoodCost(scope: IncomeScope, enabled: boolean) {
  const key = 'frame' in scope ? `frame:${scope.frame}` : `date:${scope.date}`;
  return useQuery({
    queryKey: recipesKeys.foodCost(key),
    queryFn: ({ signal }) => getFoodCost(scope, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
