import type { ApiSuccess } from '@rasoi/domain/api';
import type { VapidPublicKeyData } from '@rasoi/domain/events';
import { api } from '../../../api/client.ts';

/**
 * `GET /notification/vapid-public-key` (DECISIONS.md 7; issue 5): the server's VAPID public key, base64url,
 * the 'public web push key' a push subscription is made with (spec 7).
 */
export async function getVapidPublicKey(): Promise<string> {
  const answer = await api.get<ApiSuccess<VapidPublicKeyData>>('/notification/vapid-public-key');
  return answer.data.publicKey;
}
