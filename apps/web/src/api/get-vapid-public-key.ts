import { callApi } from './client.ts';

/**
 * `GET /notification/vapid-public-key` (docs/decisions/p07; issue 5): the server's VAPID public key, base64url,
 * the 'public web push key' a push subscription is made with (spec 7).
 */
export async function getVapidPublicKey(): Promise<string> {
  const answer = await callApi('GET /notification/vapid-public-key', {});
  return answer.data.publicKey;
}
