import type { Ingredient, SetIngredientPriceBody } from '@rasoi/domain/recipes';
import type { AppContext } from '../../app-context.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/crypto.ts';
import { insertPriceRow } from './ingredient-queries.ts';
import { readIngredient } from './list-ingredients.ts';

/**
 * `POST /ingredients/:id/prices` (seller; issue 28 part 3, docs/decisions/0109): adds a price of one unit
 * (paise) from a kitchen day on. Prices are never edited: a second price for the same day is a newer row
 * that wins from then on, and no day before `from_day` changes cost. 404 m.ingredientNotFound (the
 * foreign key decides). Answers the ingredient with its prices.
 */
export async function setIngredientPrice(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  ingredientId: string,
  body: SetIngredientPriceBody,
): Promise<Ingredient> {
  try {
    await insertPriceRow(ctx.db, {
      id: newId(),
      ingredient_id: ingredientId,
      from_day: body.from_day,
      price_paise: body.price_paise,
      created_at: toStoredTime(ctx.now()),
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', 'ingredientNotFound');
    throw error;
  }
  return (await readIngredient(ctx, ingredientId))!;
}
