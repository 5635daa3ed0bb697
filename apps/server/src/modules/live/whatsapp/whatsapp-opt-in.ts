import type { Kysely } from 'kysely';
import type { Locale } from '@rasoi/domain/locale';
import type { WhatsAppOptInData } from '@rasoi/domain/whatsapp';
import type { Database } from '../../../db/schema.ts';
import { toStoredTime } from '../../../db/values.ts';
import { readWhatsAppSettings, whatsAppConfigured } from './whatsapp-settings-queries.ts';

/** Whom a WhatsApp message goes to: the customer's 10-digit mobile and the language they opted in with. */
export type WhatsAppRecipient = { mobile: string; locale: Locale };

/** The opted-in customer `userId` as a recipient, or undefined when they have not turned receipts on (D101). */
export async function findWhatsAppRecipient(
  db: Kysely<Database>,
  userId: string,
): Promise<WhatsAppRecipient | undefined> {
  const row = await db
    .selectFrom('whatsapp_opt_ins')
    .innerJoin('users', 'users.id', 'whatsapp_opt_ins.user_id')
    .select(['users.mobile', 'whatsapp_opt_ins.language'])
    .where('whatsapp_opt_ins.user_id', '=', userId)
    .executeTakeFirst();
  return row ? { mobile: row.mobile, locale: row.language } : undefined;
}

/** `getWhatsAppOptIn` (customer): the caller's choice and whether the kitchen sends WhatsApp messages. */
export async function getWhatsAppOptIn(db: Kysely<Database>, userId: string): Promise<WhatsAppOptInData> {
  const [recipient, settings] = await Promise.all([findWhatsAppRecipient(db, userId), readWhatsAppSettings(db)]);
  return { whatsapp_receipts: recipient !== undefined, available: whatsAppConfigured(settings) };
}

/**
 * `updateWhatsAppOptIn` (customer, D101): on stores the caller's opt-in with `locale`, the language of the
 * request (a repeat keeps the first time and takes the new language); off deletes it. One statement each,
 * so a repeat or two devices at once leave one row or none. Answers as `getWhatsAppOptIn`.
 */
export async function updateWhatsAppOptIn(
  ctx: { db: Kysely<Database>; now: () => Date },
  userId: string,
  on: boolean,
  locale: Locale,
): Promise<WhatsAppOptInData> {
  if (on) {
    await ctx.db
      .insertInto('whatsapp_opt_ins')
      .values({ user_id: userId, language: locale, opted_in_at: toStoredTime(ctx.now()) })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ language: locale }))
      .execute();
  } else {
    await ctx.db.deleteFrom('whatsapp_opt_ins').where('user_id', '=', userId).execute();
  }
  return getWhatsAppOptIn(ctx.db, userId);
}
