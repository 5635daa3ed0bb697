import type { RecipeData, RecipeKind, SaveRecipeBody } from '@rasoi/domain/recipes';
import type { AppContext } from '../../app-context.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { ingredientRowsByIds } from './ingredient-queries.ts';
import { getRecipe } from './get-recipe.ts';
import { findMenuItem, replaceRecipeLines } from './recipe-queries.ts';

/**
 * `POST /recipes/:kind/:id` (seller; issue 28 part 3, docs/decisions/0109): replaces a thali's or dish's
 * recipe with `lines` (validated by the domain's saveRecipeBodySchema: no negative quantity, each
 * ingredient once), in one transaction under the item's lock, so two saves at once leave one whole recipe,
 * never a mix. 404 m.recipeItemNotFound; 400 m.recipeIngredientUnknown (nothing changes). Answers the
 * recipe as getRecipe does.
 */
export async function saveRecipe(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  kind: RecipeKind,
  id: string,
  body: { lines: SaveRecipeBody['lines'] },
): Promise<RecipeData> {
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await findMenuItem(trx, kind, id, { lock: true }))) throw new AppError('NOT_FOUND', 'recipeItemNotFound');
      const known = await ingredientRowsByIds(
        trx,
        body.lines.map((line) => line.ingredient_id),
      );
      if (known.length !== body.lines.length) throw new AppError('BAD_REQUEST', 'recipeIngredientUnknown');
      await replaceRecipeLines(trx, kind, id, body.lines);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('BAD_REQUEST', 'recipeIngredientUnknown');
    throw error;
  }
  return getRecipe(ctx, kind, id);
}
