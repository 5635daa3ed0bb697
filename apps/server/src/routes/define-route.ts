import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  FastifyReply,
  FastifyRequest,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ApiRole, ContractEntry } from '@rasoi/domain/contract';
import { requireCustomer, requireSeller } from '../plugins/auth.ts';

/** A Fastify instance with the zod type provider (what FastifyPluginAsyncZod hands a feature). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The Fastify schema an entry stands for: request parts typed from its schemas, answers from its `ok`. */
type RouteSchema<E extends ContractEntry> = {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  headers: E['headers'];
  response: E['ok'];
};

/** One of an entry's success answers, as the handler returns it (before serialization). */
export type SuccessAnswer<E extends ContractEntry> = { [S in keyof E['ok']]: z.input<E['ok'][S]> }[keyof E['ok']];

/**
 * A handler for an entry: `request.params/query/body/headers` parsed by its schemas; it returns one of
 * its success answers, or the reply it sent itself (cached bytes), or nothing after hijacking the reply.
 */
export type ContractHandler<E extends ContractEntry> = (
  this: ZodApp,
  request: FastifyRequest<
    RouteGenericInterface,
    RawServerDefault,
    RawRequestDefaultExpression,
    RouteSchema<E>,
    ZodTypeProvider
  >,
  reply: FastifyReply<
    RouteGenericInterface,
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    ContextConfigDefault,
    RouteSchema<E>,
    ZodTypeProvider
  >,
) => Promise<SuccessAnswer<E> | FastifyReply | void>;

/** What a route adds to its entry: route config (a rate limit), a narrower schema, Fastify route options. */
export type RouteExtras<E extends ContractEntry> = {
  config?: FastifyContextConfig;
  /**
   * A stricter schema for a request part than the table's, when the rule depends on the server's
   * settings (POST /address: the kitchen's serviceable pincodes). It must accept no more than the
   * table's schema and parse to the same type.
   */
  narrow?: { body?: z.ZodType<z.output<NonNullable<E['body']>>> };
  exposeHeadRoute?: boolean;
};

const GUARDS: Record<ApiRole, RouteOptions['onRequest'] | undefined> = {
  public: undefined,
  customer: requireCustomer,
  seller: requireSeller,
};

/**
 * Registers one route of the contract table (issue 12, docs/decisions/0037) on `app` (the /api/v1
 * scope): its method and path, its request schemas (validated by the zod validator), its answer schema
 * per status (every answer serialized through them, so a field the contract does not name is never
 * sent), and its role's guard as the route's first onRequest hook: 'customer' requireCustomer (401),
 * 'seller' requireSeller (401/403). The handler gets typed parts and must return a success answer.
 */
export function defineRoute<E extends ContractEntry>(
  app: ZodApp,
  entry: E,
  handler: NoInfer<ContractHandler<E>>,
  extras: RouteExtras<E> = {},
): void {
  const schema: NonNullable<RouteOptions['schema']> = { response: entry.responses };
  const body = extras.narrow?.body ?? entry.body;
  if (entry.params) schema.params = entry.params;
  if (entry.query) schema.querystring = entry.query;
  if (body) schema.body = body;
  if (entry.headers) schema.headers = entry.headers;
  // For the API reference (plugins/api-docs.ts): grouped by role; the bearer scheme where a login is needed.
  schema.summary = entry.summary;
  schema.tags = [entry.role];
  schema.security = entry.role === 'public' ? [] : [{ bearer: [] }];
  if (entry.bodyNote) schema.description = `Body: ${entry.bodyNote}.`;
  const guard = GUARDS[entry.role];
  app.route({
    method: entry.method,
    url: entry.path,
    schema,
    ...(guard ? { onRequest: guard } : {}),
    ...(extras.config ? { config: extras.config } : {}),
    ...(extras.exposeHeadRoute === undefined ? {} : { exposeHeadRoute: extras.exposeHeadRoute }),
    handler: handler as RouteOptions['handler'],
  });
}
