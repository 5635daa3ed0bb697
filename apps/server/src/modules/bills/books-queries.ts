import { sql, type Kysely } from 'kysely';
import { BOOKS_LIMITS, DEFAULT_BOOKS_LIMITS, type BooksLimit } from '@rasoi/domain/books';
import type { Database } from '../../db/schema.ts';
import { toCount, toStoredTime } from '../../db/values.ts';

/**
 * The books' reads and settings (issue 28 part 2, docs/decisions/0108): the limits the seller watches, and
 * the sums of bills less credit notes they are measured on, in paise.
 */

const SETTINGS_ID = 1;

/** The limits, paise: the stored ones, or today's defaults before the seller changed any. */
export async function readBooksLimits(db: Kysely<Database>): Promise<Record<BooksLimit, number>> {
  const row = await db.selectFrom('books_settings').selectAll().where('id', '=', SETTINGS_ID).executeTakeFirst();
  if (!row) return { ...DEFAULT_BOOKS_LIMITS };
  return Object.fromEntries(BOOKS_LIMITS.map((name) => [name, toCount(row[name])])) as Record<BooksLimit, number>;
}

/**
 * Changes the limits a (validated) patch names, in one upsert from today's defaults: a limit left out
 * keeps its value, and two changes of different limits at once both land. Returns them all.
 */
export async function updateBooksLimits(
  db: Kysely<Database>,
  patch: Partial<Record<BooksLimit, number>>,
  now: Date,
): Promise<Record<BooksLimit, number>> {
  const named = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  await db
    .insertInto('books_settings')
    .values({ id: SETTINGS_ID, ...DEFAULT_BOOKS_LIMITS, ...named, updated_at: toStoredTime(now) })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...named, updated_at: toStoredTime(now) }))
    .execute();
  return readBooksLimits(db);
}

/**
 * Bills less credit notes (paise) made on kitchen days in [from, to], those paid by one of `methods` only
 * when given. Read through the bills_by_day index.
 */
export async function netBilled(
  db: Kysely<Database>,
  span: { from: string; to: string },
  methods?: readonly string[],
): Promise<number> {
  let query = db
    .selectFrom('bills')
    .select(
      sql<string | number | null>`sum(case when kind = 'credit_note' then -total_paise else total_paise end)`.as('net'),
    )
    .where('day', '>=', span.from)
    .where('day', '<=', span.to);
  // eslint-disable-next-line no-restricted-syntax -- the `in` list is one or two payment methods
  if (methods) query = query.where('payment_method', 'in', [...methods]);
  const row = await query.executeTakeFirstOrThrow();
  return toCount(row.net);
}
