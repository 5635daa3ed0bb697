import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dish } from '@rasoi/domain/api';
import { callApi } from '../../../api/client.ts';

/** Query key of the dish list; seller changes to a dish invalidate it. */
export const dishesKey = ['dishes'] as const;

/** `GET /dish` (spec 7): every dish, shown or not; callers filter on `is_show`. */
export async function getDishes(signal?: AbortSignal): Promise<Dish[]> {
  const answer = await callApi('GET /dish', { signal });
  return answer.data.dishes;
}

export const dishesQueryOptions = () =>
  queryOptions({ queryKey: dishesKey, queryFn: ({ signal }) => getDishes(signal) });

/** The dishes on the menu (regular dishes, add-ons, beverages, sweets). */
export function useDishes() {
  return useQuery(dishesQueryOptions());
}
