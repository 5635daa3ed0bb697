import { dateAfter, localDateAt } from '@rasoi/domain/slot-dates';
import { LOST_PLAN_MEAL_OUTCOMES, LOST_PLAN_MEALS_PAST_DAYS, type LostPlanMeal } from '@rasoi/domain/subscriptions';
import type { AppContext } from '../../app-context.ts';

/**
 * The plan meals households lost (issue 26, docs/decisions/0092 and 0094, `listLostPlanMeals`): the days
 * decided `no_room`, `over_limit` or `missed` from LOST_PLAN_MEALS_PAST_DAYS days before the kitchen's
 * today on (a coming day is decided at its cut-off, up to two days ahead), most recent day first (then the
 * latest decided, then by mobile), each with its household (user id, mobile, the name on the subscription's
 * address), plan and slot name. `users`, `addresses`, `plans` and `slot_plan` are read in the joins, never
 * written. Not paged: a lost meal is rare, and a fortnight of them is short.
 */
export async function listLostPlanMeals(ctx: Pick<AppContext, 'db' | 'config' | 'now'>): Promise<LostPlanMeal[]> {
  const from = dateAfter(localDateAt(ctx.now(), ctx.config.kitchenTimezone), -LOST_PLAN_MEALS_PAST_DAYS);
  // eslint-disable-next-line no-restricted-syntax -- the `in` list is the three lost outcomes, a constant
  const rows = await ctx.db
    .selectFrom('subscription_days')
    .innerJoin('subscriptions', 'subscriptions.id', 'subscription_days.subscription_id')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .innerJoin('slot_plan', 'slot_plan.id', 'plans.slot_id')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .innerJoin('addresses', 'addresses.id', 'subscriptions.address_id')
    .select([
      'subscription_days.subscription_id',
      'subscription_days.day',
      'subscription_days.outcome',
      'subscription_days.decided_at',
      'subscriptions.user_id',
      'users.mobile',
      'addresses.reciever_name',
      'plans.id as plan_id',
      'plans.name as plan_name',
      'slot_plan.name as slot_name',
    ])
    .where('subscription_days.outcome', 'in', LOST_PLAN_MEAL_OUTCOMES)
    .where('subscription_days.day', '>=', from)
    .orderBy('subscription_days.day', 'desc')
    .orderBy('subscription_days.decided_at', 'desc')
    .orderBy('users.mobile')
    .execute();
  return rows.map((row) => ({
    subscription_id: row.subscription_id,
    household: { _id: row.user_id, mobile: row.mobile, name: row.reciever_name },
    plan: { _id: row.plan_id, name: row.plan_name, slot_name: row.slot_name },
    day: row.day,
    why: row.outcome as LostPlanMeal['why'],
    decided_at: row.decided_at!,
  }));
}
