import type { SlotPlanEntry } from '@rasoi/domain/slots';
import type { AppContext } from '../../app-context.ts';
import { announceSlotRoom } from './announce-room.ts';
import { slotCalendarOf } from '../../modules/catalogue/slots/slot-calendar-of.ts';
import { readSlotPlan, replaceSlotPlan, type PlanEntry } from '../../modules/catalogue/slots/slot-plan-queries.ts';
import { settleDaysAfterPlanChange } from '../../modules/catalogue/slots/slot-queries.ts';
import { planOutsideSlots } from '../../modules/plans/plan-queries.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Replaces the kitchen's weekly slot plan (issue 14, D47) with `entries` (validated by the domain's
 * slotPlanBodySchema) in one transaction: the plan, and the days from today on (settleDaysAfterPlanChange):
 * unused days are made anew from the new plan, days with orders keep their window (closed if their entry
 * is gone), a day the seller changed keeps its change while its entry stays. A slot entry a tiffin plan is
 * served in cannot go (409 m.slotUsedByPlan; renaming makes a new entry, so it cannot be renamed either). Tells every open app
 * (`kitchen.changed`) and, when a slot has room, the customers waiting on 'Notify me'.
 * Returns the stored plan.
 */
export async function saveSlotPlan(
  ctx: Pick<AppContext, 'db' | 'config' | 'kitchenSettings' | 'now' | 'push'>,
  entries: readonly SlotPlanEntry[],
): Promise<PlanEntry[]> {
  const now = ctx.now();
  const { today } = await slotCalendarOf(ctx, now);
  const replace = () =>
    ctx.db.transaction().execute(async (trx) => {
      const old = await readSlotPlan(trx);
      const stored = await replaceSlotPlan(trx, entries, now);
      const ids = stored.map((entry) => entry._id);
      // A slot a tiffin plan is served in stays (issue 26, docs/decisions/0089); the plans' foreign key,
      // checked at the commit, decides, and this names the plan and the slot.
      const lost = await planOutsideSlots(trx, ids);
      if (lost) {
        const slot = old.find((entry) => entry._id === lost.slot_id)?.name ?? '';
        throw new AppError('CONFLICT', 'slotUsedByPlan', { slot, plan: lost.name });
      }
      await settleDaysAfterPlanChange(trx, today, ids, now);
      return stored;
    });
  // A plan made in the slot after the check above fails the commit: the second run names it.
  const plan = await replace().catch((error: unknown) => {
    if (isForeignKeyViolation(error)) return replace();
    throw error;
  });
  await ctx.kitchenSettings.announce();
  await announceSlotRoom(ctx, now);
  return plan;
}
