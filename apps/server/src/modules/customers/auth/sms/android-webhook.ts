import Client, { WebHookEventType } from 'android-sms-gateway';
import { httpClient } from './android.ts';

/**
 * The id Rasoi registers its webhook under on the phone. The app replaces a registration whose id it
 * already holds (its WebHooksService.replace), so registering again never adds a second webhook: the
 * phone never forwards one SMS twice because the seller pressed twice.
 */
export const RASOI_SMS_WEBHOOK_ID = 'rasoi-bank-sms';

/** The registration as the phone answered it. */
export type ReceivedSmsWebhook = { id: string; event: string; url: string };

/**
 * Whether SMS Gateway for Android takes `url` as a webhook: it refuses every address but https:// and
 * http://127.0.0.1 (its WebHooksService.replace, 400 'url must start with https:// or http://127.0.0.1').
 */
export function phoneTakesWebhookUrl(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && parsed.hostname === '127.0.0.1');
}

/**
 * Asks the kitchen's phone (issue 27 part 1, docs/decisions/0097), through the app's API as its
 * documentation gives it (`POST /webhooks` on the phone's local server or the cloud server, basic auth,
 * `{ id, url, event }`, answered 201 with the registration), to forward every received SMS (`sms:received`)
 * to `url`, under RASOI_SMS_WEBHOOK_ID. `settings` are the sending side's (ANDROID_SMS_URL, USER,
 * PASSWORD). Rejects with SmsSendError: the phone's 4xx/5xx with its `status` and message, or no answer
 * within `timeoutMs` (timedOut) or no connection, without a status.
 */
export async function registerReceivedSmsWebhook(
  settings: { url: string; user: string; password: string },
  url: string,
  timeoutMs: number,
): Promise<ReceivedSmsWebhook> {
  const client = new Client(settings.user, settings.password, httpClient(timeoutMs), settings.url);
  const answer: unknown = await client.registerWebhook({
    id: RASOI_SMS_WEBHOOK_ID,
    event: WebHookEventType.SmsReceived,
    url,
  });
  // A 2xx is the registration; a field the answer lacks is what was asked for.
  const field = (name: string, fallback: string) => {
    const value = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' && value !== '' ? value : fallback;
  };
  return {
    id: field('id', RASOI_SMS_WEBHOOK_ID),
    event: field('event', WebHookEventType.SmsReceived),
    url: field('url', url),
  };
}
