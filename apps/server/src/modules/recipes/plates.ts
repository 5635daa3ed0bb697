import type { RecipeKind } from '@rasoi/domain/recipes';
import { mealDishIds, recipeLineRows, type RecipeLineRow } from './recipe-queries.ts';

/**
 * Every recipe and every thali's dishes, read once: what a plate of any item is made of (D109). A thali's
 * plate is its own lines (what it adds: rotis, salad) and one portion of each of its dishes' recipes.
 */
export type Recipes = {
  /** The item's own lines, in their saved order (none: no recipe). */
  own(kind: RecipeKind, id: string): RecipeLineRow[];
  /** A thali's dishes (none for a dish). */
  dishesOf(kind: RecipeKind, id: string): string[];
  /** Everything one plate of the item takes: its own lines, then its dishes'. */
  plate(kind: RecipeKind, id: string): RecipeLineRow[];
  /** True when a plate of the item has at least one line. */
  hasRecipe(kind: RecipeKind, id: string): boolean;
};

/** Reads every recipe line and the thalis' dishes (small tables: a kitchen's menu). */
export async function readRecipes(db: Parameters<typeof recipeLineRows>[0]): Promise<Recipes> {
  const [lines, dishes] = await Promise.all([recipeLineRows(db), mealDishIds(db)]);
  const byItem = new Map<string, RecipeLineRow[]>();
  for (const line of lines) {
    const key = `${line.kind}:${line.item_id}`;
    byItem.set(key, [...(byItem.get(key) ?? []), line]);
  }
  const own = (kind: RecipeKind, id: string) => byItem.get(`${kind}:${id}`) ?? [];
  const dishesOf = (kind: RecipeKind, id: string) => (kind === 'meal' ? (dishes.get(id) ?? []) : []);
  const plate = (kind: RecipeKind, id: string) => [
    ...own(kind, id),
    ...dishesOf(kind, id).flatMap((dishId) => own('dish', dishId)),
  ];
  return { own, dishesOf, plate, hasRecipe: (kind, id) => plate(kind, id).length > 0 };
}
