import type { ItemDietTagsData } from '@rasoi/domain/recipes';
import type { AppContext } from '../../app-context.ts';
import { readDietTags } from './ingredient-queries.ts';
import { readRecipes } from './plates.ts';
import { menuItemRows } from './recipe-queries.ts';

/**
 * `GET /recipes/diet-tags` (seller; issue 28 part 3, docs/decisions/0110): for each thali and dish whose
 * plate has a tagged ingredient (onion, garlic, root vegetable, egg, meat; a thali's dishes' count), those
 * ingredients with their tags, each once. The seller's order cards and prep sheet hold an order's diet
 * notes against them with the domain's dietClashes.
 */
export async function itemDietTags(ctx: Pick<AppContext, 'db'>): Promise<ItemDietTagsData> {
  const [recipes, items] = await Promise.all([readRecipes(ctx.db), menuItemRows(ctx.db)]);
  return {
    items: items.flatMap((item) => {
      const seen = new Set<string>();
      const ingredients = recipes
        .plate(item.kind, item.id)
        .map((line) => ({ id: line.ingredient_id, name: line.name, diet_tags: readDietTags(line.diet_tags) }))
        .filter((line) => line.diet_tags.length > 0 && !seen.has(line.id) && seen.add(line.id))
        .map(({ name, diet_tags }) => ({ name, diet_tags }));
      return ingredients.length > 0 ? [{ kind: item.kind, item_id: item.id, ingredients }] : [];
    }),
  };
}
