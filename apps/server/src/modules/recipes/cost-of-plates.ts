import type { Kysely } from 'kysely';
import { costMilliPaise, roundPaise, type RecipeKind } from '@rasoi/domain/recipes';
import type { Database } from '../../db/schema.ts';
import { priceHistoryTo, priceOnDay } from './ingredient-queries.ts';
import { readRecipes } from './plates.ts';

/**
 * What plates cooked on past days cost (issue 28 part 3, docs/decisions/0109): each line's plates times its
 * recipe (a thali's dishes' included) at the prices of its own day, summed exactly and rounded once
 * (paise). Recipes are read as they are now (a recipe has no history; prices do). `plates_without_recipe`
 * counts the plates of items with no recipe line, `unpriced` the ingredient lines without a price that day.
 */
export async function costOfPlates(
  db: Kysely<Database>,
  lines: readonly { day: string; kind: RecipeKind; item_id: string; quantity: number }[],
  lastDay: string,
): Promise<{ cost_paise: number; plates: number; plates_without_recipe: number; unpriced: number }> {
  const [recipes, history] = await Promise.all([readRecipes(db), priceHistoryTo(db, lastDay)]);
  let milliPaise = 0;
  let plates = 0;
  let withoutRecipe = 0;
  let unpriced = 0;
  for (const line of lines) {
    plates += line.quantity;
    const plate = recipes.plate(line.kind, line.item_id);
    if (plate.length === 0) withoutRecipe += line.quantity;
    for (const ingredient of plate) {
      const price = priceOnDay(history.get(ingredient.ingredient_id), line.day);
      if (price === null) unpriced += 1;
      else milliPaise += line.quantity * costMilliPaise(ingredient.quantity_milli, price);
    }
  }
  return { cost_paise: roundPaise(milliPaise), plates, plates_without_recipe: withoutRecipe, unpriced };
}
