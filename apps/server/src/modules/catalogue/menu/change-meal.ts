import type { z } from 'zod';
import type { SellerMeal } from '@rasoi/domain/api';
import type { patchMealBodySchema } from '@rasoi/domain/catalogue';
import type { AppContext } from '../../../app-context.ts';
import { toFlag } from '../../../db/values.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findMeal, updateMeal } from './menu-queries.ts';

/**
 * The seller shows or hides a thali, marks it active or sold out, sets its tag (spec 2, 7), or sets or
 * clears (null) its Hindi name and description (issue 16, D62); a field left out stays as it is, the
 * schema refuses any other. Returns the meal; 404 m.mealNotFound() for an unknown id.
 */
export async function changeMeal(options: {
  ctx: Pick<AppContext, 'db'>;
  id: string;
  changes: z.output<typeof patchMealBodySchema>;
}): Promise<SellerMeal> {
  const { ctx, id, changes } = options;
  const updated = await updateMeal(ctx.db, id, {
    ...(changes.is_active === undefined ? {} : { is_active: toFlag(changes.is_active) }),
    ...(changes.is_show === undefined ? {} : { is_show: toFlag(changes.is_show) }),
    ...(changes.tag === undefined ? {} : { tag: changes.tag }),
    ...(changes.name_hi === undefined ? {} : { name_hi: changes.name_hi }),
    ...(changes.description_hi === undefined ? {} : { description_hi: changes.description_hi }),
  });
  if (!updated) throw new AppError('NOT_FOUND', 'mealNotFound');
  return (await findMeal(ctx.db, id))!;
}
