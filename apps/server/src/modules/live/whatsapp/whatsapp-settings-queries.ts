import type { Kysely } from 'kysely';
import { DEFAULT_WHATSAPP_TEMPLATES, WHATSAPP_KINDS, type WhatsAppTemplates } from '@rasoi/domain/whatsapp';
import { engineOfDb } from '../../../db/dialect.ts';
import type { Database } from '../../../db/schema.ts';
import { toStoredTime } from '../../../db/values.ts';

/** The one settings row's id. */
const SETTINGS_ID = 1;

/**
 * The kitchen's WhatsApp settings as stored (D101): the Cloud API phone number ID and access token (null
 * until set), every kind's template name (defaults filled in), and `version`, the time they last changed
 * (null before the first save), which tells a sender stopped by an expired token that a new one came.
 */
export type WhatsAppSettings = {
  phoneNumberId: string | null;
  accessToken: string | null;
  templates: WhatsAppTemplates;
  version: string | null;
};

/**
 * The stored WhatsApp settings (issue 27 part 3, D101); a kitchen that never saved them sends nothing. Read
 * from the database on each call (one row by its key), so a change on any instance holds at once.
 */
export async function readWhatsAppSettings(db: Kysely<Database>): Promise<WhatsAppSettings> {
  const row = await db
    .selectFrom('whatsapp_settings')
    .select(['phone_number_id', 'access_token', 'templates', 'updated_at'])
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  if (!row)
    return { phoneNumberId: null, accessToken: null, templates: { ...DEFAULT_WHATSAPP_TEMPLATES }, version: null };
  return {
    phoneNumberId: row.phone_number_id,
    accessToken: row.access_token,
    templates: withDefaults(JSON.parse(row.templates) as Partial<WhatsAppTemplates>),
    version: row.updated_at,
  };
}

/** Whether messages can go out: both the phone number ID and the access token are set. */
export function whatsAppConfigured(settings: WhatsAppSettings): boolean {
  return settings.phoneNumberId !== null && settings.accessToken !== null;
}

/**
 * Writes the settings a validated change names (undefined keeps a value; null removes the ID or token), in
 * one upsert of the one row; template names are merged into the stored ones read in the same transaction.
 * Returns the settings as stored.
 */
export async function writeWhatsAppSettings(
  db: Kysely<Database>,
  change: {
    phoneNumberId?: string | null;
    accessToken?: string | null;
    templates?: Partial<WhatsAppTemplates>;
  },
  now: Date,
): Promise<WhatsAppSettings> {
  const updatedAt = toStoredTime(now);
  return db.transaction().execute(async (trx) => {
    const columns: { phone_number_id?: string | null; access_token?: string | null; templates?: string } = {};
    if (change.phoneNumberId !== undefined) columns.phone_number_id = change.phoneNumberId;
    if (change.accessToken !== undefined) columns.access_token = change.accessToken;
    if (change.templates !== undefined) {
      // Merged with the stored names read under the row's lock (PostgreSQL; SQLite writes one at a time), so
      // two changes of different templates at once both land.
      let read = trx.selectFrom('whatsapp_settings').select('templates').where('id', '=', SETTINGS_ID);
      if (engineOfDb(db) === 'postgres') read = read.forUpdate();
      const stored = await read.executeTakeFirst();
      const before = stored ? (JSON.parse(stored.templates) as Partial<WhatsAppTemplates>) : {};
      columns.templates = JSON.stringify(withDefaults({ ...before, ...change.templates }));
    }
    const row = await trx
      .insertInto('whatsapp_settings')
      .values({
        id: SETTINGS_ID,
        phone_number_id: columns.phone_number_id ?? null,
        access_token: columns.access_token ?? null,
        templates: columns.templates ?? JSON.stringify(DEFAULT_WHATSAPP_TEMPLATES),
        updated_at: updatedAt,
      })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...columns, updated_at: updatedAt }))
      .returning(['phone_number_id', 'access_token', 'templates', 'updated_at'])
      .executeTakeFirstOrThrow();
    return {
      phoneNumberId: row.phone_number_id,
      accessToken: row.access_token,
      templates: withDefaults(JSON.parse(row.templates) as Partial<WhatsAppTemplates>),
      version: row.updated_at,
    };
  });
}

/** Every kind's template: the stored name, else its default. */
function withDefaults(stored: Partial<WhatsAppTemplates>): WhatsAppTemplates {
  return Object.fromEntries(
    WHATSAPP_KINDS.map((kind) => [kind, stored[kind] ?? DEFAULT_WHATSAPP_TEMPLATES[kind]]),
  ) as WhatsAppTemplates;
}
