import type { CreatePlanBody, Plan } from '@rasoi/domain/plans';
import { weekdaysToMask } from '@rasoi/domain/plan-days';
import type { AppContext } from '../../app-context.ts';
import { toStoredTime } from '../../db/values.ts';
import { newId } from '../../lib/crypto.ts';
import { checkPlanFits } from './check-plan-fits.ts';
import { toPlan } from './plan-answer.ts';
import { findPlanRow, insertPlanRow } from './plan-queries.ts';
import { planWriteRefusal } from './plan-write-refusal.ts';

/**
 * The seller adds a tiffin plan (issue 26, docs/decisions/0089), validated by the domain's
 * createPlanBodySchema. 400 when its slot or thali cannot serve it (checkPlanFits); 409 m.planNameTaken
 * when an active plan has its name (decided by the database's unique index, so two at once store one).
 * Returns the stored plan.
 */
export async function createPlan(ctx: Pick<AppContext, 'db' | 'config' | 'now'>, body: CreatePlanBody): Promise<Plan> {
  const now = ctx.now();
  const at = toStoredTime(now);
  const id = newId();
  await checkPlanFits(ctx.db, body, { slot: true, meal: true });
  try {
    await insertPlanRow(ctx.db, {
      id,
      name: body.name,
      meal_id: body.meal_id,
      slot_id: body.slot_id,
      weekdays: weekdaysToMask(body.weekdays),
      meal_price_paise: body.meal_price_paise,
      week_price_paise: body.week_price_paise,
      month_price_paise: body.month_price_paise,
      skip_cutoff_minutes: body.skip_cutoff_minutes,
      start_lead_days: body.start_lead_days,
      retired_at: null,
      created_at: at,
      updated_at: at,
    });
  } catch (error) {
    throw await planWriteRefusal(ctx.db, error, body);
  }
  return toPlan((await findPlanRow(ctx.db, id))!, now, ctx.config.kitchenTimezone);
}
