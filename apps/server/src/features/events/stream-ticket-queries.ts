import type { Kysely, Selectable } from 'kysely';
import type { Database, StreamTicketsTable } from '../../db/schema.ts';

export type StreamTicketRow = Selectable<StreamTicketsTable>;

/** Stores a ticket (its hash only). */
export async function insertStreamTicket(db: Kysely<Database>, row: StreamTicketRow): Promise<void> {
  await db.insertInto('stream_tickets').values(row).execute();
}

/**
 * The ticket with this hash if it is unexpired at `now` and its session is still open (not revoked,
 * not expired); else undefined.
 */
export async function findUsableStreamTicket(
  db: Kysely<Database>,
  ticketHash: string,
  now: string,
): Promise<StreamTicketRow | undefined> {
  return db
    .selectFrom('stream_tickets')
    .innerJoin('sessions', 'sessions.id', 'stream_tickets.session_id')
    .selectAll('stream_tickets')
    .where('stream_tickets.ticket_hash', '=', ticketHash)
    .where('stream_tickets.expires_at', '>', now)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

/** Deletes tickets that expired before `now`. */
export async function deleteExpiredStreamTickets(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('stream_tickets').where('expires_at', '<=', now).execute();
}
