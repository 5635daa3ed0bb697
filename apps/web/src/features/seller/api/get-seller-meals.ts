import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, SellerMeal, SellerMealsData } from '@rasoi/domain/api';
import { api } from '../../../api/client.ts';

/**
 * Query keys of the seller's catalogue. They sit under the customer menu's keys ('meals', 'dishes'),
 * so invalidating `mealsFamilyKey` after a seller change refreshes both the seller's list (hidden items
 * included) and the customer menu, while the two never share cached data.
 */
export const mealsFamilyKey = ['meals'] as const;
export const sellerMealsKey = ['meals', 'seller'] as const;

/** `GET /meal` (spec 7) with the seller's token: every thali, hidden ones and cost prices too. */
export async function getSellerMeals(signal?: AbortSignal): Promise<SellerMeal[]> {
  const answer = await api.get<ApiSuccess<SellerMealsData>>('/meal', signal);
  return answer.data.meals;
}

export const sellerMealsQueryOptions = () =>
  queryOptions({ queryKey: sellerMealsKey, queryFn: ({ signal }) => getSellerMeals(signal), staleTime: 30_000 });

/** The seller's thalis (spec 2 'Saved Thalis', 'Saved Menu'). */
export function useSellerMeals(enabled = true) {
  return useQuery({ ...sellerMealsQueryOptions(), enabled });
}
