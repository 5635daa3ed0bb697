import { daysBetween, firstChangeableDay, mealChangeCutoff } from '@rasoi/domain/subscription-days';
import { clockTimeAt } from '@rasoi/domain/slot-words';
import type { PauseSubscriptionBody, Subscription } from '@rasoi/domain/subscriptions';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import { readMySubscription } from './read-subscriptions.ts';
import { factsOf } from './subscription-answer.ts';
import { clearPausedFrom, setDaysPaused } from './subscription-day-queries.ts';
import { findUserSubscription, lockSubscription, type SubscriptionRow } from './subscription-row-queries.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now'>;

/** Takes the caller's subscription's lock and reads it; 404 for none, 409 m.subscriptionEnded once ended. */
async function lockOpen(trx: Kysely<Database>, userId: string, id: string): Promise<SubscriptionRow> {
  if (!(await lockSubscription(trx, id, userId))) throw new AppError('NOT_FOUND', 'subscriptionNotFound');
  const row = (await findUserSubscription(trx, userId, id))!;
  if (row.ended_at !== null) throw new AppError('CONFLICT', 'subscriptionEnded');
  return row;
}

/**
 * The household pauses its subscription from `from` until `until`, both included (issue 26,
 * docs/decisions/0091, `pauseSubscription`): each day is marked paused, adding to any pause already set.
 * `from` must be a day whose meal can still change: 409 m.subscriptionPauseClosed naming that day's skip
 * cut-off (kitchen-local) otherwise. 404 m.subscriptionNotFound; 409 m.subscriptionEnded. A day the
 * generation decided first keeps its outcome (the upsert's `outcome IS NULL`). Returns the subscription.
 */
export async function pauseSubscription(
  ctx: Ctx,
  userId: string,
  id: string,
  body: PauseSubscriptionBody,
): Promise<Subscription> {
  const now = ctx.now();
  const timeZone = ctx.config.kitchenTimezone;
  await ctx.db.transaction().execute(async (trx) => {
    const facts = factsOf(await lockOpen(trx, userId, id), []);
    if (body.from < firstChangeableDay(facts, now, timeZone)) {
      const cutoff = mealChangeCutoff(facts, body.from, timeZone);
      throw new AppError('CONFLICT', 'subscriptionPauseClosed', {
        day: body.from,
        time: clockTimeAt(cutoff.toISOString(), timeZone),
      });
    }
    await setDaysPaused(trx, id, daysBetween(body.from, body.until), true, toStoredTime(now));
  });
  return readMySubscription(ctx, userId, id);
}

/**
 * The household resumes its subscription (issue 26, D91, `resumeSubscription`): every pause from the first
 * day whose meal can still change is cleared; paused days before it stay paused (their meals are being
 * decided or were). Nothing paused is no error. 404 m.subscriptionNotFound; 409 m.subscriptionEnded.
 */
export async function resumeSubscription(ctx: Ctx, userId: string, id: string): Promise<Subscription> {
  const now = ctx.now();
  const timeZone = ctx.config.kitchenTimezone;
  await ctx.db.transaction().execute(async (trx) => {
    const facts = factsOf(await lockOpen(trx, userId, id), []);
    await clearPausedFrom(trx, id, firstChangeableDay(facts, now, timeZone), toStoredTime(now));
  });
  return readMySubscription(ctx, userId, id);
}
