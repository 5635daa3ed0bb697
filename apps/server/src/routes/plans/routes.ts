import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { listPlans } from '../../modules/plans/list-plans.ts';

/** GET /plans (issue 26, docs/decisions/0089): the kitchen's active tiffin plans, for anyone. */
export const planRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.listPlans, async () => ({
    status: 'success',
    data: { plans: await listPlans(ctx, { activeOnly: true }) },
  }));
};
