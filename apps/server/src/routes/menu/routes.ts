import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Meal, SellerMeal } from '@rasoi/domain/api';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { matchesEtag } from '../../lib/etag.ts';
import { menuCacheOf, type CachedAnswer } from '../../modules/catalogue/menu/menu-cache.ts';
import { listDishes, listMeals, toDish } from '../../modules/catalogue/menu/menu-queries.ts';

/**
 * The menu, readable without login (spec 7): GET /meal and GET /dish. Customers and visitors see
 * shown items only (spec 4 'is_show decides whether shown') and no cost prices (issue 11); a seller
 * sees everything.
 * The answers are served from the serialized menu cache (menu-cache.ts, issue 6) with a strong ETag:
 * the client revalidates every time (no-cache) and gets a bodiless 304 while its copy is current.
 */
export const menuRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const cache = menuCacheOf(ctx.db);

  // The answers are pre-serialized (contract: preSerialized): each is checked against the table's schema
  // once when the cache builds it, not on every request.
  defineRoute(app, contract.listMeals, async (request, reply) => {
    const includeHidden = request.user?.role === 'seller';
    const answer = await cache.get(includeHidden ? 'meals-all' : 'meals', async () => {
      const meals = await listMeals(ctx.db, { includeHidden });
      return contract.listMeals.ok[200].parse({
        status: 'success',
        data: { meals: includeHidden ? meals : meals.map(withoutCost) },
      });
    });
    return sendCached(request, reply, answer, !includeHidden);
  });

  defineRoute(app, contract.listDishes, async (request, reply) => {
    const includeHidden = request.user?.role === 'seller';
    const answer = await cache.get(includeHidden ? 'dishes-all' : 'dishes', async () => {
      const dishes = await listDishes(ctx.db, { includeHidden });
      return contract.listDishes.ok[200].parse({ status: 'success', data: { dishes: dishes.map(toDish) } });
    });
    return sendCached(request, reply, answer, !includeHidden);
  });
};

/** A meal as customers and visitors see it: the kitchen's cost price is the seller's business (issue 11). */
function withoutCost({ cost_price: _cost, ...meal }: SellerMeal): Meal {
  return meal;
}

/**
 * Sends a cached answer's bytes, or a 304 when the request's If-None-Match names its ETag. A public
 * answer (the visitor's menu) may be kept and revalidated (no-cache); the seller's, with hidden
 * items and cost prices, gets the API's default no-store (plugins/no-store.ts, issue 11).
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, isPublic: boolean) {
  // The seller's answer includes hidden items: the answer depends on who asks.
  reply.header('etag', answer.etag).header('vary', 'Authorization');
  if (isPublic) reply.header('cache-control', 'no-cache');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
