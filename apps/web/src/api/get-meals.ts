import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Meal } from '@rasoi/domain/api';
import { callApi } from './client.ts';
import { mealsKeys } from './query-keys.ts';

/** `GET /meal` (spec 7, no auth): every thali, shown or not; callers filter on `is_show`. */
export async function getMeals(signal?: AbortSignal): Promise<Meal[]> {
  const answer = await callApi('GET /meal', { signal });
  return answer.data.meals;
}

export const mealsQueryOptions = () =>
  queryOptions({ queryKey: mealsKeys.all, queryFn: ({ signal }) => getMeals(signal) });

/** The thalis on the menu. */
export function useMeals() {
  return useQuery(mealsQueryOptions());
}
