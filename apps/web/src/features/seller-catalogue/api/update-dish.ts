import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dish } from '@rasoi/domain/api';
import { callApi } from '../../../api/client.ts';
import { toastError } from '../../../lib/toast.ts';
import { dishesKeys } from '../../../api/query-keys.ts';

/** A change to a dish: {is_active}, {is_show} or a partial dish (spec 7), its Hindi texts included (issue 16, D62). */
export type DishChange = Partial<
  Pick<Dish, 'is_active' | 'is_show' | 'name' | 'selling_price' | 'description' | 'name_hi' | 'description_hi'>
>;
export type UpdateDishInput = { dishId: string; change: DishChange };

/** `PATCH /dish/{id}` (spec 7): answers the updated dish. */
export async function updateDish({ dishId, change }: UpdateDishInput): Promise<Dish> {
  const answer = await callApi('PATCH /dish/:id', { params: { id: dishId }, body: change });
  return answer.data.dish;
}

/** Toggles shown/active (or sets the Hindi texts) of a dish at once, rolling back with the server's message if refused. */
export function useUpdateDish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDish,
    onMutate: async ({ dishId, change }) => {
      await queryClient.cancelQueries({ queryKey: dishesKeys.seller });
      const before = queryClient.getQueryData<Dish[]>(dishesKeys.seller);
      queryClient.setQueryData<Dish[]>(dishesKeys.seller, (dishes) =>
        dishes?.map((dish) => (dish._id === dishId ? { ...dish, ...change } : dish)),
      );
      return { before };
    },
    onError: (error, _input, context) => {
      if (context?.before) queryClient.setQueryData(dishesKeys.seller, context.before);
      toastError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dishesKeys.all }),
  });
}
