import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiSuccess, DishesData, MealsData } from '@rasoi/domain/api';
import type { AppContext } from '../../app-context.ts';
import { listDishes, listMeals, toDish } from './menu-queries.ts';

/**
 * The menu, readable without login (spec 7): GET /meal and GET /dish. Customers and visitors see
 * shown items only (spec 4 'is_show decides whether shown'); a seller sees everything.
 */
export const menuRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/meal', async (request): Promise<ApiSuccess<MealsData>> => {
    const meals = await listMeals(ctx.db, { includeHidden: request.user?.role === 'seller' });
    return { status: 'success', data: { meals } };
  });

  app.get('/dish', async (request): Promise<ApiSuccess<DishesData>> => {
    const dishes = await listDishes(ctx.db, { includeHidden: request.user?.role === 'seller' });
    return { status: 'success', data: { dishes: dishes.map(toDish) } };
  });
};
