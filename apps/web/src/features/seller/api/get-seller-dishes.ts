import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dish } from '@rasoi/domain/api';
import { callApi } from '../../../api/client.ts';

/** Query keys of the seller's dishes, under the customer menu's 'dishes' key (see get-seller-meals.ts). */
export const dishesFamilyKey = ['dishes'] as const;
export const sellerDishesKey = ['dishes', 'seller'] as const;

/** `GET /dish` (spec 7) with the seller's token: every dish, hidden ones too. */
export async function getSellerDishes(signal?: AbortSignal): Promise<Dish[]> {
  const answer = await callApi('GET /dish', { signal });
  return answer.data.dishes;
}

export const sellerDishesQueryOptions = () =>
  queryOptions({ queryKey: sellerDishesKey, queryFn: ({ signal }) => getSellerDishes(signal), staleTime: 30_000 });

/** The seller's dishes (spec 2 'Saved Dishes', 'Add thali' dish selection). */
export function useSellerDishes(enabled = true) {
  return useQuery({ ...sellerDishesQueryOptions(), enabled });
}
