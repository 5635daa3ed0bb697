import type { PushSubscriptionJson } from '@rasoi/domain/events';
import type { Locale } from '@rasoi/domain/locale';
import type { AppContext } from '../../../app-context.ts';
import { toStoredTime } from '../../../db/values.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/crypto.ts';
import type { PushSender } from './push-sender.ts';
import { upsertPushSubscription } from './push-subscription-queries.ts';

/**
 * Saves the caller's browser push subscription (spec 7 `save-fcm-token`, docs/decisions/p07): one row
 * per endpoint, owned by the caller from now on, with the keys pushes are encrypted with; the
 * caller keeps their PUSH_SUBSCRIPTIONS_PER_USER newest (D34), and with `locale`, the language of the
 * app that saved it (the request's Accept-Language), which its pushes are written in (issue 16, D62);
 * saving the same endpoint again updates it. Throws AppError 400 with the
 * message of `push.endpointRefusal` for an endpoint that is not a browser's push service over https
 * (issue 11: no IP literals, credentials or ports; tests may add their local push service).
 */
export async function savePushSubscription(options: {
  ctx: Pick<AppContext, 'db' | 'now'> & { push: Pick<PushSender, 'endpointRefusal'> };
  userId: string;
  subscription: PushSubscriptionJson;
  locale: Locale;
}): Promise<void> {
  const { ctx, userId, subscription, locale } = options;
  const refusal = ctx.push.endpointRefusal(subscription.endpoint);
  if (refusal !== undefined) throw new AppError('BAD_REQUEST', refusal);
  await upsertPushSubscription(ctx.db, {
    id: newId(),
    user_id: userId,
    endpoint: subscription.endpoint,
    keys_json: JSON.stringify({ p256dh: subscription.keys.p256dh, auth: subscription.keys.auth }),
    created_at: toStoredTime(ctx.now()),
    locale,
  });
}
