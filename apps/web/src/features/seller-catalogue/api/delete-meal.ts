import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerMeal } from '@rasoi/domain/api';
import { callApi } from '../../../api/client.ts';
import { mealsKeys } from '../../../api/query-keys.ts';

/** `DELETE /meal/{id}` (spec 7): removes the thali. */
export async function deleteMeal(mealId: string): Promise<void> {
  await callApi('DELETE /meal/:id', { params: { id: mealId } });
}

/** Deletes a thali, drops it from the list, then refreshes the seller list and the customer menu. */
export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeal,
    onSuccess: (_answer, mealId) => {
      queryClient.setQueryData<SellerMeal[]>(mealsKeys.seller, (meals) => meals?.filter((meal) => meal._id !== mealId));
      void queryClient.invalidateQueries({ queryKey: mealsKeys.all });
    },
  });
}
