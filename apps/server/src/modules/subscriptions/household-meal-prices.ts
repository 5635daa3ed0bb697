import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { idChunks } from '../../db/id-chunks.ts';

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
