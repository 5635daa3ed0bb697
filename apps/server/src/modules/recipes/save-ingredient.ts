import { unitWords, type Ingredient, type SaveIngredient } from '@rasoi/domain/recipes';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/crypto.ts';
import { findIngredientRow, insertIngredientRow, updateIngredientRow } from './ingredient-queries.ts';
import { readIngredient } from './list-ingredients.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now'>;

/**
 * `POST /ingredients` (seller; issue 28 part 3, docs/decisions/0109): adds an ingredient, or with `_id`
 * changes its names, pack and diet tags. Answers the ingredient and whether it is new. 404
 * m.ingredientNotFound for an unknown `_id`; 409 m.ingredientNameTaken when another has the name (the
 * unique index decides, so two at once store one); 409 m.ingredientUnitFixed for another unit than its own
 * (the unit never changes: its prices and recipes are counted in it; the UPDATE's own condition decides).
 */
export async function saveIngredient(
  ctx: Ctx,
  body: SaveIngredient,
): Promise<{ ingredient: Ingredient; created: boolean }> {
  const at = toStoredTime(ctx.now());
  const fields = {
    name: body.name,
    name_hi: body.name_hi,
    pack_milli: body.pack_milli,
    diet_tags: JSON.stringify(body.diet_tags),
    updated_at: at,
  };
  const id = body._id ?? newId();
  try {
    if (body._id === undefined) {
      await insertIngredientRow(ctx.db, { id, unit: body.unit, created_at: at, ...fields });
    } else if (!(await updateIngredientRow(ctx.db, id, body.unit, fields))) {
      const row = await findIngredientRow(ctx.db, id);
      if (!row) throw new AppError('NOT_FOUND', 'ingredientNotFound');
      throw new AppError('CONFLICT', 'ingredientUnitFixed', { name: row.name, unit: () => unitWords(row.unit) });
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'ingredientNameTaken', { name: body.name });
    throw error;
  }
  return { ingredient: (await readIngredient(ctx, id))!, created: body._id === undefined };
}
