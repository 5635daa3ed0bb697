import type { AppContext } from '../../app-context.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { removeMeal } from '../../modules/catalogue/menu/remove-meal.ts';
import { planServingMeal } from '../../modules/plans/plan-queries.ts';

/**
 * The seller deletes a thali (spec 2), unless a tiffin plan brings it (issue 26, docs/decisions/0089):
 * then 409 m.mealUsedByPlan names the plan, and the thali can be hidden instead. The plans' foreign key
 * decides; the read before names the plan, and a plan made in between is named after the refusal.
 * 404 m.mealNotFound for an unknown id.
 */
export async function removeMealUnlessPlanned(ctx: Pick<AppContext, 'db'>, id: string): Promise<void> {
  const plan = await planServingMeal(ctx.db, id);
  if (plan) throw new AppError('CONFLICT', 'mealUsedByPlan', { plan: plan.name });
  try {
    await removeMeal({ ctx, id });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const late = await planServingMeal(ctx.db, id);
    throw new AppError('CONFLICT', 'mealUsedByPlan', { plan: late?.name ?? '' });
  }
}
