import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fromFlag, toFlag, toStoredTime } from '../../db/values.ts';

/** The kitchen's own open flag (DECISIONS.md 4); open when never set. */
export async function isKitchenOpen(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('kitchen').select('is_open').where('id', '=', 1).executeTakeFirst();
  return row ? fromFlag(row.is_open) : true;
}

/** Opens or closes the kitchen (DECISIONS.md 4); creates the single row if missing. */
export async function setKitchenOpen(db: Kysely<Database>, open: boolean, now: Date): Promise<void> {
  const values = { is_open: toFlag(open), updated_at: toStoredTime(now) };
  await db
    .insertInto('kitchen')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}
