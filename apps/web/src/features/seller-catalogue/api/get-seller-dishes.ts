import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dish } from '@rasoi/domain/api';
import { getDishes } from '../../../api/get-dishes.ts';
import { dishesKeys } from '../../../api/query-keys.ts';

/**
 * `GET /dish` (spec 7) with the seller's token, through the route's one fetcher (`api/get-dishes.ts`,
 * D83): every dish, hidden ones too.
 */
export function getSellerDishes(signal?: AbortSignal): Promise<Dish[]> {
  return getDishes(signal);
}

export const sellerDishesQueryOptions = () =>
  queryOptions({ queryKey: dishesKeys.seller, queryFn: ({ signal }) => getSellerDishes(signal), staleTime: 30_000 });

/** The seller's dishes (spec 2 'Saved Dishes', 'Add thali' dish selection). */
export function useSellerDishes(enabled = true) {
  return useQuery({ ...sellerDishesQueryOptions(), enabled });
}
