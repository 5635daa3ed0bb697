import type { Ingredient, IngredientPrice } from '@rasoi/domain/recipes';
import { readDietTags, type IngredientRow } from './ingredient-queries.ts';

/** An ingredient row as the API answers it (D109), with its price today and the next one set, if any. */
export function toIngredient(
  row: IngredientRow,
  prices: { price: IngredientPrice | null; next: IngredientPrice | null } | undefined,
): Ingredient {
  return {
    _id: row.id,
    name: row.name,
    name_hi: row.name_hi,
    unit: row.unit,
    pack_milli: row.pack_milli,
    diet_tags: readDietTags(row.diet_tags),
    price: prices?.price ?? null,
    next_price: prices?.next ?? null,
  };
}
