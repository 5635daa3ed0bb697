import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SESSION_TTL_MS } from '@rasoi/domain/constants';
import type { Database, SessionScope } from '../../../db/schema.ts';
import { toStoredTime } from '../../../db/values.ts';
import { newId, sha256Hex } from '../../../lib/crypto.ts';
import { insertSession } from './session-queries.ts';

/**
 * Opens a 30-day session for a user and returns its bearer token: 32 random bytes, base64url, shown
 * once and stored only as a SHA-256 hash (docs/architecture.md 'Auth'). `scope` is what it may do: only
 * the seller's PIN login opens a 'seller' session; a code login is a 'customer' one (D29).
 */
export async function startSession(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  scope: SessionScope,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    id: newId(),
    user_id: userId,
    token_hash: sha256Hex(token),
    created_at: toStoredTime(now),
    expires_at: toStoredTime(new Date(now.getTime() + SESSION_TTL_MS)),
    revoked_at: null,
    scope,
  });
  return token;
}
