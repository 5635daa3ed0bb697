import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { createPlan } from '../../modules/plans/create-plan.ts';
import { listPlans } from '../../modules/plans/list-plans.ts';
import { retirePlan } from '../../modules/plans/retire-plan.ts';
import { updatePlan } from '../../modules/plans/update-plan.ts';

/**
 * The seller's tiffin plan calls (issue 26, docs/decisions/0089): the whole catalogue (GET /kitchen/plans,
 * retired plans too), create, change and retire. Seller scope only (their contract entries).
 */
export const sellerPlanRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.listSellerPlans, async () => ({
    status: 'success',
    data: { plans: await listPlans(ctx, { activeOnly: false }) },
  }));

  defineRoute(app, contract.createPlan, async (request, reply) => {
    const plan = await createPlan(ctx, request.body);
    reply.code(201);
    return { status: 'success', data: { plan } };
  });

  defineRoute(app, contract.updatePlan, async (request) => ({
    status: 'success',
    data: { plan: await updatePlan(ctx, request.params.id, request.body) },
  }));

  defineRoute(app, contract.retirePlan, async (request) => ({
    status: 'success',
    data: { plan: await retirePlan(ctx, request.params.id) },
  }));
};
