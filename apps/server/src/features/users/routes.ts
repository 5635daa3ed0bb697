import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiSuccess, ProfileData } from '@rasoi/domain/api';
import type { AppContext } from '../../app-context.ts';
import { callerOf, requireCustomer } from '../../plugins/auth.ts';
import { loadUserProfile } from './load-profile.ts';

/** GET /users/profile: the caller with their coupons (spec 7). */
export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/users/profile', { onRequest: requireCustomer }, async (request): Promise<ApiSuccess<ProfileData>> => {
    const caller = callerOf(request);
    return { status: 'success', data: { user: await loadUserProfile(ctx.db, caller.id, caller.role) } };
  });
};
