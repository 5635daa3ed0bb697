import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { callerOf } from '../../plugins/auth.ts';
import { customerWriteLimit } from '../../plugins/customer-write-limit.ts';
import { subscribeToPlan } from '../../flows/subscriptions/subscribe-to-plan.ts';
import { endSubscription } from '../../modules/subscriptions/end-subscription.ts';
import { pauseSubscription, resumeSubscription } from '../../modules/subscriptions/pause-subscription.ts';
import { readPlanReminders, setPlanReminders } from '../../modules/subscriptions/plan-reminders.ts';
import { listMySubscriptions } from '../../modules/subscriptions/read-subscriptions.ts';
import { skipPlanMeal } from '../../flows/subscriptions/skip-plan-meal.ts';
import { changePlanDay } from '../../flows/subscriptions/change-plan-day.ts';

/**
 * The household's tiffin plan subscriptions (issue 26, docs/decisions/0091): subscribe (201, or 200 with
 * the first for a repeated Idempotency-Key), list with the coming meals, skip or undo a day, change a day's
 * extra tiffins or address (D92), pause, resume, end; and the household's choice of meal reminders (D95).
 * Each names the caller's own subscription; another household's answers 404. The writes are held to the
 * per-customer limit like the other customer writes (D36).
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(
    app,
    contract.subscribeToPlan,
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const { subscription, replayed } = await subscribeToPlan(ctx, callerOf(request).id, request.body, key);
      reply.code(replayed ? 200 : 201);
      return { status: 'success', data: { subscription } };
    },
    { config: customerWriteLimit },
  );
  defineRoute(app, contract.listMySubscriptions, async (request) => ({
    status: 'success',
    data: { subscriptions: await listMySubscriptions(ctx, callerOf(request).id) },
  }));
  defineRoute(
    app,
    contract.skipPlanMeal,
    async (request) => ({
      status: 'success',
      data: { subscription: await skipPlanMeal(ctx, callerOf(request).id, request.params.id, request.body) },
    }),
    { config: customerWriteLimit },
  );
  defineRoute(
    app,
    contract.changePlanDay,
    async (request) => ({
      status: 'success',
      data: { subscription: await changePlanDay(ctx, callerOf(request).id, request.params.id, request.body) },
    }),
    { config: customerWriteLimit },
  );
  defineRoute(
    app,
    contract.pauseSubscription,
    async (request) => ({
      status: 'success',
      data: { subscription: await pauseSubscription(ctx, callerOf(request).id, request.params.id, request.body) },
    }),
    { config: customerWriteLimit },
  );
  defineRoute(
    app,
    contract.resumeSubscription,
    async (request) => ({
      status: 'success',
      data: { subscription: await resumeSubscription(ctx, callerOf(request).id, request.params.id) },
    }),
    { config: customerWriteLimit },
  );
  defineRoute(
    app,
    contract.endSubscription,
    async (request) => ({
      status: 'success',
      data: { subscription: await endSubscription(ctx, callerOf(request).id, request.params.id) },
    }),
    { config: customerWriteLimit },
  );
  defineRoute(app, contract.getPlanReminders, async (request) => ({
    status: 'success',
    data: { reminders: await readPlanReminders(ctx, callerOf(request).id) },
  }));
  defineRoute(
    app,
    contract.setPlanReminders,
    async (request) => ({
      status: 'success',
      data: { reminders: await setPlanReminders(ctx, callerOf(request).id, request.body) },
    }),
    { config: customerWriteLimit },
  );
};
