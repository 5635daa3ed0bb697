import { clockTimeAt } from '@rasoi/domain/slot-words';
import type { SkipPlanMealBody, Subscription } from '@rasoi/domain/subscriptions';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import { readMySubscription } from './read-subscriptions.ts';
import { openMealDay } from './open-meal-day.ts';
import { setDaySkipped } from './subscription-day-queries.ts';

/**
 * The household skips the meal of one day, or undoes that skip (issue 26, docs/decisions/0091,
 * `skipPlanMeal`). In one transaction that first takes the subscription's row lock: 404
 * m.subscriptionNotFound for another household's or none; 400 m.subscriptionDayNotPlanned for a day the
 * subscription brings no meal (not a plan day its slot serves, before its start, after its end); 409
 * m.subscriptionSkipClosed / m.subscriptionUndoClosed naming the kitchen-local time once the day's skip
 * cut-off (`planSkipCutoff`, D89) has passed; 409 m.subscriptionDayHoliday (with the note) for a day the
 * kitchen declared a holiday (D94: no meal comes, there is nothing to skip or undo); 409
 * m.subscriptionDayCooked when the generation decided the day first (the upsert's `outcome IS NULL`); an undo
 * `ensureRoom` refuses (the slot's cap, D92). A repeat is harmless: it sets what is already set.
 * Returns the subscription with its calendar.
 */
export async function skipPlanMeal(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  userId: string,
  id: string,
  body: SkipPlanMealBody,
  /**
   * Called in the transaction before an undo is stored, with the subscription's slot entry, the day and
   * its tiffins: throws when the slot has no room for them (the caller's rule, from another module).
   */
  ensureRoom?: (trx: Kysely<Database>, slotPlanId: string, day: string, plates: number) => Promise<void>,
): Promise<Subscription> {
  const now = ctx.now();
  const timeZone = ctx.config.kitchenTimezone;
  await ctx.db.transaction().execute(async (trx) => {
    const { row, cutoff } = await openMealDay(trx, userId, id, body.day, timeZone);
    if (now.getTime() >= cutoff.getTime()) {
      const key = body.skip ? 'subscriptionSkipClosed' : 'subscriptionUndoClosed';
      throw new AppError('CONFLICT', key, { time: clockTimeAt(cutoff.toISOString(), timeZone) });
    }
    if (!body.skip && ensureRoom) await ensureRoom(trx, row.slot_id, body.day, row.tiffins);
    if (!(await setDaySkipped(trx, id, body.day, body.skip, toStoredTime(now)))) {
      throw new AppError('CONFLICT', 'subscriptionDayCooked', { day: body.day });
    }
  });
  return readMySubscription(ctx, userId, id);
}
