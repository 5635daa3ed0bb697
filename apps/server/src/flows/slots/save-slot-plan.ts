import type { SlotPlanEntry } from '@rasoi/domain/slots';
import type { AppContext } from '../../app-context.ts';
import { announceSlotRoom } from './announce-room.ts';
import { slotCalendarOf } from '../../modules/catalogue/slots/slot-calendar-of.ts';
import { replaceSlotPlan, type PlanEntry } from '../../modules/catalogue/slots/slot-plan-queries.ts';
import { settleDaysAfterPlanChange } from '../../modules/catalogue/slots/slot-queries.ts';

/**
 * Replaces the kitchen's weekly slot plan (issue 14, D47) with `entries` (validated by the domain's
 * slotPlanBodySchema) in one transaction: the plan, and the days from today on (settleDaysAfterPlanChange):
 * unused days are made anew from the new plan, days with orders keep their window (closed if their entry
 * is gone), a day the seller changed keeps its change while its entry stays. Tells every open app
 * (`kitchen.changed`) and, when a slot has room, the customers waiting on 'Notify me'.
 * Returns the stored plan.
 */
export async function saveSlotPlan(
  ctx: Pick<AppContext, 'db' | 'config' | 'kitchenSettings' | 'now' | 'push'>,
  entries: readonly SlotPlanEntry[],
): Promise<PlanEntry[]> {
  const now = ctx.now();
  const { today } = await slotCalendarOf(ctx, now);
  const plan = await ctx.db.transaction().execute(async (trx) => {
    const stored = await replaceSlotPlan(trx, entries, now);
    await settleDaysAfterPlanChange(
      trx,
      today,
      stored.map((entry) => entry._id),
      now,
    );
    return stored;
  });
  await ctx.kitchenSettings.announce();
  await announceSlotRoom(ctx, now);
  return plan;
}
