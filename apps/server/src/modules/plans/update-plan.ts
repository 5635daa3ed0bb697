import type { Updateable } from 'kysely';
import { weekdaysToMask, maskToWeekdays } from '@rasoi/domain/plan-days';
import { RETIRED_PLAN_FIELDS, type Plan, type UpdatePlanBody } from '@rasoi/domain/plans';
import type { AppContext } from '../../app-context.ts';
import type { PlansTable } from '../../db/schema.ts';
import { toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkPlanFits } from './check-plan-fits.ts';
import { toPlan } from './plan-answer.ts';
import { findPlanRow, updatePlanRow, type PlanRow } from './plan-queries.ts';
import { planWriteRefusal } from './plan-write-refusal.ts';

/** The patch's fields as the table's columns; a field left out stays as it is. */
function toColumns(patch: UpdatePlanBody): Updateable<PlansTable> {
  const { weekdays, ...rest } = patch;
  const columns: Updateable<PlansTable> = {};
  for (const [name, value] of Object.entries(rest)) {
    if (value !== undefined) (columns as Record<string, unknown>)[name] = value;
  }
  if (weekdays !== undefined) columns.weekdays = weekdaysToMask(weekdays);
  return columns;
}

/** 404 for a plan that is gone, 409 for one retired: why a conditional UPDATE changed nothing. */
function refusalFor(row: PlanRow | undefined): AppError {
  if (!row) return new AppError('NOT_FOUND', 'planNotFound');
  return new AppError('CONFLICT', 'planRetiredChange', { name: row.name });
}

/**
 * The seller changes a tiffin plan (issue 26, docs/decisions/0089), validated by the domain's
 * updatePlanBodySchema. A change applies to the meals not yet cut: a meal made into an order later takes
 * the plan as it is then, its price included. A retired plan takes only RETIRED_PLAN_FIELDS (its name and
 * price a meal, for the subscribers it still has); anything else is 409 m.planRetiredChange, decided by the
 * UPDATE itself (`retired_at IS NULL`), so a retire at the same moment cannot slip between. 404
 * m.planNotFound; 400 when its slot or thali cannot serve it; 409 m.planNameTaken. Returns the plan.
 */
export async function updatePlan(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  id: string,
  patch: UpdatePlanBody,
): Promise<Plan> {
  const now = ctx.now();
  const row = await findPlanRow(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'planNotFound');
  const set = (Object.keys(patch) as (keyof UpdatePlanBody)[]).filter((name) => patch[name] !== undefined);
  const activeOnly = set.some((name) => !RETIRED_PLAN_FIELDS.includes(name));
  if (activeOnly && row.retired_at !== null) throw refusalFor(row);
  const facts = {
    name: patch.name ?? row.name,
    slot_id: patch.slot_id ?? row.slot_id,
    meal_id: patch.meal_id === undefined ? row.meal_id : patch.meal_id,
    weekdays: patch.weekdays ?? maskToWeekdays(row.weekdays),
    skip_cutoff_minutes: patch.skip_cutoff_minutes === undefined ? row.skip_cutoff_minutes : patch.skip_cutoff_minutes,
  };
  await checkPlanFits(ctx.db, facts, {
    slot: set.includes('slot_id') || set.includes('weekdays') || set.includes('skip_cutoff_minutes'),
    meal: set.includes('meal_id'),
  });
  let changed: boolean;
  try {
    changed = await updatePlanRow(ctx.db, id, { ...toColumns(patch), updated_at: toStoredTime(now) }, { activeOnly });
  } catch (error) {
    throw await planWriteRefusal(ctx.db, error, facts);
  }
  const after = await findPlanRow(ctx.db, id);
  if (!changed || !after) throw refusalFor(after);
  return toPlan(after, now, ctx.config.kitchenTimezone);
}
