import { earliestStartDay } from '@rasoi/domain/plan-days';
import { dateAfter, localDateAt } from '@rasoi/domain/slot-dates';
import { weekdayOf } from '@rasoi/domain/slots';
import { SUBSCRIPTION_START_AHEAD_MAX_DAYS, type SubscribeBody, type Subscription } from '@rasoi/domain/subscriptions';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAccount } from '../../modules/accounts/account-queries.ts';
import { findUserAddress } from '../../modules/customers/addresses/address-queries.ts';
import { planStartFacts } from '../../modules/plans/plan-answer.ts';
import { findPlanRow, type PlanRow } from '../../modules/plans/plan-queries.ts';
import { readSubscriptionByKey } from '../../modules/subscriptions/read-subscriptions.ts';
import { storeSubscription } from '../../modules/subscriptions/store-subscription.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now'>;

/** 404 for no plan, 409 m.subscriptionPlanRetired for a retired one. */
function checkPlanOpen(plan: PlanRow | undefined): PlanRow {
  if (!plan) throw new AppError('NOT_FOUND', 'planNotFound');
  if (plan.retired_at !== null) throw new AppError('CONFLICT', 'subscriptionPlanRetired', { name: plan.name });
  return plan;
}

/**
 * Refuses a start day the plan cannot start on at `now` (400): before its earliest start day (the kitchen's
 * today plus its lead days, before that meal's skip cut-off: `earliestStartDay`, D89), so also a day in the
 * past (m.subscriptionStartTooEarly naming the earliest); a day the plan brings no meal
 * (m.subscriptionStartNotMealDay); more than SUBSCRIPTION_START_AHEAD_MAX_DAYS ahead.
 */
function checkStartDay(ctx: Ctx, plan: PlanRow, startDay: string, now: Date): void {
  const timeZone = ctx.config.kitchenTimezone;
  const facts = planStartFacts(plan);
  const earliest = earliestStartDay(facts, now, timeZone);
  if (earliest && startDay < earliest.date) {
    throw new AppError('BAD_REQUEST', 'subscriptionStartTooEarly', { day: earliest.date });
  }
  if (!facts.weekdays.includes(weekdayOf(startDay))) {
    throw new AppError('BAD_REQUEST', 'subscriptionStartNotMealDay', { day: startDay });
  }
  if (startDay > dateAfter(localDateAt(now, timeZone), SUBSCRIPTION_START_AHEAD_MAX_DAYS)) {
    throw new AppError('BAD_REQUEST', 'subscriptionStartTooFar', { days: SUBSCRIPTION_START_AHEAD_MAX_DAYS });
  }
}

/**
 * A household subscribes to a tiffin plan (issue 26, docs/decisions/0091, `subscribeToPlan`): the plan (404
 * m.planNotFound; 409 m.subscriptionPlanRetired), a start day it can start on (400, checkStartDay), one of
 * the caller's own addresses (404 m.addressNotFound, as for orders), diet notes, and how to pay: `on_account`
 * only when the kitchen allows this household monthly payment (the accounts' `on_account_allowed`; 409
 * m.subscriptionOnAccountNotAllowed). The plan's being active and that term are decided again by the
 * INSERT itself (storeSubscription), so a retire or a change of terms at the same moment cannot slip
 * between. An Idempotency-Key that stored a subscription before answers it (`replayed`), before any check.
 */
export async function subscribeToPlan(
  ctx: Ctx,
  userId: string,
  body: SubscribeBody,
  idempotencyKey: string | undefined,
): Promise<{ subscription: Subscription; replayed: boolean }> {
  if (idempotencyKey) {
    const earlier = await readSubscriptionByKey(ctx, userId, idempotencyKey);
    if (earlier) return { subscription: earlier, replayed: true };
  }
  const now = ctx.now();
  const plan = checkPlanOpen(await findPlanRow(ctx.db, body.plan_id));
  checkStartDay(ctx, plan, body.start_day, now);
  if (!(await findUserAddress(ctx.db, userId, body.address_id))) throw new AppError('NOT_FOUND', 'addressNotFound');
  if (body.pay === 'on_account' && (await findAccount(ctx.db, userId))?.on_account_allowed !== 1) {
    throw new AppError('CONFLICT', 'subscriptionOnAccountNotAllowed');
  }
  const stored = await storeSubscription(ctx, userId, body, idempotencyKey);
  if ('refused' in stored) {
    // The plan was retired or the term withdrawn since the checks: read again only to say which.
    checkPlanOpen(await findPlanRow(ctx.db, body.plan_id));
    throw new AppError('CONFLICT', 'subscriptionOnAccountNotAllowed');
  }
  return stored;
}
