import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, type ApiSuccess, type Dish, type SellerMeal } from '@rasoi/domain/api';
import {
  createDishBodySchema,
  createMealBodySchema,
  patchDishBodySchema,
  patchMealBodySchema,
} from '@rasoi/domain/catalogue';
import type { DeletedData } from '@rasoi/domain/seller';
import type { AppContext } from '../../app-context.ts';
import { createDish } from './create-dish.ts';
import { createMeal } from './create-meal.ts';
import { menuCacheOf } from './menu-cache.ts';
import { removeMeal } from './remove-meal.ts';
import { changeDish } from './change-dish.ts';
import { changeMeal } from './change-meal.ts';

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

  app.post(
    '/meal',
    { schema: { body: createMealBodySchema } },
    async (request, reply): Promise<ApiSuccess<{ meal: SellerMeal }>> => {
      const meal = await createMeal({ ctx, input: request.body });
      reply.code(201);
      return { status: 'success', data: { meal } };
    },
  );

  app.patch(
    '/meal/:id',
    { schema: { params: idParamsSchema, body: patchMealBodySchema } },
    async (request): Promise<ApiSuccess<{ meal: SellerMeal }>> => {
      const meal = await changeMeal({ ctx, id: request.params.id, changes: request.body });
      return { status: 'success', data: { meal } };
    },
  );

  app.delete('/meal/:id', { schema: { params: idParamsSchema } }, async (request): Promise<ApiSuccess<DeletedData>> => {
    await removeMeal({ ctx, id: request.params.id });
    return { status: 'success', data: { deleted: true } };
  });

  app.post(
    '/dish',
    { schema: { body: createDishBodySchema } },
    async (request, reply): Promise<ApiSuccess<{ dish: Dish }>> => {
      const dish = await createDish({ ctx, input: request.body });
      reply.code(201);
      return { status: 'success', data: { dish } };
    },
  );

  app.patch(
    '/dish/:id',
    { schema: { params: idParamsSchema, body: patchDishBodySchema } },
    async (request): Promise<ApiSuccess<{ dish: Dish }>> => {
      const dish = await changeDish({ ctx, id: request.params.id, changes: request.body });
      return { status: 'success', data: { dish } };
    },
  );
};
