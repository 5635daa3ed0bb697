import type { FastifyBaseLogger } from 'fastify';
import type { SmsWebhookData } from '@rasoi/domain/gateway-sms';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { SmsSendError } from '../../modules/customers/auth/sms/gateway.ts';
import { phoneTakesWebhookUrl, registerReceivedSmsWebhook } from '../../modules/customers/auth/sms/android-webhook.ts';
import { gatewaySmsWebhookUrl } from '../../modules/payments/bank-sms-settings.ts';

/**
 * `registerSmsWebhook` (seller; issue 27 part 1, docs/decisions/0097): asks the kitchen's phone, the SMS
 * gateway that sends the login codes (SMS_GATEWAY=android, its ANDROID_SMS_URL, USER and PASSWORD), to
 * forward every SMS it receives to this server's `receiveGatewaySms` at PUBLIC_URL, and answers the
 * registration. Nothing is stored here: the phone holds the registration (under one id, so a repeat
 * replaces it), and a failure leaves nothing half-written.
 *
 * Errors: 409 smsWebhookNoPhone when the SMS gateway is not the phone; 409 smsWebhookNeedsHttps when the
 * phone would refuse the address (not https); 503 when the phone does not answer (smsWebhookPhoneUnreachable),
 * refuses the credentials (smsWebhookPhoneRefusedLogin) or refuses otherwise (smsWebhookPhoneRefused, its
 * status). Each phone failure is one warning in the log, with the phone's status and reason, never the
 * password.
 */
export async function registerSmsWebhook(
  ctx: Pick<AppContext, 'config'>,
  log: FastifyBaseLogger,
): Promise<SmsWebhookData> {
  const gateway = ctx.config.smsGateway;
  if (gateway.kind !== 'android') throw new AppError('CONFLICT', 'smsWebhookNoPhone');
  const url = gatewaySmsWebhookUrl(ctx.config.publicUrl);
  if (!phoneTakesWebhookUrl(url)) throw new AppError('CONFLICT', 'smsWebhookNeedsHttps', { url: ctx.config.publicUrl });
  try {
    return await registerReceivedSmsWebhook(gateway, url, ctx.config.smsTimeoutMs);
  } catch (error) {
    if (!(error instanceof SmsSendError)) throw error;
    log.warn(
      { smsWebhook: 'failed', status: error.status ?? null, timedOut: error.timedOut, reason: error.message },
      'registering the SMS webhook on the phone failed',
    );
    if (error.status === undefined) throw new AppError('SERVICE_UNAVAILABLE', 'smsWebhookPhoneUnreachable');
    if (error.status === 401 || error.status === 403) {
      throw new AppError('SERVICE_UNAVAILABLE', 'smsWebhookPhoneRefusedLogin');
    }
    throw new AppError('SERVICE_UNAVAILABLE', 'smsWebhookPhoneRefused', { status: error.status });
  }
}
