import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dish } from '@rasoi/domain/api';
import { callApi } from '../../../api/client.ts';
import { dishesKeys } from '../../../api/query-keys.ts';

/** `GET /dish` (spec 7) with the seller's token: every dish, hidden ones too. */
export async function getSellerDishes(signal?: AbortSignal): Promise<Dish[]> {
  const answer = await callApi('GET /dish', { signal });
  return answer.data.dishes;
}

export const sellerDishesQueryOptions = () =>
  queryOptions({ queryKey: dishesKeys.seller, queryFn: ({ signal }) => getSellerDishes(signal), staleTime: 30_000 });

/** The seller's dishes (spec 2 'Saved Dishes', 'Add thali' dish selection). */
export function useSellerDishes(enabled = true) {
  return useQuery({ ...sellerDishesQueryOptions(), enabled });
}
