import type { Kysely } from 'kysely';
import { clockTimeAt } from '@rasoi/domain/slot-words';
import type { ChangePlanDayBody, Subscription } from '@rasoi/domain/subscriptions';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import { readMySubscription } from './read-subscriptions.ts';
import { openMealDay } from './open-meal-day.ts';
import { findDayRow, setDayExtras } from './subscription-day-queries.ts';

/** The rules of another module the change needs, called inside its transaction (the flow passes them). */
export type PlanDayChecks = {
  /** Throws unless the day's slot has room for `plates` more (the slot's cap). */
  ensureRoom(trx: Kysely<Database>, slotPlanId: string, day: string, plates: number): Promise<void>;
  /** Throws 404 unless `addressId` is one of the household's own addresses. */
  ensureAddress(trx: Kysely<Database>, userId: string, addressId: string): Promise<void>;
};

/**
 * One meal day's extra tiffins and address (issue 26, docs/decisions/0092, `changePlanDay`), in one
 * transaction that opens the day as a skip does (`openMealDay`: 404 another household's, 400 a day without
 * a meal, 409 a kitchen holiday); 409 m.subscriptionChangeClosed naming the time once the meal's skip
 * cut-off passed; 409 m.subscriptionDaySkippedChange on a skipped or paused day; `checks.ensureAddress` (404) for an address; `checks.ensureRoom` for tiffins added beyond the
 * day's current ones; 409 m.subscriptionDayCooked when the generation decided the day first (the upsert's
 * `outcome IS NULL`). Fewer extra tiffins, or none, always go. Returns the subscription with its calendar.
 */
export async function changePlanDay(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  userId: string,
  id: string,
  body: ChangePlanDayBody,
  checks: PlanDayChecks,
): Promise<Subscription> {
  const now = ctx.now();
  const timeZone = ctx.config.kitchenTimezone;
  await ctx.db.transaction().execute(async (trx) => {
    const { row, cutoff } = await openMealDay(trx, userId, id, body.day, timeZone);
    if (now.getTime() >= cutoff.getTime()) {
      throw new AppError('CONFLICT', 'subscriptionChangeClosed', { time: clockTimeAt(cutoff.toISOString(), timeZone) });
    }
    const day = await findDayRow(trx, id, body.day);
    if (day && (day.skipped === 1 || day.paused === 1)) {
      throw new AppError('CONFLICT', 'subscriptionDaySkippedChange', { day: body.day });
    }
    if (body.address_id) await checks.ensureAddress(trx, userId, body.address_id);
    const added = (body.extra_tiffins ?? 0) - (day?.extra_tiffins ?? 0);
    if (body.extra_tiffins !== undefined && added > 0) await checks.ensureRoom(trx, row.slot_id, body.day, added);
    const changes = {
      ...(body.extra_tiffins !== undefined ? { extra_tiffins: body.extra_tiffins } : {}),
      ...(body.address_id !== undefined ? { address_id: body.address_id } : {}),
    };
    if (!(await setDayExtras(trx, id, body.day, changes, toStoredTime(now)))) {
      throw new AppError('CONFLICT', 'subscriptionDayCooked', { day: body.day });
    }
  });
  return readMySubscription(ctx, userId, id);
}
