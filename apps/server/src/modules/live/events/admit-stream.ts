import { STREAMS_PER_SESSION, STREAMS_PER_USER } from '@rasoi/domain/events';
import type { AppContext } from '../../../app-context.ts';
import { toStoredTime } from '../../../db/values.ts';
import { AppError } from '../../../lib/app-error.ts';
import { sha256Hex } from '../../../lib/crypto.ts';
import { countOpenStreams, insertOpenStream, lockStreamsOf } from './open-stream-queries.ts';
import type { EventViewer } from './order-event-queries.ts';
import type { StreamPlace } from './live-streams.ts';
import { findStreamTicketRole, takeStreamTicket } from './stream-ticket-queries.ts';

/** A stream the database has admitted: who it is for, and the session that opened it. */
export type AdmittedStream = { viewer: EventViewer; sessionId: string };

/**
 * Which kind of the instance's places a stream with this ticket would take (issue 17): 'seller' for a
 * seller's ticket, else 'customer', also for a missing or unknown ticket (which admitStream then
 * refuses), so a full instance answers 429 before it looks at the ticket, as D30 says. Reads only:
 * the ticket stays unspent.
 */
export async function streamPlaceOf(options: {
  ctx: Pick<AppContext, 'db'>;
  ticket: string | undefined;
}): Promise<StreamPlace> {
  if (!options.ticket) return 'customer';
  const role = await findStreamTicketRole(options.ctx.db, sha256Hex(options.ticket));
  return role === 'seller' ? 'seller' : 'customer';
}

/**
 * Uses up a stream ticket and records stream `streamId` of instance `instanceId` as open (issue 11,
 * docs/decisions/0030), in one transaction: the ticket is deleted as it is read (single use), then,
 * under a lock on the user's streams, the open streams counted: at most STREAMS_PER_SESSION for the
 * ticket's session and STREAMS_PER_USER for its user, counting rows seen after `now - staleAfterMs`.
 * Throws AppError 401 m.streamTicketInvalid() for a missing, unknown, used or expired ticket, or
 * one whose session has ended; 429 m.tooManyStreams() over a cap (the ticket is used up then too).
 */
export async function admitStream(options: {
  ctx: Pick<AppContext, 'groupCommit' | 'now'>;
  ticket: string | undefined;
  streamId: string;
  instanceId: string;
  staleAfterMs: number;
}): Promise<AdmittedStream> {
  const { ctx, ticket, streamId, instanceId, staleAfterMs } = options;
  if (!ticket) throw new AppError('UNAUTHORIZED', 'streamTicketInvalid');
  const now = ctx.now();
  const nowText = toStoredTime(now);
  const outcome = await ctx.groupCommit.transaction(async (trx) => {
    const row = await takeStreamTicket(trx, sha256Hex(ticket), nowText);
    if (!row) return 'invalid' as const;
    await lockStreamsOf(trx, row.user_id);
    const counts = await countOpenStreams(trx, {
      userId: row.user_id,
      sessionId: row.session_id,
      freshAfter: toStoredTime(new Date(now.getTime() - staleAfterMs)),
    });
    if (counts.session >= STREAMS_PER_SESSION || counts.user >= STREAMS_PER_USER) return 'full' as const;
    await insertOpenStream(trx, {
      id: streamId,
      instance_id: instanceId,
      session_id: row.session_id,
      user_id: row.user_id,
      opened_at: nowText,
      seen_at: nowText,
    });
    return row;
  });
  if (outcome === 'invalid') throw new AppError('UNAUTHORIZED', 'streamTicketInvalid');
  if (outcome === 'full') throw new AppError('TOO_MANY_REQUESTS', 'tooManyStreams');
  return { viewer: { userId: outcome.user_id, role: outcome.role }, sessionId: outcome.session_id };
}
