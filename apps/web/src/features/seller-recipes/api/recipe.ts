import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecipeData, RecipeKind, SaveRecipeBody } from '@rasoi/domain/recipes';
import { callApi } from '../../../api/client.ts';
import { recipesKeys } from '../../../api/query-keys.ts';

/** `GET /recipes/:kind/:id` (issue 28 part 3, D109; seller): a thali's or dish's recipe and its plate cost today. */
export async function getRecipe(kind: RecipeKind, id: string, signal?: AbortSignal): Promise<RecipeData> {
  const answer = await callApi('GET /recipes/:kind/:id', { params: { kind, id }, signal });
  return answer.data;
}

export const recipeQueryOptions = (kind: RecipeKind, id: string) =>
  queryOptions({ queryKey: recipesKeys.recipe(kind, id), queryFn: ({ signal }) => getRecipe(kind, id, signal) });

/** One item's recipe, for the recipe page. */
export function useRecipe(kind: RecipeKind, id: string) {
  return useQuery(recipeQueryOptions(kind, id));
}

/**
 * `POST /recipes/:kind/:id` (D109; seller): replaces the whole recipe. Throws ApiError with the server's
 * sentence for a bad quantity or an unknown ingredient (400) or an unknown item (404).
 */
export async function saveRecipe(input: { kind: RecipeKind; id: string; body: SaveRecipeBody }): Promise<RecipeData> {
  const answer = await callApi('POST /recipes/:kind/:id', {
    params: { kind: input.kind, id: input.id },
    body: input.body,
  });
  return answer.data;
}

/** Saves a recipe, then refreshes every recipe and cost (a dish's recipe is part of its thalis'). */
export function useSaveRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecipe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipesKeys.all }),
  });
}
