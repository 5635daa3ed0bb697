import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { callerOf } from '../../plugins/auth.ts';
import { customerWriteLimit } from '../../plugins/customer-write-limit.ts';
import { savePushSubscription } from '../../modules/live/notifications/save-push-subscription.ts';

/**
 * Web Push (spec 7, docs/decisions/p07): GET /notification/vapid-public-key (anyone: the key a browser
 * subscribes with) and POST /notification/save-fcm-token (any logged-in caller: stores the browser's
 * PushSubscription, sent as `fcmToken`, with the caller's language for its pushes, issue 16; limited
 * per customer, D36).
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.getVapidPublicKey, async () => {
    return { status: 'success', data: { publicKey: ctx.push.publicKey } };
  });

  defineRoute(
    app,
    contract.savePushSubscription,
    async (request) => {
      await savePushSubscription({
        ctx,
        userId: callerOf(request).id,
        subscription: request.body.fcmToken,
        locale: request.locale,
      });
      return { status: 'success', data: { saved: true } };
    },
    { config: customerWriteLimit },
  );
};
