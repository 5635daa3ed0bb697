import type { SaveFcmTokenBody } from '@rasoi/domain/events';
import { callApi } from './client.ts';

/**
 * `POST /notification/save-fcm-token` (bearer; spec 7, docs/decisions/p07): saves this browser's push
 * subscription for the logged-in caller. The spec's field name `fcmToken` carries the PushSubscription.
 */
export async function saveFcmToken(subscription: PushSubscriptionJSON): Promise<void> {
  const body = { fcmToken: subscription as SaveFcmTokenBody['fcmToken'] } satisfies SaveFcmTokenBody;
  await callApi('POST /notification/save-fcm-token', { body });
}
