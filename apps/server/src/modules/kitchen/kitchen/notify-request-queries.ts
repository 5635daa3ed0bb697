import type { Kysely } from 'kysely';
import { engineOfDb } from '../../../db/dialect.ts';
import type { Database } from '../../../db/schema.ts';
import { fromFlag, toStoredTime } from '../../../db/values.ts';

/**
 * Stores the customer's 'Notify me' while the kitchen is closed, in one transaction that reads the open
 * flag under a lock (issue 'The kitchen's day'). On PostgreSQL the kitchen row is locked FOR SHARE: a
 * toggle in flight holds it FOR UPDATE, so the request waits for that toggle and then sees it; a request
 * that gets the lock first commits before the toggle flips, and the DELETE that runs after the toggle's
 * commit takes it. SQLite runs one write transaction at a time already. A kitchen never set counts as
 * open (docs/decisions/p04). `evenIfOpen`: store it while the kitchen is open too (its meal slots are all
 * full: issue 14). Returns whether the customer now waits (true also when they already did).
 */
export async function addNotifyRequest(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  options: { evenIfOpen?: boolean } = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let flag = trx.selectFrom('kitchen').select('is_open').where('id', '=', 1);
    if (engineOfDb(db) === 'postgres') flag = flag.forShare();
    const kitchen = await flag.executeTakeFirst();
    if (!options.evenIfOpen && (!kitchen || fromFlag(kitchen.is_open))) return false;
    await trx
      .insertInto('kitchen_notify_requests')
      .values({ user_id: userId, created_at: toStoredTime(now) })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
    return true;
  });
}

/**
 * Takes every waiting request away and returns whose they were, in one DELETE ... RETURNING, so of two
 * instances taking at once each customer lands in exactly one answer (never pushed twice).
 */
export async function takeNotifyRequests(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.deleteFrom('kitchen_notify_requests').returning('user_id').execute();
  return rows.map((row) => row.user_id);
}
