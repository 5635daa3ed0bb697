import type { Kysely } from 'kysely';
import { BASE_LOCALE, toLocale, type Locale } from '@rasoi/domain/locale';
import { compiledQuery } from '../../../db/compiled-query.ts';
import { engineOfDb } from '../../../db/dialect.ts';
import type { Database } from '../../../db/schema.ts';

/**
 * A stored subscription: what web-push takes (endpoint, keys) and the language its device's app speaks,
 * which pushes to it are written in (issue 16, D62).
 */
export type StoredPushSubscription = { endpoint: string; keys: { p256dh: string; auth: string }; locale: Locale };

/** Whose subscriptions a push goes to: every seller's, or one user's. */
export type PushRecipients = { sellers: true } | { userId: string };

/** How many push subscriptions (browsers, devices) one user keeps; saving one more drops the oldest (D34). */
export const PUSH_SUBSCRIPTIONS_PER_USER = 5;

/** Consecutive failed pushes (other than 404/410, which drop it at once) after which an endpoint is dropped (D34). */
export const PUSH_FAILURES_BEFORE_DROP = 5;

/**
 * Stores a subscription for a user, one row per endpoint: an endpoint already stored (for anyone)
 * gets the new keys, owner and locale (the app saves it again on every start, so a device's language
 * switch, which reloads the app, reaches it), since the browser that holds it now belongs to this session. The
 * user then keeps only the PUSH_SUBSCRIPTIONS_PER_USER newest, in the same transaction; on
 * PostgreSQL the user's row is locked first, so concurrent saves by one user cannot each keep their
 * own five (SQLite runs one write transaction at a time already).
 */
export async function upsertPushSubscription(
  db: Kysely<Database>,
  row: { id: string; user_id: string; endpoint: string; keys_json: string; created_at: string; locale: Locale },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (engineOfDb(db) === 'postgres') {
      await trx.selectFrom('users').select('id').where('id', '=', row.user_id).forUpdate().execute();
    }
    await trx
      .insertInto('push_subscriptions')
      .values(row)
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({
          user_id: row.user_id,
          keys_json: row.keys_json,
          created_at: row.created_at,
          locale: row.locale,
          failures: 0,
        }),
      )
      .execute();
    await trx
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', row.user_id)
      .where(
        'id',
        'not in',
        trx
          .selectFrom('push_subscriptions')
          .select('id')
          .where('user_id', '=', row.user_id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(PUSH_SUBSCRIPTIONS_PER_USER),
      )
      .execute();
  });
}

/** The recipients' subscriptions, oldest first, each with its device's locale (an unknown stored value reads 'en'). */
export async function listPushSubscriptions(
  db: Kysely<Database>,
  recipients: PushRecipients,
): Promise<StoredPushSubscription[]> {
  const rows =
    'sellers' in recipients
      ? await sellersSubscriptions(db, {})
      : await userSubscriptions(db, { userId: recipients.userId });
  return rows.map((row) => ({
    endpoint: row.endpoint,
    keys: JSON.parse(row.keys_json) as StoredPushSubscription['keys'],
    locale: toLocale(row.locale) ?? BASE_LOCALE,
  }));
}

const subscriptionsQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('push_subscriptions')
    .innerJoin('users', 'users.id', 'push_subscriptions.user_id')
    .select(['push_subscriptions.endpoint', 'push_subscriptions.keys_json', 'push_subscriptions.locale'])
    .orderBy('push_subscriptions.created_at');
// Read after every order, for its customer and the sellers (D116): built and compiled once.
const sellersSubscriptions = compiledQuery((db, _values: Record<string, never>) =>
  subscriptionsQuery(db).where('users.role', '=', 'seller'),
);
const userSubscriptions = compiledQuery((db, values: { userId: string }) =>
  subscriptionsQuery(db).where('push_subscriptions.user_id', '=', values.userId),
);

/** Forgets a subscription the push service says is gone. */
export async function deletePushSubscription(db: Kysely<Database>, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

/** A delivered push: the endpoint's run of failures starts again (written only when there was one). */
export async function recordPushDelivered(db: Kysely<Database>, endpoint: string): Promise<void> {
  await db
    .updateTable('push_subscriptions')
    .set({ failures: 0 })
    .where('endpoint', '=', endpoint)
    .where('failures', '>', 0)
    .execute();
}

/**
 * A failed push: counts it in the database (so every instance adds to one count) and drops the
 * endpoint once PUSH_FAILURES_BEFORE_DROP failures in a row are counted. Returns whether it was dropped.
 */
export async function recordPushFailure(db: Kysely<Database>, endpoint: string): Promise<boolean> {
  await db
    .updateTable('push_subscriptions')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('endpoint', '=', endpoint)
    .execute();
  const dropped = await db
    .deleteFrom('push_subscriptions')
    .where('endpoint', '=', endpoint)
    .where('failures', '>=', PUSH_FAILURES_BEFORE_DROP)
    .executeTakeFirst();
  return dropped.numDeletedRows > 0n;
}
