import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { Dish } from '@rasoi/domain/api';
import type { patchDishBodySchema } from '@rasoi/domain/catalogue';
import type { AppContext } from '../../../app-context.ts';
import type { DishesTable } from '../../../db/schema.ts';
import { toFlag } from '../../../db/values.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findDish, toDish, updateDish } from './menu-queries.ts';

/**
 * The seller changes a dish (spec 7: {is_active}, {is_show}, or a partial dish with the creation
 * fields, the Hindi name and description included, null clearing one: issue 16, D62; the schema refuses
 * any other). Returns the dish; 404 m.dishNotFound() for an unknown id.
 */
export async function changeDish(options: {
  ctx: Pick<AppContext, 'db'>;
  id: string;
  changes: z.output<typeof patchDishBodySchema>;
}): Promise<Dish> {
  const { ctx, id, changes } = options;
  const { img_url, is_active, is_show, ...columns } = changes;
  const update: Updateable<DishesTable> = {
    ...columns,
    ...(img_url === undefined ? {} : { img_url: JSON.stringify(img_url) }),
    ...(is_active === undefined ? {} : { is_active: toFlag(is_active) }),
    ...(is_show === undefined ? {} : { is_show: toFlag(is_show) }),
  };
  if (!(await updateDish(ctx.db, id, update))) throw new AppError('NOT_FOUND', 'dishNotFound');
  return toDish((await findDish(ctx.db, id))!);
}
