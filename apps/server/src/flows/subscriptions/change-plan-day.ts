import type { ChangePlanDayBody, Subscription } from '@rasoi/domain/subscriptions';
import { dayWord } from '@rasoi/domain/slot-words';
import { localDateAt } from '@rasoi/domain/slot-dates';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { planMealRoom } from '../../modules/catalogue/slots/plan-plates.ts';
import { findUserAddress } from '../../modules/customers/addresses/address-queries.ts';
import { changePlanDay as storeDay } from '../../modules/subscriptions/change-plan-day.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now'>;

/**
 * `changePlanDay` (issue 26, D92): a meal day's extra tiffins, within the slot's cap (read under the slot's
 * row lock, as an undone skip is: 409 m.subscriptionExtraNoRoom naming the slot and day), and another of the
 * household's own addresses for that day (404 m.addressNotFound, as for orders). The rest is the
 * subscriptions module's changePlanDay.
 */
export function changePlanDay(ctx: Ctx, userId: string, id: string, body: ChangePlanDayBody): Promise<Subscription> {
  return storeDay(ctx, userId, id, body, {
    async ensureRoom(trx, slotPlanId, day, plates) {
      const room = await planMealRoom(trx, slotPlanId, day, plates);
      if (room && !room.fits) {
        const today = localDateAt(ctx.now(), ctx.config.kitchenTimezone);
        throw new AppError('CONFLICT', 'subscriptionExtraNoRoom', { slot: room.name, day: () => dayWord(day, today) });
      }
    },
    async ensureAddress(trx, owner, addressId) {
      if (!(await findUserAddress(trx, owner, addressId))) throw new AppError('NOT_FOUND', 'addressNotFound');
    },
  });
}
