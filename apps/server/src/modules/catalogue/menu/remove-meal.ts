import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../lib/app-error.ts';
import { deleteMeal } from './menu-queries.ts';

/**
 * The seller deletes a thali (spec 2 'delete a thali'). Past orders keep showing it: their lines are
 * copies (docs/decisions/0012). Throws 404 m.mealNotFound() for an unknown id.
 */
export async function removeMeal(options: { ctx: Pick<AppContext, 'db'>; id: string }): Promise<void> {
  if (!(await deleteMeal(options.ctx.db, options.id))) throw new AppError('NOT_FOUND', 'mealNotFound');
}
