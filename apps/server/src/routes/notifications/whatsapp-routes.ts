import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { callerOf } from '../../plugins/auth.ts';
import { customerWriteLimit } from '../../plugins/customer-write-limit.ts';
import { getWhatsAppOptIn, updateWhatsAppOptIn } from '../../modules/live/whatsapp/whatsapp-opt-in.ts';

/**
 * A customer's WhatsApp receipts (issue 27 part 3, D101): GET and PATCH /users/whatsapp, the caller's own
 * opt-in; turning it on keeps the request's language for the messages. The change is limited per customer.
 */
export const whatsAppRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.getWhatsAppOptIn, async (request) => ({
    status: 'success',
    data: await getWhatsAppOptIn(ctx.db, callerOf(request).id),
  }));
  defineRoute(
    app,
    contract.updateWhatsAppOptIn,
    async (request) => ({
      status: 'success',
      data: await updateWhatsAppOptIn(ctx, callerOf(request).id, request.body.whatsapp_receipts, request.locale),
    }),
    { config: customerWriteLimit },
  );
};
