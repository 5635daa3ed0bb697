import { z } from 'zod';
import { bankSmsSenderInvalid } from './i18n/messages/banksmssenderinvalid3.js';
import { bankSmsSendersTooMany } from './i18n/messages/banksmssenderstoomany4.js';
import { bankSmsSettingsEmpty } from './i18n/messages/banksmssettingsempty3.js';
import { smsSigningKeyInvalid } from './i18n/messages/smssigningkeyinvalid3.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { bankSmsSenderInvalid, bankSmsSendersTooMany, bankSmsSettingsEmpty, smsSigningKeyInvalid };

/**
 * The kitchen's bank SMS settings (issue 27 part 1, docs/decisions/0097): which senders are her bank, and
 * the key SMS Gateway for Android signs the SMS it forwards with. The seller's own: not part of GET
 * /kitchen (public), and the key is written, never answered back (a read says only whether it is set).
 */

/** Most bank senders a kitchen names (a guard on size; a cook has one or two banks). */
export const BANK_SMS_SENDERS_MAX = 20;
/** A signing key's length: the app's own is 8 characters; a longer one the seller chose is taken. */
export const SMS_SIGNING_KEY_MIN_LENGTH = 8;
export const SMS_SIGNING_KEY_MAX_LENGTH = 256;

/**
 * The bank's part of an SMS sender as Indian networks deliver it (D97): upper-cased, without the two-letter
 * operator and circle prefix (`AD-`, `VM-`, `JD-`...) and without TRAI's one-letter category suffix (`-S`
 * service, `-T` transactional, `-P` promotional, `-G` government). `AD-HDFCBK`, `VM-HDFCBK-S` and `hdfcbk`
 * all give `HDFCBK`; a phone number stays as it is (`+919876543210`).
 */
export function bankSenderPart(sender: string): string {
  let parts = sender.trim().toUpperCase().split('-');
  if (parts.length >= 2 && /^[STPG]$/.test(parts.at(-1)!)) parts = parts.slice(0, -1);
  if (parts.length >= 2 && /^[A-Z]{2}$/.test(parts[0]!)) parts = parts.slice(1);
  return parts.join('-');
}

/**
 * Whether an SMS from `sender` is from one of the kitchen's bank `senders` (each stored as its bank part):
 * the bank parts are equal, nothing looser. So 'VM-HDFCBK-S' is HDFCBK's, while 'HDFCBANK', a phone
 * number, or a text that only looks like a bank's from anyone else is not.
 */
export function isBankSender(sender: string, senders: readonly string[]): boolean {
  const part = bankSenderPart(sender);
  return part !== '' && senders.includes(part);
}

/**
 * One bank sender as the seller types it ('HDFCBK', 'AD-HDFCBK', 'sbiupi'), kept as its bank part: 3 to 11
 * letters and digits (an SMS sender name holds at most 11), starting with a letter, so a phone number is
 * never taken for a bank.
 */
export const bankSmsSenderSchema = z
  .string({ error: () => m.bankSmsSenderInvalid() })
  .max(40, { error: () => m.bankSmsSenderInvalid() })
  .transform(bankSenderPart)
  .pipe(z.string().regex(/^[A-Z][A-Z0-9]{2,10}$/, { error: () => m.bankSmsSenderInvalid() }));

/** The kitchen's bank senders: at most BANK_SMS_SENDERS_MAX, repeats dropped; empty turns the feature off. */
export const bankSmsSendersSchema = z
  .array(bankSmsSenderSchema, { error: () => m.bankSmsSenderInvalid() })
  .max(BANK_SMS_SENDERS_MAX, { error: () => m.bankSmsSendersTooMany({ max: BANK_SMS_SENDERS_MAX }) })
  .transform((senders) => [...new Set(senders)]);

/**
 * The webhook signing key as SMS Gateway shows it (Settings, Webhooks, Signing Key), trimmed (a copied key
 * often carries a space or a line end): 8 to 256 characters, no line breaks or other control characters.
 */
export const smsSigningKeySchema = z
  .string({ error: () => m.smsSigningKeyInvalid() })
  .trim()
  .min(SMS_SIGNING_KEY_MIN_LENGTH, { error: () => m.smsSigningKeyInvalid() })
  .max(SMS_SIGNING_KEY_MAX_LENGTH, { error: () => m.smsSigningKeyInvalid() })
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  .refine((key) => !/[\u0000-\u001f\u007f]/.test(key), { error: () => m.smsSigningKeyInvalid() });

/**
 * `PATCH /payments/sms/settings` (seller): the bank senders, the signing key (null removes it: every
 * forwarded SMS is then refused), or both; at least one. A field left out keeps its stored value.
 */
export const bankSmsSettingsPatchSchema = z
  .strictObject({
    bank_sms_senders: bankSmsSendersSchema.optional(),
    signing_key: smsSigningKeySchema.nullable().optional(),
  })
  .refine((patch) => patch.bank_sms_senders !== undefined || patch.signing_key !== undefined, {
    error: () => m.bankSmsSettingsEmpty(),
  });
export type BankSmsSettingsPatch = z.input<typeof bankSmsSettingsPatchSchema>;

/**
 * The bank SMS settings as the seller reads them: the senders (bank parts), whether a signing key is set
 * (never the key), the address the phone forwards to, and whether this server's SMS gateway is the phone
 * (SMS_GATEWAY=android), which `registerSmsWebhook` needs.
 */
export const bankSmsSettingsDataSchema = z.object({
  bank_sms_senders: z.array(z.string()),
  signing_key_set: z.boolean(),
  webhook_url: z.string(),
  phone_gateway: z.boolean(),
});
export type BankSmsSettingsData = z.infer<typeof bankSmsSettingsDataSchema>;
