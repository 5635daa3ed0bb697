import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { idChunks } from '../../db/id-chunks.ts';
import { listDayRows } from './subscription-day-queries.ts';
import { selectSubscriptions, type SubscriptionRow } from './subscription-row-queries.ts';

/**
 * The subscriptions the plan meals' work reads across households (issue 26, D92, D95): those with a meal of
 * a plan on a day still to decide (the generation), to remind of, to tell of a holiday, and a household's
 * open prepaid ones (the low-balance push). Each query takes the database or a transaction.
 */

/**
 * The subscriptions to plan `planId` that bring a meal on `day`: from their start, to their end when they
 * have one (the plan's weekdays are the caller's: it asks only for days the plan serves).
 */
function withMealOn(db: Kysely<Database>, planId: string, day: string) {
  return selectSubscriptions(db)
    .where('subscriptions.plan_id', '=', planId)
    .where('subscriptions.start_day', '<=', day)
    .where((eb) => eb.or([eb('subscriptions.end_day', 'is', null), eb('subscriptions.end_day', '>=', day)]));
}

/**
 * The subscriptions to plan `planId` that bring a meal on `day` (from their start, to their end when they
 * have one) and whose day the generation has not decided yet (D92), by id.
 */
export async function listUndecidedSubscriptions(
  db: Kysely<Database>,
  planId: string,
  day: string,
): Promise<SubscriptionRow[]> {
  return withMealOn(db, planId, day)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('subscription_days')
            .select('subscription_days.day')
            .whereRef('subscription_days.subscription_id', '=', 'subscriptions.id')
            .where('subscription_days.day', '=', day)
            .where('subscription_days.outcome', 'is not', null),
        ),
      ),
    )
    .orderBy('subscriptions.id')
    .execute();
}

/**
 * The subscriptions to plan `planId` with a meal on `day` (from their start, to their end) whose household
 * asked for the evening-before reminder (`plan_reminders`, D95) and whose day is not decided, skipped,
 * paused or reminded of yet, by id. The plan's weekdays are the caller's.
 */
export async function listRemindableSubscriptions(
  db: Kysely<Database>,
  planId: string,
  day: string,
): Promise<SubscriptionRow[]> {
  return withMealOn(db, planId, day)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('plan_reminders')
          .select('plan_reminders.user_id')
          .whereRef('plan_reminders.user_id', '=', 'subscriptions.user_id')
          .where('plan_reminders.evening_before', '=', 1),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('subscription_days')
            .select('subscription_days.day')
            .whereRef('subscription_days.subscription_id', '=', 'subscriptions.id')
            .where('subscription_days.day', '=', day)
            .where((inner) =>
              inner.or([
                inner('subscription_days.outcome', 'is not', null),
                inner('subscription_days.skipped', '=', 1),
                inner('subscription_days.paused', '=', 1),
                inner('subscription_days.reminded_at', 'is not', null),
              ]),
            ),
        ),
      ),
    )
    .orderBy('subscriptions.id')
    .execute();
}

/**
 * The households with an undecided meal of `planId` on `day` that was not skipped or paused (D95: those a
 * holiday of that day tells), each once, with its subscription's slot name.
 */
export async function listHouseholdsWithMeal(
  db: Kysely<Database>,
  planId: string,
  day: string,
): Promise<{ userId: string; slotName: string }[]> {
  const rows = await listUndecidedSubscriptions(db, planId, day);
  const days = await listDayRows(
    db,
    rows.map((row) => row.id),
    day,
  );
  const off = new Set(
    days.filter((row) => row.day === day && (row.skipped === 1 || row.paused === 1)).map((row) => row.subscription_id),
  );
  return rows.filter((row) => !off.has(row.id)).map((row) => ({ userId: row.user_id, slotName: row.slot_name }));
}

/**
 * The dearest meal (its plan's price a meal × the subscription's tiffins, in paise) among the open prepaid
 * subscriptions of each of `userIds` (not ended), by user id; a household with none is left out. What 'two
 * meals' of the low-balance push is read from (D95), for a whole run's households at once (D96); `plans`
 * is the plans module's table, read here and never written.
 */
export async function dearestPrepaidMeals(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  const dearest = new Map<string, number>();
  for (const chunk of idChunks(userIds)) {
    const rows = await db
      .selectFrom('subscriptions')
      .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
      .select(['subscriptions.user_id', 'plans.meal_price_paise', 'subscriptions.tiffins'])
      .where((eb) =>
        // eslint-disable-next-line no-restricted-syntax -- one idChunks chunk
        eb('subscriptions.user_id', 'in', chunk),
      )
      .where('subscriptions.pay', '=', 'prepaid')
      .where('subscriptions.ended_at', 'is', null)
      .execute();
    for (const row of rows) {
      const paise = row.meal_price_paise * row.tiffins;
      dearest.set(row.user_id, Math.max(dearest.get(row.user_id) ?? 0, paise));
    }
  }
  return dearest;
}
