import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionsTable } from '../../../db/schema.ts';
import { compiledQuery } from '../../../db/compiled-query.ts';
import { toStoredTime } from '../../../db/values.ts';

/** Stores a new session (the token's hash only). */
export async function insertSession(db: Kysely<Database>, row: Selectable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

const activeSession = compiledQuery((db, values: { tokenHash: string; now: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.user_id', 'sessions.scope', 'users.mobile', 'users.role'])
    .where('sessions.token_hash', '=', values.tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', values.now),
);

/**
 * The unrevoked, unexpired session with this token hash, with its user's mobile, the user's role and
 * the session's scope (a seller's code login has scope 'customer', D29). Read on every request with a
 * bearer token: compiled once (D116).
 */
export async function findActiveSession(db: Kysely<Database>, tokenHash: string, now: Date) {
  const [session] = await activeSession(db, { tokenHash, now: toStoredTime(now) });
  return session;
}

/** Revokes one session (logout); other sessions of the user stay valid. */
export async function revokeSession(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: toStoredTime(now) })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}
