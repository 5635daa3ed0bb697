import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failureSchema, sellerMealSchema, mealSchema, successSchema } from '@rasoi/domain/api';
import type { ContractEntry } from '@rasoi/domain/contract';
import { m } from '@rasoi/domain/i18n/messages';
import type { SessionUser } from '../lib/session-user.ts';
import { installErrorHandler } from '../plugins/error-handler.ts';
import { defineRoute, type ZodApp } from './define-route.ts';

/**
 * Routes registered from a contract entry (issue 12, D37): the entry's guard, its request schemas, and its
 * answer schemas, through which the answer is serialized. A bare Fastify app with a caller set by a header.
 */
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
});

const meal = {
  _id: 'm1',
  id: 'm1',
  name: 'Rajma Chawal Thali',
  description: '',
  img_url: [],
  selling_price: 139,
  actual_price: 186,
  cost_price: 60,
  tag: 'best-seller',
  category: 'Mini Thali',
  sub_category: null,
  is_active: true,
  is_show: true,
  dishes: [],
  asset_aws_key: null,
  start_hour: 0,
  end_hour: 23,
  date: '',
  rating: '4.5',
  rating_count: 2,
  name_hi: null,
  description_hi: null,
} as const;

function entryOf(role: ContractEntry['role'], ok: z.ZodType): ContractEntry {
  return {
    method: 'POST',
    path: '/meal/:id',
    role,
    summary: 'A test route.',
    params: z.strictObject({ id: z.string().regex(/^m\d$/) }),
    body: z.strictObject({ quantity: z.number().int() }),
    ok: { 200: ok },
    failures: [400, 401, 403, 404],
    responses: { 200: ok, 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema },
  };
}

async function appWith(entry: ContractEntry): Promise<FastifyInstance> {
  const built = Fastify();
  built.setValidatorCompiler(validatorCompiler);
  built.setSerializerCompiler(serializerCompiler);
  installErrorHandler(built);
  built.decorateRequest('user', null);
  built.addHook('onRequest', async (request) => {
    const role = request.headers['x-role'];
    if (role === 'customer' || role === 'seller') {
      request.user = { id: 'u1', mobile: '9876543210', role, sessionId: 's1' } satisfies SessionUser;
    }
  });
  defineRoute(built as unknown as ZodApp, entry, async () => ({ status: 'success', data: { meal } }));
  await built.ready();
  app = built;
  return built;
}

const post = (target: FastifyInstance, role?: string, body: unknown = { quantity: 1 }, id = 'm1') =>
  target.inject({
    method: 'POST',
    url: `/meal/${id}`,
    payload: body as object,
    headers: role ? { 'x-role': role } : {},
  });

describe('defineRoute', () => {
  it('serializes the answer through the entry’s schema: a field the table does not name is not sent', async () => {
    const target = await appWith(entryOf('public', successSchema(z.object({ meal: mealSchema }))));
    const answer = await post(target);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.meal.name).toBe('Rajma Chawal Thali');
    expect(answer.json().data.meal).not.toHaveProperty('cost_price');

    await app!.close();
    const seller = await appWith(entryOf('public', successSchema(z.object({ meal: sellerMealSchema }))));
    expect((await post(seller)).json().data.meal.cost_price).toBe(60);
  });

  it('guards the route with the entry’s role: 401 without a session, 403 for a customer on the seller’s', async () => {
    const target = await appWith(entryOf('seller', successSchema(z.object({ meal: mealSchema }))));
    expect((await post(target)).json()).toEqual({ status: 'error', data: m.unauthorized() });
    expect((await post(target)).statusCode).toBe(401);
    expect((await post(target, 'customer')).statusCode).toBe(403);
    expect((await post(target, 'seller')).statusCode).toBe(200);

    await app!.close();
    const customer = await appWith(entryOf('customer', successSchema(z.object({ meal: mealSchema }))));
    expect((await post(customer)).statusCode).toBe(401);
    expect((await post(customer, 'customer')).statusCode).toBe(200);
  });

  it('validates the path and body with the entry’s schemas', async () => {
    const target = await appWith(entryOf('public', successSchema(z.object({ meal: mealSchema }))));
    expect((await post(target, undefined, { quantity: 1.5 })).statusCode).toBe(400);
    expect((await post(target, undefined, { quantity: 1, extra: true })).statusCode).toBe(400);
    expect((await post(target, undefined, { quantity: 1 }, 'x')).statusCode).toBe(404);
  });
});
