import type { Kysely } from 'kysely';
import { API_BASE_PATH } from '@rasoi/domain/constants';
import { contract } from '@rasoi/domain/contract';
import type { GatewaySettingsData } from '@rasoi/domain/payment-gateway';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/schema.ts';
import {
  onlinePaymentsReady,
  readGatewaySettings,
  writeGatewaySettings,
  type GatewaySettings,
} from './gateway-settings-queries.ts';

/** The settings as the seller reads them (D100): the public key id, and only whether each secret is set. */
function answer(settings: GatewaySettings, publicUrl: string): GatewaySettingsData {
  return {
    key_id: settings.keyId,
    key_secret_set: settings.keySecret !== null,
    webhook_secret_set: settings.webhookSecret !== null,
    online_payments: onlinePaymentsReady(settings),
    webhook_url: `${publicUrl}${API_BASE_PATH}${contract.receivePaymentWebhook.path}`,
  };
}

/** `getGatewaySettings` (seller): the stored settings, never a secret. */
export async function getGatewaySettings(ctx: {
  db: Kysely<Database>;
  config: Pick<Config, 'publicUrl'>;
}): Promise<GatewaySettingsData> {
  return answer(await readGatewaySettings(ctx.db), ctx.config.publicUrl);
}

/**
 * `updateGatewaySettings` (seller): writes what the validated body names (the domain's
 * gatewaySettingsPatchSchema) in one statement and answers the settings without the secrets. Nothing here
 * logs, and request lines carry no body, so a secret is never written to a log.
 */
export async function updateGatewaySettings(
  ctx: { db: Kysely<Database>; config: Pick<Config, 'publicUrl'>; now: () => Date },
  body: {
    key_id?: string | null | undefined;
    key_secret?: string | null | undefined;
    webhook_secret?: string | null | undefined;
  },
): Promise<GatewaySettingsData> {
  const settings = await writeGatewaySettings(
    ctx.db,
    {
      ...(body.key_id === undefined ? {} : { keyId: body.key_id }),
      ...(body.key_secret === undefined ? {} : { keySecret: body.key_secret }),
      ...(body.webhook_secret === undefined ? {} : { webhookSecret: body.webhook_secret }),
    },
    ctx.now(),
  );
  return answer(settings, ctx.config.publicUrl);
}
