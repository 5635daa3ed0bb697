import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Meal, SellerMeal } from '@rasoi/domain/api';
import { callApi } from '../../../api/client.ts';

/**
 * Query keys of the seller's catalogue. They sit under the customer menu's keys ('meals', 'dishes'),
 * so invalidating `mealsFamilyKey` after a seller change refreshes both the seller's list (hidden items
 * included) and the customer menu, while the two never share cached data.
 */
export const mealsFamilyKey = ['meals'] as const;
export const sellerMealsKey = ['meals', 'seller'] as const;

/** `GET /meal` (spec 7) with the seller's token: every thali, hidden ones and cost prices too. */
export async function getSellerMeals(signal?: AbortSignal): Promise<SellerMeal[]> {
  const answer = await callApi('GET /meal', { signal });
  // The seller's token gets every meal with its cost price; a meal without one is a visitor's view.
  const meals: readonly (Meal | SellerMeal)[] = answer.data.meals;
  return meals.filter((meal): meal is SellerMeal => 'cost_price' in meal);
}

export const sellerMealsQueryOptions = () =>
  queryOptions({ queryKey: sellerMealsKey, queryFn: ({ signal }) => getSellerMeals(signal), staleTime: 30_000 });

/** The seller's thalis (spec 2 'Saved Thalis', 'Saved Menu'). */
export function useSellerMeals(enabled = true) {
  return useQuery({ ...sellerMealsQueryOptions(), enabled });
}
