import type { Kysely } from 'kysely';
import type { WhatsAppSettingsData, WhatsAppTemplates } from '@rasoi/domain/whatsapp';
import type { Database } from '../../../db/schema.ts';
import {
  readWhatsAppSettings,
  whatsAppConfigured,
  writeWhatsAppSettings,
  type WhatsAppSettings,
} from './whatsapp-settings-queries.ts';

/** The settings as the seller reads them (`getWhatsAppSettings`, D101): whether the token is set, never the token. */
export function whatsAppSettingsAnswer(settings: WhatsAppSettings): WhatsAppSettingsData {
  return {
    phone_number_id: settings.phoneNumberId,
    access_token_set: settings.accessToken !== null,
    templates: settings.templates,
    configured: whatsAppConfigured(settings),
  };
}

/** `getWhatsAppSettings` (seller): the stored settings, answered without the token. */
export async function getWhatsAppSettings(ctx: { db: Kysely<Database> }): Promise<WhatsAppSettingsData> {
  return whatsAppSettingsAnswer(await readWhatsAppSettings(ctx.db));
}

/**
 * `updateWhatsAppSettings` (seller): writes what a validated body names (the domain's
 * whatsAppSettingsPatchSchema: 400 and nothing written on any bad field) and answers the settings without
 * the token. The token is never logged: nothing here logs, and request lines carry no body.
 */
export async function updateWhatsAppSettings(
  ctx: { db: Kysely<Database>; now: () => Date },
  body: {
    phone_number_id?: string | null | undefined;
    access_token?: string | null | undefined;
    templates?: Partial<WhatsAppTemplates> | undefined;
  },
): Promise<WhatsAppSettingsData> {
  const settings = await writeWhatsAppSettings(
    ctx.db,
    {
      ...(body.phone_number_id === undefined ? {} : { phoneNumberId: body.phone_number_id }),
      ...(body.access_token === undefined ? {} : { accessToken: body.access_token }),
      ...(body.templates === undefined ? {} : { templates: stripUndefined(body.templates) }),
    },
    ctx.now(),
  );
  return whatsAppSettingsAnswer(settings);
}

function stripUndefined(templates: Partial<WhatsAppTemplates>): Partial<WhatsAppTemplates> {
  return Object.fromEntries(Object.entries(templates).filter(([, name]) => name !== undefined));
}
