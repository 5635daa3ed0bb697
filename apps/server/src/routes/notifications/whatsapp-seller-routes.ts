import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { getWhatsAppSettings, updateWhatsAppSettings } from '../../modules/live/whatsapp/whatsapp-settings.ts';

/**
 * The kitchen's WhatsApp Cloud API settings (issue 27 part 3, D101): read (the token only as set or not)
 * and change. Registered inside the seller scope (app.ts), which requires the role.
 */
export const sellerWhatsAppRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.getWhatsAppSettings, async () => ({
    status: 'success',
    data: await getWhatsAppSettings(ctx),
  }));
  defineRoute(app, contract.updateWhatsAppSettings, async (request) => ({
    status: 'success',
    data: await updateWhatsAppSettings(ctx, request.body),
  }));
};
