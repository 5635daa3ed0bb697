import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dish } from '@rasoi/domain/api';
import type { CreateDishBody } from '@rasoi/domain/catalogue';
import { callApi } from '../../../api/client.ts';
import { dishesKeys } from '../../../api/query-keys.ts';

/** `POST /dish` (spec 3 'Dish creation payload'): answers 201 with the new dish. */
export async function createDish(body: CreateDishBody): Promise<Dish> {
  const answer = await callApi('POST /dish', { body });
  return answer.data.dish;
}

/** Creates a dish, then refreshes the seller's dishes and the customer menu. */
export function useCreateDish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDish,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dishesKeys.all }),
  });
}
