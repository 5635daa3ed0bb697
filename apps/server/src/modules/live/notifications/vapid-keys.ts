import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/schema.ts';
import { toStoredTime } from '../../../db/values.ts';

/** The key pair and contact that sign every push request (VAPID, RFC 8292), keys as unpadded base64url. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** The app_settings row that keeps the generated pair. */
const VAPID_SETTING = 'vapid_keys';

/**
 * The VAPID keys (docs/decisions/p07; docs/decisions/0016): from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY
 * when set; otherwise the pair kept in the database, generated and stored on the first start. Stored
 * in the database on both engines, so every instance sharing a PostgreSQL signs with the same pair
 * (two first starts at once: the first insert wins, the other instance reads it).
 */
export async function loadVapidKeys(
  db: Kysely<Database>,
  config: Pick<Config, 'vapidPublicKey' | 'vapidPrivateKey' | 'vapidSubject'>,
  now: Date,
): Promise<VapidKeys> {
  const subject = config.vapidSubject;
  if (config.vapidPublicKey && config.vapidPrivateKey) {
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject };
  }
  const generated = webpush.generateVAPIDKeys();
  await db
    .insertInto('app_settings')
    .values({ key: VAPID_SETTING, value: JSON.stringify(generated), created_at: toStoredTime(now) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', VAPID_SETTING)
    .executeTakeFirstOrThrow();
  const stored = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}
