import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { SESSION_TTL_MS } from '@rasoi/domain/constants';
import type { Database, LoginChannel } from '../../../db/schema.ts';
import { toStoredTime } from '../../../db/values.ts';
import { sha256Hex } from '../../../lib/crypto.ts';
import { bearerToken } from '../../../lib/session-user.ts';

/**
 * The channel a login try comes through (docs/decisions/0028): 'signed-in' when the request carries
 * the token of an unrevoked session of this same number that is live or ended less than 30 days ago
 * (a phone the owner logged in on, whose session ran out), else 'anonymous'. Each channel has its own
 * budget of wrong tries, so a stranger who burns the anonymous budget cannot lock out the owner's
 * phone; and a session of the number can only be had with a code sent to that number.
 */
export async function loginChannelOf(
  db: Kysely<Database>,
  request: FastifyRequest,
  mobile: string,
  now: Date,
): Promise<LoginChannel> {
  // A live session was already read by the auth hook; only an ended one needs a look-up.
  if (request.user) return request.user.mobile === mobile ? 'signed-in' : 'anonymous';
  const token = bearerToken(request);
  if (!token) return 'anonymous';
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id')
    .where('sessions.token_hash', '=', sha256Hex(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', toStoredTime(new Date(now.getTime() - SESSION_TTL_MS)))
    .where('users.mobile', '=', mobile)
    .executeTakeFirst();
  return row ? 'signed-in' : 'anonymous';
}
