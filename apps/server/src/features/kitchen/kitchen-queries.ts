import { sql, type Kysely } from 'kysely';
import type { Database, Flag } from '../../db/schema.ts';
import { fromFlag, toFlag, toStoredTime } from '../../db/values.ts';

/** The kitchen's own open flag (docs/decisions.md P4); open when never set. */
export async function isKitchenOpen(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('kitchen').select('is_open').where('id', '=', 1).executeTakeFirst();
  return row ? fromFlag(row.is_open) : true;
}

/** Opens or closes the kitchen (docs/decisions.md P4); creates the single row if missing. */
export async function setKitchenOpen(db: Kysely<Database>, open: boolean, now: Date): Promise<void> {
  const values = { is_open: toFlag(open), updated_at: toStoredTime(now) };
  await db
    .insertInto('kitchen')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}

/**
 * Flips the kitchen between open and closed in one transaction (two presses at once give two flips,
 * never a lost one) and returns the new state; a kitchen never set counts as open, so it closes.
 */
export async function toggleKitchen(db: Kysely<Database>, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('kitchen')
      .set({ is_open: sql<Flag>`1 - is_open`, updated_at: toStoredTime(now) })
      .where('id', '=', 1)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await setKitchenOpen(trx, false, now);
    return isKitchenOpen(trx);
  });
}
