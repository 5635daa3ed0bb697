import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dish } from '@rasoi/domain/api';
import { callApi } from './client.ts';
import { dishesKeys } from './query-keys.ts';

/** `GET /dish` (spec 7): every dish, shown or not; callers filter on `is_show`. */
export async function getDishes(signal?: AbortSignal): Promise<Dish[]> {
  const answer = await callApi('GET /dish', { signal });
  return answer.data.dishes;
}

export const dishesQueryOptions = () =>
  queryOptions({ queryKey: dishesKeys.all, queryFn: ({ signal }) => getDishes(signal) });

/** The dishes on the menu (regular dishes, add-ons, beverages, sweets). */
export function useDishes() {
  return useQuery(dishesQueryOptions());
}
