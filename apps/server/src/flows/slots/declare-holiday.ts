import type { FastifyBaseLogger } from 'fastify';
import { HOLIDAY_AHEAD_MAX_DAYS, type DeclareHolidayBody, type Holiday } from '@rasoi/domain/holidays';
import { m } from '@rasoi/domain/i18n/messages';
import { dateAfter, localDateAt } from '@rasoi/domain/slot-dates';
import type { AppContext } from '../../app-context.ts';
import { toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/crypto.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { closeDaySlots, storeHoliday, type HolidayRow } from '../../modules/catalogue/holidays/holiday-queries.ts';
import { daySlotRows, slotCalendar } from '../../modules/catalogue/slots/day-slots.ts';
import { readSlotPlan } from '../../modules/catalogue/slots/slot-plan-queries.ts';
import { listPlanMealOrdersOfDay } from '../../modules/ordering/orders/plan-meal-order.ts';
import { cancelOrder } from '../orders/cancel-order.ts';
import { tellHoliday } from './tell-holiday.ts';

type Ctx = Parameters<typeof cancelOrder>[0]['ctx'] & Pick<AppContext, 'config'>;

/**
 * The kitchen declares a holiday (issue 26, docs/decisions/0092, `declareHoliday`): `day` from the kitchen's
 * today to HOLIDAY_AHEAD_MAX_DAYS ahead (400 m.holidayInPast / m.holidayTooFar), the whole day or one slot
 * of the weekly plan (404 m.holidaySlotNotFound). In one transaction the day's slots (made first where the
 * calendar makes them) are closed, so the slot takes no orders, and the holiday is stored (a repeat for that
 * day and slot answers the first, `created` false). The plan meals of the day not yet made are then settled
 * as holidays by the generation (it reads the holiday, inside each meal's transaction, after taking the
 * slot's row, which the close here holds: a meal being made at this moment lands before the holiday, and is
 * found next). Plan meals already made are cancelled by the kitchen, each refunded (cancelOrder), with the
 * note as the reason. A holiday stored by this call then tells each household with a meal not yet made by
 * web push (`tellHoliday`, D95). Answers the holiday and how many made meals it cancelled.
 */
export async function declareHoliday(
  ctx: Ctx,
  seller: SessionUser,
  body: DeclareHolidayBody,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<{ holiday: Holiday; cancelledMeals: number; created: boolean }> {
  const now = ctx.now();
  const timeZone = ctx.config.kitchenTimezone;
  const today = localDateAt(now, timeZone);
  if (body.day < today) throw new AppError('BAD_REQUEST', 'holidayInPast', { day: body.day });
  if (body.day > dateAfter(today, HOLIDAY_AHEAD_MAX_DAYS)) {
    throw new AppError('BAD_REQUEST', 'holidayTooFar', { days: HOLIDAY_AHEAD_MAX_DAYS });
  }
  if (body.slot_id !== null && !(await readSlotPlan(ctx.db)).some((entry) => entry._id === body.slot_id)) {
    throw new AppError('NOT_FOUND', 'holidaySlotNotFound');
  }
  const settings = await ctx.kitchenSettings.get();
  await daySlotRows(ctx.db, body.day, slotCalendar(now, timeZone, settings.order_days_ahead), now);
  const row: HolidayRow = {
    id: newId(),
    day: body.day,
    slot_id: body.slot_id,
    note: body.note,
    created_at: toStoredTime(now),
  };
  const { stored, made } = await ctx.db.transaction().execute(async (trx) => {
    await closeDaySlots(trx, body.day, body.slot_id, toStoredTime(now));
    const kept = await storeHoliday(trx, row);
    return { stored: kept, made: await listPlanMealOrdersOfDay(trx, body.day, body.slot_id) };
  });
  const reason = stored.holiday.note || m.kitchenHolidayReason();
  let cancelledMeals = 0;
  for (const orderId of made) {
    try {
      await cancelOrder({ ctx, caller: seller, orderId, reason });
      cancelledMeals += 1;
    } catch (error) {
      // Delivered meanwhile, or cancelled by another call: that meal stands as it is.
      if (!(error instanceof AppError)) throw error;
    }
  }
  const { holiday } = stored;
  if (stored.created) await tellHoliday(ctx, log, holiday);
  return {
    holiday: { _id: holiday.id, day: holiday.day, slot_id: holiday.slot_id, note: holiday.note },
    cancelledMeals,
    created: stored.created,
  };
}
