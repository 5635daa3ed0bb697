import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { PaymentGateway } from '../../modules/payments/gateway/payment-gateway.ts';
import { razorpayGateway } from '../../modules/payments/gateway/razorpay.ts';
import {
  onlinePaymentsReady,
  readGatewaySettings,
  type GatewaySettings,
} from '../../modules/payments/gateway/gateway-settings-queries.ts';

/**
 * The kitchen's payment gateway with its stored keys (D100), or null when online payment is not set up
 * (any of the key id, key secret and webhook secret missing). Read on each call: a key changed on any
 * instance holds at once.
 */
export async function paymentGatewayOf(ctx: {
  db: Kysely<Database>;
  config: Pick<Config, 'paymentGateway'>;
}): Promise<{ gateway: PaymentGateway; settings: GatewaySettings & { keyId: string } } | null> {
  const settings = await readGatewaySettings(ctx.db);
  if (!onlinePaymentsReady(settings)) return null;
  const { apiUrl, timeoutMs } = ctx.config.paymentGateway;
  return {
    gateway: razorpayGateway({ apiUrl, timeoutMs, keyId: settings.keyId!, keySecret: settings.keySecret! }),
    settings: { ...settings, keyId: settings.keyId! },
  };
}
