import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { callerOf } from '../../plugins/auth.ts';
import { loadUserProfile } from '../../flows/users/load-profile.ts';

/** GET /users/profile: the caller with their coupons (spec 7). */
export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.getProfile, async (request) => {
    const caller = callerOf(request);
    return { status: 'success', data: { user: await loadUserProfile(ctx.db, caller.id, caller.role) } };
  });
};
