import type { FastifyBaseLogger } from 'fastify';
import { localDateAt } from '@rasoi/domain/slot-dates';
import type { AppContext } from '../../app-context.ts';
import { overLimitPush, sellerOverLimitPush } from '../../modules/live/notifications/plan-pushes.ts';
import { raiseLostMealNotice } from '../../modules/subscriptions/subscription-day-queries.ts';
import { findSubscription } from '../../modules/subscriptions/subscription-row-queries.ts';
import { tellLowBalances } from '../accounts/tell-low-balance.ts';
import type { GenerationReport } from './generate-plan-meals.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'push' | 'whatsapp' | 'now'>;

/**
 * The pushes a plan meal run causes (issue 26, docs/decisions/0095), after its meals have committed: each
 * household whose meal was lost at its credit limit ('over_limit') is told its tiffin is paused until it
 * pays; the sellers are told how many households lost each slot's meal so, the total stored, once it has grown
 * past what they were last told (`raiseLostMealNotice`: two instances racing may tell 1 then 2, never the same
 * total twice); each household charged is checked for a low balance (`tellLowBalance`). A run reports only
 * the meals it decided itself, so with two instances each household's loss is told once. Never throws: failures are logged, the run stands.
 */
export async function tellPlanMealRun(ctx: Ctx, log: Pick<FastifyBaseLogger, 'error'>, report: GenerationReport) {
  try {
    const today = localDateAt(ctx.now(), ctx.config.kitchenTimezone);
    const bySlotDay = new Map<string, { slotId: string; slotName: string; day: string; households: Set<string> }>();
    for (const lost of report.lost) {
      if (lost.loss !== 'over_limit') continue;
      const subscription = await findSubscription(ctx.db, lost.subscriptionId);
      if (!subscription) continue;
      const meal = { slotName: subscription.slot_name, day: lost.day, today };
      ctx.push.send({ userId: lost.userId }, overLimitPush(meal));
      const key = `${lost.day} ${subscription.slot_id}`;
      const group = bySlotDay.get(key) ?? {
        slotId: subscription.slot_id,
        slotName: subscription.slot_name,
        day: lost.day,
        households: new Set(),
      };
      group.households.add(lost.userId);
      bySlotDay.set(key, group);
    }
    // The sellers hear each slot and day's total once it grows (two instances may each have lost some).
    for (const group of bySlotDay.values()) {
      const told = await raiseLostMealNotice(
        ctx.db,
        { day: group.day, slotId: group.slotId, kind: 'over_limit' },
        ctx.now().toISOString(),
      );
      if (told !== undefined) {
        ctx.push.send({ sellers: true }, sellerOverLimitPush({ ...group, today, households: told }));
      }
    }
  } catch (error) {
    log.error({ err: error }, 'plan meal pushes failed');
  }
  // Each household once, after its last charge of the run: the balance before its first charge decides.
  const charged = new Map<string, number>();
  for (const charge of report.charges) {
    if (!charged.has(charge.userId)) charged.set(charge.userId, charge.balanceBeforePaise);
  }
  await tellLowBalances(ctx, log, charged);
}
