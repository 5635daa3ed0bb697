import type { Kysely } from 'kysely';
import type { BankSmsSettingsData } from '@rasoi/domain/bank-sms-settings';
import { API_BASE_PATH } from '@rasoi/domain/constants';
import { contract } from '@rasoi/domain/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { readBankSmsSettings, writeBankSmsSettings, type BankSmsSettings } from './bank-sms-settings-queries.ts';

/** Where the kitchen's phone forwards SMS: this server's public origin and `receiveGatewaySms`'s path. */
export function gatewaySmsWebhookUrl(publicUrl: string): string {
  return `${publicUrl}${API_BASE_PATH}${contract.receiveGatewaySms.path}`;
}

/**
 * The settings as the seller reads them (`getBankSmsSettings`, D97): the senders, whether the signing
 * key is set and never the key itself, the webhook's address, and whether the phone is the SMS gateway.
 */
export function bankSmsSettingsAnswer(
  settings: BankSmsSettings,
  config: Pick<Config, 'publicUrl' | 'smsGateway'>,
): BankSmsSettingsData {
  return {
    bank_sms_senders: settings.senders,
    signing_key_set: settings.signingKey !== null,
    webhook_url: gatewaySmsWebhookUrl(config.publicUrl),
    phone_gateway: config.smsGateway.kind === 'android',
  };
}

/** `getBankSmsSettings` (seller): the stored settings, answered without the key. */
export async function getBankSmsSettings(ctx: {
  db: Kysely<Database>;
  config: Pick<Config, 'publicUrl' | 'smsGateway'>;
}): Promise<BankSmsSettingsData> {
  return bankSmsSettingsAnswer(await readBankSmsSettings(ctx.db), ctx.config);
}

/**
 * `updateBankSmsSettings` (seller): writes the senders and/or the key a validated body names (the domain's
 * bankSmsSettingsPatchSchema: 400 and nothing written on any bad field) in one statement, and answers the
 * settings without the key. The key is never logged: nothing here logs, and request lines carry no body.
 */
export async function updateBankSmsSettings(
  ctx: { db: Kysely<Database>; config: Pick<Config, 'publicUrl' | 'smsGateway'>; now: () => Date },
  body: { bank_sms_senders?: string[] | undefined; signing_key?: string | null | undefined },
): Promise<BankSmsSettingsData> {
  const settings = await writeBankSmsSettings(
    ctx.db,
    {
      ...(body.bank_sms_senders === undefined ? {} : { senders: body.bank_sms_senders }),
      ...(body.signing_key === undefined ? {} : { signingKey: body.signing_key }),
    },
    ctx.now(),
  );
  return bankSmsSettingsAnswer(settings, ctx.config);
}
