import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { toStoredTime } from '../../../db/values.ts';

/**
 * Claims a webhook event by the gateway's event id, first thing in the transaction of its effect (D100):
 * one INSERT ... ON CONFLICT DO NOTHING on the primary key. False when the event was processed (or is being
 * processed, on PostgreSQL the insert waits for that transaction) already: the caller changes nothing.
 */
export async function claimGatewayEvent(
  trx: Kysely<Database>,
  event: { eventId: string; event: string },
  now: Date,
): Promise<boolean> {
  const stored = await trx
    .insertInto('gateway_events')
    .values({ event_id: event.eventId, event: event.event, outcome: 'received', received_at: toStoredTime(now) })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return stored !== undefined;
}

/** Notes what the claimed event came to (for the seller's and an operator's reading), in the same transaction. */
export async function noteGatewayEventOutcome(trx: Kysely<Database>, eventId: string, outcome: string): Promise<void> {
  await trx.updateTable('gateway_events').set({ outcome }).where('event_id', '=', eventId).execute();
}
