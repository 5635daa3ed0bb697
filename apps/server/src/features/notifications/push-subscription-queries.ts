import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A stored subscription as web-push takes it. */
export type StoredPushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** Whose subscriptions a push goes to: every seller's, or one user's. */
export type PushRecipients = { sellers: true } | { userId: string };

/**
 * Stores a subscription for a user, one row per endpoint: an endpoint already stored (for anyone)
 * gets the new keys and owner, since the browser that holds it now belongs to this session.
 */
export async function upsertPushSubscription(
  db: Kysely<Database>,
  row: { id: string; user_id: string; endpoint: string; keys_json: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: row.user_id,
        keys_json: row.keys_json,
        created_at: row.created_at,
      }),
    )
    .execute();
}

/** The recipients' subscriptions. */
export async function listPushSubscriptions(
  db: Kysely<Database>,
  recipients: PushRecipients,
): Promise<StoredPushSubscription[]> {
  let query = db
    .selectFrom('push_subscriptions')
    .innerJoin('users', 'users.id', 'push_subscriptions.user_id')
    .select(['push_subscriptions.endpoint', 'push_subscriptions.keys_json']);
  query =
    'sellers' in recipients
      ? query.where('users.role', '=', 'seller')
      : query.where('push_subscriptions.user_id', '=', recipients.userId);
  const rows = await query.orderBy('push_subscriptions.created_at').execute();
  return rows.map((row) => ({
    endpoint: row.endpoint,
    keys: JSON.parse(row.keys_json) as StoredPushSubscription['keys'],
  }));
}

/** Forgets a subscription the push service says is gone. */
export async function deletePushSubscription(db: Kysely<Database>, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}
