import type { Kysely } from 'kysely';
import type { PlanDayOutcome } from '@rasoi/domain/subscriptions';
import { mealChangeCutoff } from '@rasoi/domain/subscription-days';
import type { Database } from '../../db/schema.ts';
import { toStoredTime } from '../../db/values.ts';
import { factsOf } from './subscription-answer.ts';
import { decideDay, findDayRow } from './subscription-day-queries.ts';
import { findSubscription, lockSubscription } from './subscription-row-queries.ts';

/**
 * What `claimPlanMeal` decided: the meal is this caller's to cook ('claimed'), or it is not cooked because
 * the day was skipped, paused or is outside the subscription ('skipped', with why), or another call decided
 * the day before ('decided', with that outcome: the caller makes nothing).
 */
export type PlanMealClaim =
  | { result: 'claimed' }
  | { result: 'skipped'; why: Exclude<PlanDayOutcome, 'cooked'> }
  | { result: 'decided'; outcome: PlanDayOutcome };

/**
 * Decides the meal of `day` (yyyy-mm-dd) of one subscription, once (issue 26, docs/decisions/0091): the
 * primitive the generation of plan meals calls at the meal's skip cut-off, in the transaction `trx` that
 * then makes the order and charges the account. It takes the subscription's row lock (as every change of
 * the subscription does), then one upsert of the day's row sets its outcome only while it has none: a skip
 * and the claim race on that row, so exactly one lands (a skip after the claim is refused, m.subscriptionDayCooked;
 * a claim after the skip answers 'skipped'). Two claims at once: one 'claimed', the other 'decided'.
 * `now` is the generation's instant; a claim before the day's skip cut-off is a programming error (throws),
 * since the household may still change the day. The caller passes a plan meal day (a weekday the plan's slot
 * serves); a day before the start or after the end is decided 'ended'.
 */
export async function claimPlanMeal(
  trx: Kysely<Database>,
  subscriptionId: string,
  day: string,
  now: Date,
  timeZone: string,
): Promise<PlanMealClaim> {
  const locked = await lockSubscription(trx, subscriptionId);
  if (!locked) return { result: 'skipped', why: 'ended' };
  const row = (await findSubscription(trx, subscriptionId))!;
  const cutoff = mealChangeCutoff(factsOf(row, []), day, timeZone);
  if (now.getTime() < cutoff.getTime()) {
    throw new Error(`claimPlanMeal: ${day} can still change until ${cutoff.toISOString()}`);
  }
  const outside = day < locked.start_day || (locked.end_day !== null && day > locked.end_day);
  const outcome = await decideDay(trx, subscriptionId, day, outside ? 'ended' : 'cooked', toStoredTime(now));
  if (outcome === undefined || outcome === null) {
    const earlier = await findDayRow(trx, subscriptionId, day);
    return { result: 'decided', outcome: earlier!.outcome! };
  }
  return outcome === 'cooked' ? { result: 'claimed' } : { result: 'skipped', why: outcome };
}

/** Why a plan meal was not cooked although the household kept it (D92). */
export type PlanMealLoss = 'holiday' | 'no_room' | 'over_limit' | 'missed';

/**
 * Decides the meal of `day` of one subscription as not cooked for `loss` (D92): a holiday, no room left
 * in the slot, the account at its credit limit, or missed (the server was down past the meal). Used after
 * a claim's transaction was rolled back for that reason, or instead of a claim. Same lock and decided-once
 * upsert as `claimPlanMeal`: a day the household skipped or paused keeps that outcome, a day decided
 * meanwhile is left as it is. Answers the outcome this call decided, or undefined when none.
 */
export async function settlePlanMeal(
  trx: Kysely<Database>,
  subscriptionId: string,
  day: string,
  loss: PlanMealLoss,
  now: Date,
): Promise<PlanDayOutcome | undefined> {
  if (!(await lockSubscription(trx, subscriptionId))) return undefined;
  return (await decideDay(trx, subscriptionId, day, loss, toStoredTime(now))) ?? undefined;
}
