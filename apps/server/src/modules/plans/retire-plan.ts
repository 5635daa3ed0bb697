import type { Plan } from '@rasoi/domain/plans';
import type { AppContext } from '../../app-context.ts';
import { toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPlan } from './plan-answer.ts';
import { findPlanRow, retirePlanRow } from './plan-queries.ts';

/**
 * The seller retires a tiffin plan (issue 26, docs/decisions/0089): it takes no new subscribers and
 * `GET /plans` no longer lists it; its name is free for a new plan. A second retire keeps the first time.
 * 404 m.planNotFound for an unknown id. Returns the plan.
 */
export async function retirePlan(ctx: Pick<AppContext, 'db' | 'config' | 'now'>, id: string): Promise<Plan> {
  const now = ctx.now();
  await retirePlanRow(ctx.db, id, toStoredTime(now));
  const row = await findPlanRow(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'planNotFound');
  return toPlan(row, now, ctx.config.kitchenTimezone);
}
