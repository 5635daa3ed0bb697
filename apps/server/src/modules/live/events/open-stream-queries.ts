import { sql, type Kysely, type Selectable } from 'kysely';
import { engineOfDb } from '../../../db/dialect.ts';
import type { Database, OpenStreamsTable } from '../../../db/schema.ts';
import { toCount } from '../../../db/values.ts';

/**
 * The `open_streams` table (migration 0006, docs/decisions/0030): one row per open event stream of
 * any instance. Times are stored ISO texts; a row counts while its `seen_at` is after a cut-off.
 */
export type OpenStreamRow = Selectable<OpenStreamsTable>;

/** How many ids one read of an instance's live streams returns at most; more are read in pages. */
export const OPEN_STREAM_PAGE_SIZE = 500;

/**
 * Makes the rest of transaction `trx` the only one deciding about `userId`'s streams until it ends.
 * PostgreSQL: a transaction-level advisory lock keyed by the user; SQLite runs one write transaction
 * at a time already.
 */
export async function lockStreamsOf(trx: Kysely<Database>, userId: string): Promise<void> {
  if (engineOfDb(trx) !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`open_streams:${userId}`}, 0))`.execute(trx);
}

/** The user's open streams seen after `freshAfter`: all of them, and those of session `sessionId`. */
export async function countOpenStreams(
  trx: Kysely<Database>,
  options: { userId: string; sessionId: string; freshAfter: string },
): Promise<{ user: number; session: number }> {
  const row = await trx
    .selectFrom('open_streams')
    .select((eb) => [
      eb.fn.countAll().as('user_count'),
      eb.fn
        .sum(eb.case().when('session_id', '=', options.sessionId).then(sql.lit(1)).else(sql.lit(0)).end())
        .as('session_count'),
    ])
    .where('user_id', '=', options.userId)
    .where('seen_at', '>', options.freshAfter)
    .executeTakeFirstOrThrow();
  return { user: toCount(row.user_count), session: toCount(row.session_count as number | string | null) };
}

/** Stores an open stream. */
export async function insertOpenStream(trx: Kysely<Database>, row: OpenStreamRow): Promise<void> {
  await trx.insertInto('open_streams').values(row).execute();
}

/** Removes a closed stream's row. */
export async function deleteOpenStream(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('open_streams').where('id', '=', id).execute();
}

/** Removes every row of an instance (it is closing). */
export async function deleteInstanceStreams(db: Kysely<Database>, instanceId: string): Promise<void> {
  await db.deleteFrom('open_streams').where('instance_id', '=', instanceId).execute();
}

/** Removes rows not seen since `cutoff`: their instance stopped without closing them. */
export async function deleteStaleStreams(db: Kysely<Database>, cutoff: string): Promise<void> {
  await db.deleteFrom('open_streams').where('seen_at', '<=', cutoff).execute();
}

/** Marks every stream of an instance as seen at `seenAt`, so they keep counting. */
export async function refreshInstanceStreams(db: Kysely<Database>, instanceId: string, seenAt: string): Promise<void> {
  await db.updateTable('open_streams').set({ seen_at: seenAt }).where('instance_id', '=', instanceId).execute();
}

/**
 * Ids above `afterId` of the instance's streams whose session is still open at `now` (not revoked,
 * not expired), in id order, at most OPEN_STREAM_PAGE_SIZE. A stream missing from the pages has no
 * open session (or no row) and must end.
 */
export async function listLiveStreamIds(
  db: Kysely<Database>,
  options: { instanceId: string; now: string; afterId: string },
): Promise<string[]> {
  const rows = await db
    .selectFrom('open_streams')
    .innerJoin('sessions', 'sessions.id', 'open_streams.session_id')
    .select('open_streams.id')
    .where('open_streams.instance_id', '=', options.instanceId)
    .where('open_streams.id', '>', options.afterId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', options.now)
    .orderBy('open_streams.id')
    .limit(OPEN_STREAM_PAGE_SIZE)
    .execute();
  return rows.map((row) => row.id);
}
