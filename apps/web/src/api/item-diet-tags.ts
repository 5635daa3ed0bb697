import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemDietTagsData } from '@rasoi/domain/recipes';
import { callApi } from './client.ts';
import { recipesKeys } from './query-keys.ts';

/**
 * `GET /recipes/diet-tags` (issue 28 part 3, D110; seller): each thali and dish whose plate has a tagged
 * ingredient (onion, garlic, root vegetable, egg, meat), with those ingredients: what the order cards and
 * the prep sheet hold an order's diet notes against (the domain's dietClashes).
 */
export async function getItemDietTags(signal?: AbortSignal): Promise<ItemDietTagsData['items']> {
  const answer = await callApi('GET /recipes/diet-tags', { signal });
  return answer.data.items;
}

export const itemDietTagsQueryOptions = () =>
  queryOptions({ queryKey: recipesKeys.dietTags(), queryFn: ({ signal }) => getItemDietTags(signal) });

/** The tagged ingredients by item, for the seller's diet clash lines; read only while `enabled`. */
export function useItemDietTags(enabled = true) {
  return useQuery({ ...itemDietTagsQueryOptions(), enabled });
}
