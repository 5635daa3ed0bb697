import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ingredient, SaveIngredientBody, SetIngredientPriceBody } from '@rasoi/domain/recipes';
import { callApi } from '../../../api/client.ts';
import { recipesKeys } from '../../../api/query-keys.ts';

/** `GET /ingredients` (issue 28 part 3, D109; seller): the kitchen's ingredients by name, with today's and the next price. */
export async function getIngredients(signal?: AbortSignal): Promise<Ingredient[]> {
  const answer = await callApi('GET /ingredients', { signal });
  return answer.data.ingredients;
}

export const ingredientsQueryOptions = () =>
  queryOptions({ queryKey: recipesKeys.ingredients(), queryFn: ({ signal }) => getIngredients(signal) });

/** The kitchen's ingredients, for the Ingredients page and the recipe editor. */
export function useIngredients() {
  return useQuery(ingredientsQueryOptions());
}

/**
 * `POST /ingredients` (D109; seller): a new ingredient, or with `_id` a change to one. Throws ApiError with
 * the server's sentence for a name another has or another unit (409), or bad input (400).
 */
export async function saveIngredient(body: SaveIngredientBody): Promise<Ingredient> {
  const answer = await callApi('POST /ingredients', { body });
  return answer.data.ingredient;
}

/**
 * `POST /ingredients/:id/prices` (D109; seller): the price of a unit in paise from a kitchen day on. Throws
 * ApiError for a price without a day or one outside the calendar (400), or an unknown ingredient (404).
 */
export async function setIngredientPrice(input: { id: string; body: SetIngredientPriceBody }): Promise<Ingredient> {
  const answer = await callApi('POST /ingredients/:id/prices', { params: { id: input.id }, body: input.body });
  return answer.data.ingredient;
}

/** Saves an ingredient, then refreshes everything costed from it (recipes, plate costs, the market list). */
export function useSaveIngredient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIngredient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipesKeys.all }),
  });
}

/** Sets a price, then refreshes everything costed from it. */
export function useSetIngredientPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setIngredientPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipesKeys.all }),
  });
}
