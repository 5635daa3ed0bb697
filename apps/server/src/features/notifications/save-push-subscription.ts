import type { PushSubscriptionJson } from '@rasoi/domain/events';
import { MESSAGES } from '@rasoi/domain/messages';
import type { AppContext } from '../../app-context.ts';
import { toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/crypto.ts';
import type { PushSender } from './push-sender.ts';
import { upsertPushSubscription } from './push-subscription-queries.ts';

/**
 * Saves the caller's browser push subscription (spec 7 `save-fcm-token`, DECISIONS.md 7): one row
 * per endpoint, owned by the caller from now on, with the keys pushes are encrypted with. Throws
 * AppError 400 MESSAGES.pushEndpointInsecure for an endpoint that is not https (tests may allow http).
 */
export async function savePushSubscription(options: {
  ctx: Pick<AppContext, 'db' | 'now'> & { push: Pick<PushSender, 'allowInsecureEndpoints'> };
  userId: string;
  subscription: PushSubscriptionJson;
}): Promise<void> {
  const { ctx, userId, subscription } = options;
  const scheme = new URL(subscription.endpoint).protocol;
  if (scheme !== 'https:' && !(scheme === 'http:' && ctx.push.allowInsecureEndpoints)) {
    throw new AppError('BAD_REQUEST', MESSAGES.pushEndpointInsecure);
  }
  await upsertPushSubscription(ctx.db, {
    id: newId(),
    user_id: userId,
    endpoint: subscription.endpoint,
    keys_json: JSON.stringify({ p256dh: subscription.keys.p256dh, auth: subscription.keys.auth }),
    created_at: toStoredTime(ctx.now()),
  });
}
