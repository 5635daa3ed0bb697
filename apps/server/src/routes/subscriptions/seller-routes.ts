import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { listLostPlanMeals } from '../../modules/subscriptions/list-lost-plan-meals.ts';
import { listSubscribers } from '../../modules/subscriptions/list-subscribers.ts';

/**
 * GET /subscribers (issue 26, docs/decisions/0091): the kitchen's subscribers with their balances; GET
 * /plan-meals/lost (D94): the meals households lost and why. Seller scope.
 */
export const sellerSubscriptionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.listSubscribers, async () => ({
    status: 'success',
    data: { subscribers: await listSubscribers(ctx) },
  }));
  defineRoute(app, contract.listLostPlanMeals, async () => ({
    status: 'success',
    data: { meals: await listLostPlanMeals(ctx) },
  }));
};
