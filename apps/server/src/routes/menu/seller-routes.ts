import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { createDish } from '../../modules/catalogue/menu/create-dish.ts';
import { createMeal } from '../../modules/catalogue/menu/create-meal.ts';
import { menuCacheOf } from '../../modules/catalogue/menu/menu-cache.ts';
import { removeMealUnlessPlanned } from '../../flows/menu/remove-meal-unless-planned.ts';
import { changeDish } from '../../modules/catalogue/menu/change-dish.ts';
import { changeMeal } from '../../modules/catalogue/menu/change-meal.ts';

/**
 * The seller's menu management (spec 7): POST /meal, PATCH /meal/:id, DELETE /meal/:id, POST /dish,
 * PATCH /dish/:id, with the payloads checked by the domain's catalogue schemas (issue 3). Unknown ids
 * answer 404. Registered inside the seller scope (app.ts), which requires the role. Each change
 * invalidates the menu cache that GET /meal and GET /dish answer from.
 */
export const sellerMenuRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Every route here changes the menu: once its change is committed (the handler has returned), the
  // cached menu answers are rebuilt on the next read (menu-cache.ts).
  const cache = menuCacheOf(ctx.db);
  app.addHook('onSend', async (_request, _reply, payload) => {
    cache.invalidate();
    return payload;
  });

  defineRoute(app, contract.createMeal, async (request, reply) => {
    const meal = await createMeal({ ctx, input: request.body });
    reply.code(201);
    return { status: 'success', data: { meal } };
  });

  defineRoute(app, contract.changeMeal, async (request) => {
    const meal = await changeMeal({ ctx, id: request.params.id, changes: request.body });
    return { status: 'success', data: { meal } };
  });

  defineRoute(app, contract.deleteMeal, async (request) => {
    await removeMealUnlessPlanned(ctx, request.params.id);
    return { status: 'success', data: { deleted: true } };
  });

  defineRoute(app, contract.createDish, async (request, reply) => {
    const dish = await createDish({ ctx, input: request.body });
    reply.code(201);
    return { status: 'success', data: { dish } };
  });

  defineRoute(app, contract.changeDish, async (request) => {
    const dish = await changeDish({ ctx, id: request.params.id, changes: request.body });
    return { status: 'success', data: { dish } };
  });
};
