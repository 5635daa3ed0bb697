import { dateAfter } from '@rasoi/domain/slot-dates';
import { firstChangeableDay } from '@rasoi/domain/subscription-days';
import type { Subscription } from '@rasoi/domain/subscriptions';
import type { AppContext } from '../../app-context.ts';
import { toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import { readMySubscription } from './read-subscriptions.ts';
import { factsOf } from './subscription-answer.ts';
import { endSubscriptionRow, findUserSubscription, lockSubscription } from './subscription-row-queries.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now'>;

/**
 * The household ends its subscription (issue 26, D91, `endSubscription`): it brings no meal from the first
 * day whose meal can still change; the meals before it (being decided, or cooked) stand, so `end_day` is the
 * day before that (or the last day already cooked, if later). A second end keeps the first. 404
 * m.subscriptionNotFound. Returns the subscription, `state` 'ended'.
 */
export async function endSubscription(ctx: Ctx, userId: string, id: string): Promise<Subscription> {
  const now = ctx.now();
  const timeZone = ctx.config.kitchenTimezone;
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockSubscription(trx, id, userId))) throw new AppError('NOT_FOUND', 'subscriptionNotFound');
    const facts = factsOf((await findUserSubscription(trx, userId, id))!, []);
    const lastDay = dateAfter(firstChangeableDay(facts, now, timeZone), -1);
    await endSubscriptionRow(trx, id, lastDay, toStoredTime(now));
  });
  return readMySubscription(ctx, userId, id);
}
