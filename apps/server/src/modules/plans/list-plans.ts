import type { Plan } from '@rasoi/domain/plans';
import type { AppContext } from '../../app-context.ts';
import { toPlan } from './plan-answer.ts';
import { listPlanRows } from './plan-queries.ts';

/**
 * The kitchen's tiffin plans by name (issue 26, docs/decisions/0089), each with its earliest start day at
 * the clock's now: the active ones for everyone (`activeOnly`), all of them, retired too, for the seller.
 */
export async function listPlans(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  options: { activeOnly: boolean },
): Promise<Plan[]> {
  const now = ctx.now();
  const rows = await listPlanRows(ctx.db, options);
  return rows.map((row) => toPlan(row, now, ctx.config.kitchenTimezone));
}
