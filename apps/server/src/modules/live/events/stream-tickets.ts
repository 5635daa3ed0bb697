import { randomBytes } from 'node:crypto';
import { ORDER_EVENT_RETENTION_MS, STREAM_TICKET_TTL_MS, type StreamTicketData } from '@rasoi/domain/events';
import type { AppContext } from '../../../app-context.ts';
import { toStoredTime } from '../../../db/values.ts';
import { sha256Hex } from '../../../lib/crypto.ts';
import type { SessionUser } from '../../../lib/session-user.ts';
import { deleteOrderEventsBefore } from './order-event-queries.ts';
import { deleteExpiredStreamTickets, insertStreamTicket } from './stream-ticket-queries.ts';

/**
 * Issues a stream ticket for the caller's session (docs/decisions/0014, D30): a random opaque text,
 * valid STREAM_TICKET_TTL_MS, that opens one `GET /events` as this user and role, so the long-lived bearer token
 * never appears in a URL (an EventSource cannot send headers). Only its hash is stored. Also prunes
 * expired tickets and order events past ORDER_EVENT_RETENTION_MS, since a stream is about to start.
 */
export async function issueStreamTicket(options: {
  ctx: Pick<AppContext, 'db' | 'now'>;
  caller: SessionUser;
}): Promise<StreamTicketData> {
  const { ctx, caller } = options;
  const now = ctx.now();
  const ticket = randomBytes(32).toString('base64url');
  await insertStreamTicket(ctx.db, {
    ticket_hash: sha256Hex(ticket),
    session_id: caller.sessionId,
    user_id: caller.id,
    role: caller.role,
    created_at: toStoredTime(now),
    expires_at: toStoredTime(new Date(now.getTime() + STREAM_TICKET_TTL_MS)),
  });
  await deleteExpiredStreamTickets(ctx.db, toStoredTime(now));
  await deleteOrderEventsBefore(ctx.db, toStoredTime(new Date(now.getTime() - ORDER_EVENT_RETENTION_MS)));
  return { ticket, expiresInMs: STREAM_TICKET_TTL_MS };
}
