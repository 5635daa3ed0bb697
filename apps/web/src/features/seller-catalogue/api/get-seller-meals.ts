import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Meal, SellerMeal } from '@rasoi/domain/api';
import { getMeals } from '../../../api/get-meals.ts';
import { mealsKeys } from '../../../api/query-keys.ts';

/**
 * `GET /meal` (spec 7) with the seller's token, through the route's one fetcher (`api/get-meals.ts`, D83):
 * every thali, hidden ones and cost prices too.
 */
export async function getSellerMeals(signal?: AbortSignal): Promise<SellerMeal[]> {
  // The seller's token gets every meal with its cost price; a meal without one is a visitor's view.
  const meals: readonly (Meal | SellerMeal)[] = await getMeals(signal);
  return meals.filter((meal): meal is SellerMeal => 'cost_price' in meal);
}

export const sellerMealsQueryOptions = () =>
  queryOptions({ queryKey: mealsKeys.seller, queryFn: ({ signal }) => getSellerMeals(signal), staleTime: 30_000 });

/** The seller's thalis (spec 2 'Saved Thalis', 'Saved Menu'). */
export function useSellerMeals(enabled = true) {
  return useQuery({ ...sellerMealsQueryOptions(), enabled });
}
