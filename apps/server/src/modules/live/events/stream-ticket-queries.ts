import type { Kysely, Selectable } from 'kysely';
import type { Database, StreamTicketsTable } from '../../../db/schema.ts';

export type StreamTicketRow = Selectable<StreamTicketsTable>;

/** Stores a ticket (its hash only). */
export async function insertStreamTicket(db: Kysely<Database>, row: StreamTicketRow): Promise<void> {
  await db.insertInto('stream_tickets').values(row).execute();
}

/**
 * Uses up the ticket with this hash (issue 11, D30): deletes it and returns it, if it is unexpired at
 * `now` and its session is still open (not revoked, not expired); else deletes nothing and returns
 * undefined. One statement, so of two requests with the same ticket exactly one gets it, on both engines.
 */
export async function takeStreamTicket(
  db: Kysely<Database>,
  ticketHash: string,
  now: string,
): Promise<StreamTicketRow | undefined> {
  return db
    .deleteFrom('stream_tickets')
    .where('ticket_hash', '=', ticketHash)
    .where('expires_at', '>', now)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sessions')
          .select('sessions.id')
          .whereRef('sessions.id', '=', 'stream_tickets.session_id')
          .where('sessions.revoked_at', 'is', null)
          .where('sessions.expires_at', '>', now),
      ),
    )
    .returningAll()
    .executeTakeFirst();
}

/** The role of the ticket with this hash, whatever its state (used, expired or not); undefined when there is none. */
export async function findStreamTicketRole(
  db: Kysely<Database>,
  ticketHash: string,
): Promise<StreamTicketRow['role'] | undefined> {
  const row = await db
    .selectFrom('stream_tickets')
    .select('role')
    .where('ticket_hash', '=', ticketHash)
    .executeTakeFirst();
  return row?.role;
}

/** Deletes tickets that expired before `now`. */
export async function deleteExpiredStreamTickets(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('stream_tickets').where('expires_at', '<=', now).execute();
}
