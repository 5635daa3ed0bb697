import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiSuccess } from '@rasoi/domain/api';
import { saveFcmTokenBodySchema, type SaveFcmTokenData, type VapidPublicKeyData } from '@rasoi/domain/events';
import type { AppContext } from '../../app-context.ts';
import { callerOf, requireCustomer } from '../../plugins/auth.ts';
import { customerWriteLimit } from '../../plugins/customer-write-limit.ts';
import { savePushSubscription } from './save-push-subscription.ts';

/**
 * Web Push (spec 7, DECISIONS.md 7): GET /notification/vapid-public-key (anyone: the key a browser
 * subscribes with) and POST /notification/save-fcm-token (any logged-in caller: stores the browser's
 * PushSubscription, sent as `fcmToken`; limited per customer, D36).
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/notification/vapid-public-key', async (): Promise<ApiSuccess<VapidPublicKeyData>> => {
    return { status: 'success', data: { publicKey: ctx.push.publicKey } };
  });

  app.post(
    '/notification/save-fcm-token',
    { onRequest: requireCustomer, schema: { body: saveFcmTokenBodySchema }, config: customerWriteLimit },
    async (request): Promise<ApiSuccess<SaveFcmTokenData>> => {
      await savePushSubscription({ ctx, userId: callerOf(request).id, subscription: request.body.fcmToken });
      return { status: 'success', data: { saved: true } };
    },
  );
};
