import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LostPlanMeal } from '@rasoi/domain/subscriptions';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/**
 * `GET /plan-meals/lost` (issue 26, D94; seller): the plan meals households lost from 14 days back on (no
 * room, at the credit limit, missed), most recent day first, with household, plan and slot.
 */
export async function getLostMeals(signal?: AbortSignal): Promise<LostPlanMeal[]> {
  const answer = await callApi('GET /plan-meals/lost', { signal });
  return answer.data.meals;
}

export const lostMealsQueryOptions = () =>
  queryOptions({ queryKey: sellerKeys.lostMeals(), queryFn: ({ signal }) => getLostMeals(signal) });

/** The plan meals households lost, for the Lost meals page. */
export function useLostMeals() {
  return useQuery(lostMealsQueryOptions());
}
