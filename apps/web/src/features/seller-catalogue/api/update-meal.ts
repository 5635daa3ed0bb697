import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerMeal } from '@rasoi/domain/api';
import type { HindiTextsBody } from '@rasoi/domain/catalogue';
import type { Tag } from '@rasoi/domain/constants';
import { callApi } from '../../../api/client.ts';
import { toastError } from '../../../lib/toast.ts';
import { mealsKeys } from '../../../api/query-keys.ts';

/** One change the spec allows on a thali: {is_active}, {is_show} or {tag} (spec 7), or its Hindi texts (issue 16, D62). */
export type MealChange = { is_active: boolean } | { is_show: boolean } | { tag: Tag } | HindiTextsBody;
export type UpdateMealInput = { mealId: string; change: MealChange };

/** `PATCH /meal/{id}` (spec 7): answers the updated thali. */
export async function updateMeal({ mealId, change }: UpdateMealInput): Promise<SellerMeal> {
  const answer = await callApi('PATCH /meal/:id', { params: { id: mealId }, body: change });
  return answer.data.meal;
}

/**
 * Toggles shown/active, sets the tag or the Hindi texts of a thali. The list changes at once and rolls back if the
 * server refuses (its message is toasted); afterwards the seller list and the customer menu refetch.
 */
export function useUpdateMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeal,
    onMutate: async ({ mealId, change }) => {
      await queryClient.cancelQueries({ queryKey: mealsKeys.seller });
      const before = queryClient.getQueryData<SellerMeal[]>(mealsKeys.seller);
      queryClient.setQueryData<SellerMeal[]>(mealsKeys.seller, (meals) =>
        meals?.map((meal) => (meal._id === mealId ? { ...meal, ...change } : meal)),
      );
      return { before };
    },
    onError: (error, _input, context) => {
      if (context?.before) queryClient.setQueryData(mealsKeys.seller, context.before);
      toastError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mealsKeys.all }),
  });
}
