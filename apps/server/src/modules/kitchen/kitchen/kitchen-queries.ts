import type { Kysely } from 'kysely';
import { compiledQuery } from '../../../db/compiled-query.ts';
import type { Database } from '../../../db/schema.ts';
import { fromFlag, toFlag, toStoredTime } from '../../../db/values.ts';

/** The kitchen's own open flag (docs/decisions/p04); open when never set. */
export async function isKitchenOpen(db: Kysely<Database>): Promise<boolean> {
  const [row] = await kitchenOpen(db, {});
  return row ? fromFlag(row.is_open) : true;
}

// Read by every order (D116): built and compiled once.
const kitchenOpen = compiledQuery((db, _values: Record<string, never>) =>
  db.selectFrom('kitchen').select('is_open').where('id', '=', 1),
);

/** Opens or closes the kitchen (docs/decisions/p04); creates the single row if missing. */
export async function setKitchenOpen(db: Kysely<Database>, open: boolean, now: Date): Promise<void> {
  const values = { is_open: toFlag(open), updated_at: toStoredTime(now) };
  await db
    .insertInto('kitchen')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}

/**
 * Puts the kitchen in the state the seller asked for (POST /kitchen/close; issue 30, D77, superseding
 * P4's flip) and says whether that changed it: one conditional UPDATE (`is_open` set only where it
 * differs), else an INSERT of the single row that does nothing on a conflict. Two calls at once for
 * the same state change it once (one answers `true`, the other `false`); a repeat changes nothing. A
 * kitchen never set counts as open, so a first row that closes it is a change and one that opens it is not.
 */
export async function putKitchenOpen(db: Kysely<Database>, open: boolean, now: Date): Promise<boolean> {
  const values = { is_open: toFlag(open), updated_at: toStoredTime(now) };
  const updated = await db
    .updateTable('kitchen')
    .set(values)
    .where('id', '=', 1)
    .where('is_open', '<>', toFlag(open))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return true;
  const inserted = await db
    .insertInto('kitchen')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 && !open;
}
