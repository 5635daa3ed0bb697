import { sql, type Kysely } from 'kysely';
import type { PlanDayOutcome } from '@rasoi/domain/subscriptions';
import type { Database } from '../../db/schema.ts';
import { engineOfDb } from '../../db/dialect.ts';
import { toStoredTime } from '../../db/values.ts';
import type { PlanMealLoss } from './claim-plan-meal.ts';

/**
 * The most subscriptions one call of `claimPlanMeals` takes: its lists bind two values each, far below
 * either engine's limit, and one round of the generation (flows/subscriptions) stays a few milliseconds.
 */
export const PLAN_MEAL_CLAIMS_MAX = 64;

/**
 * What one subscription's day came to in `claimPlanMeals`: claimed for cooking, with the day's own extra
 * tiffins and address (null: the subscription's); not cooked because skipped, paused or outside the
 * subscription; or decided by an earlier run (nothing to make).
 */
export type PlanMealDayClaim =
  | { result: 'claimed'; extraTiffins: number; addressId: string | null }
  | { result: 'skipped'; why: Exclude<PlanDayOutcome, 'cooked'> }
  | { result: 'decided' };

/**
 * Decides the meal of `day` (yyyy-mm-dd) of several subscriptions at once, once each (issue 26, D92, D96):
 * the set-based form of `claimPlanMeal` for one round of the generation, in the transaction `trx` that then
 * makes their orders. Takes the subscriptions' row locks (PostgreSQL: in id order, so two runs at once
 * never deadlock; SQLite's write transaction is the lock), then one multi-row upsert of the day rows sets
 * each outcome only while it has none, as `decideDay` does one: a skip racing this lands before (the day
 * answers 'skipped') or is refused after. A subscription that has ended or does not exist is 'skipped'
 * ('ended'); one whose day another run decided is 'decided'. The caller has checked that the day's skip
 * cut-off has passed. At most PLAN_MEAL_CLAIMS_MAX ids (throws beyond: a caller's bug).
 */
export async function claimPlanMeals(
  trx: Kysely<Database>,
  subscriptionIds: readonly string[],
  day: string,
  now: Date,
): Promise<Map<string, PlanMealDayClaim>> {
  if (subscriptionIds.length > PLAN_MEAL_CLAIMS_MAX) throw new Error(`claimPlanMeals: ${subscriptionIds.length} ids`);
  const claims = new Map<string, PlanMealDayClaim>();
  if (subscriptionIds.length === 0) return claims;
  let locking = trx
    .selectFrom('subscriptions')
    .select(['id', 'start_day', 'end_day'])
    .where((eb) =>
      // eslint-disable-next-line no-restricted-syntax -- at most PLAN_MEAL_CLAIMS_MAX, checked above
      eb('id', 'in', subscriptionIds),
    )
    .orderBy('id');
  if (engineOfDb(trx) === 'postgres') locking = locking.forUpdate();
  const found = await locking.execute();
  for (const id of subscriptionIds) claims.set(id, { result: 'skipped', why: 'ended' });
  if (found.length === 0) return claims;

  const at = toStoredTime(now);
  const rows = found.map((sub) => {
    const outside = day < sub.start_day || (sub.end_day !== null && day > sub.end_day);
    const planned: PlanDayOutcome = outside ? 'ended' : 'cooked';
    return { subscription_id: sub.id, day, outcome: planned, decided_at: at, updated_at: at };
  });
  const decided = await trx
    .insertInto('subscription_days')
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .columns(['subscription_id', 'day'])
        .doUpdateSet({
          outcome: sql<PlanDayOutcome>`case
            when subscription_days.skipped = 1 then 'skipped'
            when subscription_days.paused = 1 then 'paused'
            else excluded.outcome end`,
          decided_at: at,
          updated_at: at,
        })
        .where('subscription_days.outcome', 'is', null),
    )
    .returning(['subscription_id', 'outcome', 'extra_tiffins', 'address_id'])
    .execute();
  for (const sub of found) claims.set(sub.id, { result: 'decided' });
  for (const row of decided) {
    claims.set(
      row.subscription_id,
      row.outcome === 'cooked'
        ? { result: 'claimed', extraTiffins: row.extra_tiffins, addressId: row.address_id }
        : { result: 'skipped', why: row.outcome as Exclude<PlanDayOutcome, 'cooked'> },
    );
  }
  return claims;
}

/**
 * In the transaction that claimed them: the days of `subscriptionIds` on `day` that this transaction decided
 * 'cooked' become `loss` instead (D92: a charge the credit limit refused), so they are shown to the seller
 * and never charged. At most PLAN_MEAL_CLAIMS_MAX ids.
 */
export async function settleClaimedDays(
  trx: Kysely<Database>,
  subscriptionIds: readonly string[],
  day: string,
  loss: PlanMealLoss,
): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await trx
    .updateTable('subscription_days')
    .set({ outcome: loss })
    .where('day', '=', day)
    .where((eb) =>
      // eslint-disable-next-line no-restricted-syntax -- at most PLAN_MEAL_CLAIMS_MAX, one round's claims
      eb('subscription_id', 'in', subscriptionIds),
    )
    .where('outcome', '=', 'cooked')
    .where('order_id', 'is', null)
    .execute();
}

/**
 * Records the orders cooked days became (D92), in the transaction that made them: `orders` maps each
 * subscription id to its order id, one UPDATE for the round. At most PLAN_MEAL_CLAIMS_MAX entries.
 */
export async function linkDayOrders(
  trx: Kysely<Database>,
  day: string,
  orders: ReadonlyMap<string, string>,
): Promise<void> {
  if (orders.size === 0) return;
  const ids = [...orders.keys()];
  const orderOf = sql.join(
    ids.map((id) => sql`when ${id} then ${orders.get(id)!}`),
    sql` `,
  );
  await trx
    .updateTable('subscription_days')
    .set({ order_id: sql<string>`case subscription_id ${orderOf} end` })
    .where('day', '=', day)
    .where((eb) =>
      // eslint-disable-next-line no-restricted-syntax -- at most PLAN_MEAL_CLAIMS_MAX, one round's orders
      eb('subscription_id', 'in', ids),
    )
    .where('outcome', '=', 'cooked')
    .execute();
}
