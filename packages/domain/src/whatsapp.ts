import { z } from 'zod';
import { whatsAppAccessTokenInvalid } from './i18n/messages/whatsappaccesstokeninvalid4.js';
import { whatsAppOptInInvalid } from './i18n/messages/whatsappoptininvalid4.js';
import { whatsAppPhoneNumberIdInvalid } from './i18n/messages/whatsappphonenumberidinvalid5.js';
import { whatsAppSettingsEmpty } from './i18n/messages/whatsappsettingsempty3.js';
import { whatsAppTemplateNameInvalid } from './i18n/messages/whatsapptemplatenameinvalid4.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = {
  whatsAppAccessTokenInvalid,
  whatsAppOptInInvalid,
  whatsAppPhoneNumberIdInvalid,
  whatsAppSettingsEmpty,
  whatsAppTemplateNameInvalid,
};

/**
 * Receipts and reminders by WhatsApp (issue 27 part 3, docs/decisions/0101): the kitchen's WhatsApp Cloud API
 * settings (the seller's own; the access token is written, never answered back) and a customer's opt-in.
 */

/** The five template messages, one approved WhatsApp template each (D101 lists their bodies and parameters). */
export const WHATSAPP_KINDS = [
  'order_confirmed',
  'out_for_delivery',
  'payment_received',
  'statement_ready',
  'low_balance',
] as const;
export type WhatsAppKind = (typeof WHATSAPP_KINDS)[number];

/** The template each kind is sent as until the seller names another: `rasoi_` and the kind. */
export const DEFAULT_WHATSAPP_TEMPLATES: Record<WhatsAppKind, string> = {
  order_confirmed: 'rasoi_order_confirmed',
  out_for_delivery: 'rasoi_out_for_delivery',
  payment_received: 'rasoi_payment_received',
  statement_ready: 'rasoi_statement_ready',
  low_balance: 'rasoi_low_balance',
};

/** An access token's length: Meta's system-user tokens are about 200 characters; the bounds are a guard on size. */
export const WHATSAPP_TOKEN_MIN_LENGTH = 20;
export const WHATSAPP_TOKEN_MAX_LENGTH = 1024;

/** The phone number ID WhatsApp Manager shows (the Graph API's node for the number): digits, trimmed. */
export const whatsAppPhoneNumberIdSchema = z
  .string({ error: () => m.whatsAppPhoneNumberIdInvalid() })
  .max(60, { error: () => m.whatsAppPhoneNumberIdInvalid() })
  .trim()
  .regex(/^\d{1,30}$/, { error: () => m.whatsAppPhoneNumberIdInvalid() });

/**
 * The access token (a system user's permanent token, or a temporary one), trimmed (a copied token often
 * carries a line end): 20 to 1024 characters from the token alphabet Meta uses, so nothing that would
 * break a header or a log line is stored.
 */
export const whatsAppAccessTokenSchema = z
  .string({ error: () => m.whatsAppAccessTokenInvalid() })
  .max(WHATSAPP_TOKEN_MAX_LENGTH + 40, { error: () => m.whatsAppAccessTokenInvalid() })
  .trim()
  .min(WHATSAPP_TOKEN_MIN_LENGTH, { error: () => m.whatsAppAccessTokenInvalid() })
  .max(WHATSAPP_TOKEN_MAX_LENGTH, { error: () => m.whatsAppAccessTokenInvalid() })
  .regex(/^[A-Za-z0-9._|=+/-]+$/, { error: () => m.whatsAppAccessTokenInvalid() });

/** A template's name as WhatsApp Manager keeps it: small letters, digits and underscores, 1 to 512. */
export const whatsAppTemplateNameSchema = z
  .string({ error: () => m.whatsAppTemplateNameInvalid() })
  .max(512, { error: () => m.whatsAppTemplateNameInvalid() })
  .regex(/^[a-z0-9_]+$/, { error: () => m.whatsAppTemplateNameInvalid() });

/** The template names, one per kind; every kind is named (a read fills in the defaults). */
export const whatsAppTemplatesSchema = z.strictObject(
  Object.fromEntries(WHATSAPP_KINDS.map((kind) => [kind, whatsAppTemplateNameSchema])) as Record<
    WhatsAppKind,
    typeof whatsAppTemplateNameSchema
  >,
  { error: () => m.whatsAppTemplateNameInvalid() },
);
export type WhatsAppTemplates = z.infer<typeof whatsAppTemplatesSchema>;

/**
 * `PATCH /notifications/whatsapp/settings` (seller): the phone number ID and the access token (null removes
 * each: sending then stops), and/or some template names; at least one field. A field left out keeps its value.
 */
export const whatsAppSettingsPatchSchema = z
  .strictObject({
    phone_number_id: whatsAppPhoneNumberIdSchema.nullable().optional(),
    access_token: whatsAppAccessTokenSchema.nullable().optional(),
    templates: whatsAppTemplatesSchema.partial().optional(),
  })
  .refine(
    (patch) => patch.phone_number_id !== undefined || patch.access_token !== undefined || patch.templates !== undefined,
    { error: () => m.whatsAppSettingsEmpty() },
  );
export type WhatsAppSettingsPatch = z.input<typeof whatsAppSettingsPatchSchema>;

/**
 * The WhatsApp settings as the seller reads them: the phone number ID, whether an access token is set
 * (never the token), the template names, and whether messages go out (`configured`: both ID and token set).
 */
export const whatsAppSettingsDataSchema = z.object({
  phone_number_id: z.string().nullable(),
  access_token_set: z.boolean(),
  templates: z.object(
    Object.fromEntries(WHATSAPP_KINDS.map((kind) => [kind, z.string()])) as Record<WhatsAppKind, z.ZodString>,
  ),
  configured: z.boolean(),
});
export type WhatsAppSettingsData = z.infer<typeof whatsAppSettingsDataSchema>;

/** `PATCH /users/whatsapp` (customer): turns WhatsApp receipts on or off for the caller. */
export const whatsAppOptInBodySchema = z.strictObject(
  { whatsapp_receipts: z.boolean({ error: () => m.whatsAppOptInInvalid() }) },
  { error: () => m.whatsAppOptInInvalid() },
);

/**
 * The caller's choice (`whatsapp_receipts`, off until they turn it on) and whether the kitchen sends
 * WhatsApp messages at all (`available`), so the profile can say why none come yet.
 */
export const whatsAppOptInDataSchema = z.object({ whatsapp_receipts: z.boolean(), available: z.boolean() });
export type WhatsAppOptInData = z.infer<typeof whatsAppOptInDataSchema>;
