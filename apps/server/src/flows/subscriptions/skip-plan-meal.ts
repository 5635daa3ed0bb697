import type { SkipPlanMealBody, Subscription } from '@rasoi/domain/subscriptions';
import { dayWord } from '@rasoi/domain/slot-words';
import { localDateAt } from '@rasoi/domain/slot-dates';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { planMealRoom } from '../../modules/catalogue/slots/plan-plates.ts';
import { skipPlanMeal as storeSkip } from '../../modules/subscriptions/skip-plan-meal.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now'>;

/**
 * `skipPlanMeal` (issue 26, D91, D92): the household skips a meal or undoes the skip; an undo only while
 * the day's slot has room for its tiffins (plan meals take plates from the cap first, so a skipped meal's
 * plates may have gone to customers since): 409 m.subscriptionUndoNoRoom naming the slot and day. The room
 * is read under the slot's row lock in the skip's transaction, so a customer's order for the last plates
 * and the undo never both land. Everything else as the subscriptions module's skipPlanMeal.
 */
export function skipPlanMeal(ctx: Ctx, userId: string, id: string, body: SkipPlanMealBody): Promise<Subscription> {
  return storeSkip(ctx, userId, id, body, async (trx, slotPlanId, day, plates) => {
    const room = await planMealRoom(trx, slotPlanId, day, plates);
    if (room && !room.fits) {
      const today = localDateAt(ctx.now(), ctx.config.kitchenTimezone);
      throw new AppError('CONFLICT', 'subscriptionUndoNoRoom', { slot: room.name, day: () => dayWord(day, today) });
    }
  });
}
