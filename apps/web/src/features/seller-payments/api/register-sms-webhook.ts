import { useMutation } from '@tanstack/react-query';
import type { SmsWebhookData } from '@rasoi/domain/gateway-sms';
import { callApi } from '../../../api/client.ts';

/**
 * `POST /payments/sms/webhook` (issue 27, D97; seller): asks the kitchen's phone (SMS Gateway for Android)
 * to forward every SMS it receives to this server; answers the registration the phone made (a repeat
 * replaces it). Throws ApiError with the server's sentence: 409 when the phone is not the SMS gateway or the
 * server is not on https, 503 when the phone does not answer or refuses.
 */
export async function registerSmsWebhook(): Promise<SmsWebhookData> {
  const answer = await callApi('POST /payments/sms/webhook', { body: {} });
  return answer.data;
}

/**
 * 'Connect the kitchen phone': nothing is stored on the server, so no query changes; the outcome, a refusal
 * too, is said beside the button (no toast).
 */
export function useRegisterSmsWebhook() {
  return useMutation({ mutationFn: registerSmsWebhook, onError: () => undefined });
}
