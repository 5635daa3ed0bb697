import type { Kysely } from 'kysely';
import type { OrderCursor } from '@rasoi/domain/order-cursor';
import type { Database, LedgerEntriesTable } from '../../db/schema.ts';
import { toCount } from '../../db/values.ts';

/** The ledger entries' own rows (issue 26, D88): written once, never changed; read by page or by month. */

/** Stores one entry. Call inside the posting's transaction, after the balance moved. */
export async function insertEntry(db: Kysely<Database>, row: LedgerEntriesTable): Promise<void> {
  await db.insertInto('ledger_entries').values(row).execute();
}

/** The account's entry posted with this idempotency key, or undefined. */
export async function findEntryByKey(
  db: Kysely<Database>,
  userId: string,
  key: string,
): Promise<LedgerEntriesTable | undefined> {
  return db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Up to `limit` + 1 entries newest first by (created_at, id), strictly after `cursor` when given (D32). */
export async function entriesPage(
  db: Kysely<Database>,
  userId: string,
  limit: number,
  cursor?: OrderCursor,
): Promise<LedgerEntriesTable[]> {
  let query = db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', cursor.createdAt),
        eb.and([eb('created_at', '=', cursor.createdAt), eb('id', '<', cursor.id)]),
      ]),
    );
  }
  return query.execute();
}

/** The sum of the account's entries of days before `day` (yyyy-mm-dd), in paise. */
export async function sumBefore(db: Kysely<Database>, userId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_paise'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('day', '<', day)
    .executeTakeFirst();
  return toCount(row?.total);
}

/** The account's entries of days from `from` to before `to`, in order: by day, then as posted (by the
 * posting's instant, then id: ids order by whole seconds only, D24, so two postings in one second, a meal
 * and its refund, would otherwise come in either order). */
export async function entriesBetween(
  db: Kysely<Database>,
  userId: string,
  from: string,
  to: string,
): Promise<LedgerEntriesTable[]> {
  return db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('day', '>=', from)
    .where('day', '<', to)
    .orderBy('day')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
