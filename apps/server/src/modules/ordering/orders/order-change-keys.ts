import type { Kysely } from 'kysely';
import type { Database, OrderChangeKeysTable } from '../../../db/schema.ts';
import { toStoredTime } from '../../../db/values.ts';

/**
 * Claims an Idempotency-Key for one seller change of one order inside the change's transaction `trx`
 * (issue 29 item 5, docs/decisions/0115). True when this call wrote the key: the change goes ahead, and a
 * refusal that rolls the transaction back frees the key again. False when the key was claimed before: the
 * caller answers the order as it is and changes nothing. One INSERT ... ON CONFLICT DO NOTHING on the
 * (order, key) primary key decides it, so two sends of one key at once leave one change: on PostgreSQL the
 * second waits on the key's index entry until the first commits (or rolls back, and then it claims it).
 */
export async function claimOrderChangeKey(
  trx: Kysely<Database>,
  claim: { orderId: string; key: string; change: OrderChangeKeysTable['change']; now: Date },
): Promise<boolean> {
  const result = await trx
    .insertInto('order_change_keys')
    .values({
      order_id: claim.orderId,
      idempotency_key: claim.key,
      change: claim.change,
      created_at: toStoredTime(claim.now),
    })
    .onConflict((conflict) => conflict.columns(['order_id', 'idempotency_key']).doNothing())
    .returning('idempotency_key')
    .executeTakeFirst();
  return result !== undefined;
}
