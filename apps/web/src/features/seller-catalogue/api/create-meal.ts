import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerMeal } from '@rasoi/domain/api';
import type { CreateMealBody } from '@rasoi/domain/catalogue';
import { callApi } from '../../../api/client.ts';
import { mealsKeys } from '../../../api/query-keys.ts';

/** `POST /meal` (spec 3 'Thali creation payload'): answers 201 with the new thali. */
export async function createMeal(body: CreateMealBody): Promise<SellerMeal> {
  const answer = await callApi('POST /meal', { body });
  return answer.data.meal;
}

/** Creates a thali, then refreshes the seller's thalis and the customer menu. */
export function useCreateMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealsKeys.all }),
  });
}
