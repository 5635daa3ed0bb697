import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { toStoredTime } from '../../../db/values.ts';

const SETTINGS_ID = 1;

/** The kitchen's gateway keys as stored (D100), each null while unset. */
export type GatewaySettings = { keyId: string | null; keySecret: string | null; webhookSecret: string | null };

const EMPTY: GatewaySettings = { keyId: null, keySecret: null, webhookSecret: null };

/**
 * The stored gateway settings (issue 27 part 2, D100), read from the database on each call (one row by
 * its key), so a change on any instance holds at once. Takes the database or a transaction.
 */
export async function readGatewaySettings(db: Kysely<Database>): Promise<GatewaySettings> {
  const row = await db
    .selectFrom('gateway_settings')
    .select(['key_id', 'key_secret', 'webhook_secret'])
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  return row ? { keyId: row.key_id, keySecret: row.key_secret, webhookSecret: row.webhook_secret } : EMPTY;
}

/** True when online payment can be offered: the key id, the key secret and the webhook secret are all set. */
export function onlinePaymentsReady(settings: GatewaySettings): boolean {
  return settings.keyId !== null && settings.keySecret !== null && settings.webhookSecret !== null;
}

/**
 * Writes the settings a validated change names in one upsert of the one row: a setting left out
 * (undefined) keeps its value, null removes it. Returns every setting as stored.
 */
export async function writeGatewaySettings(
  db: Kysely<Database>,
  change: Partial<GatewaySettings>,
  now: Date,
): Promise<GatewaySettings> {
  const columns: { key_id?: string | null; key_secret?: string | null; webhook_secret?: string | null } = {};
  if (change.keyId !== undefined) columns.key_id = change.keyId;
  if (change.keySecret !== undefined) columns.key_secret = change.keySecret;
  if (change.webhookSecret !== undefined) columns.webhook_secret = change.webhookSecret;
  const updatedAt = toStoredTime(now);
  const row = await db
    .insertInto('gateway_settings')
    .values({
      id: SETTINGS_ID,
      key_id: columns.key_id ?? null,
      key_secret: columns.key_secret ?? null,
      webhook_secret: columns.webhook_secret ?? null,
      updated_at: updatedAt,
    })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...columns, updated_at: updatedAt }))
    .returning(['key_id', 'key_secret', 'webhook_secret'])
    .executeTakeFirstOrThrow();
  return { keyId: row.key_id, keySecret: row.key_secret, webhookSecret: row.webhook_secret };
}
