import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_BASE_PATH } from '@rasoi/domain/constants';
import { APP_VERSION } from '../lib/app-version.ts';
import { finishApiDocument } from './api-document-finish.ts';

/** Where the API reference is served: the UI here, the OpenAPI document at `${API_DOCS_PATH}/json`. */
export const API_DOCS_PATH = '/api/docs';

/**
 * The API reference (issue 12, docs/decisions/0037): an OpenAPI 3.1 document generated from the
 * routes as registered from the contract table (their zod schemas turned into JSON Schema by
 * fastify-type-provider-zod's jsonSchemaTransform), served as JSON at /api/docs/json and browsable
 * with Swagger UI at /api/docs. Only /api/v1 routes are listed; the web app's pages, the health check
 * and the docs themselves are hidden. Register before the routes: it collects them as they are added.
 *
 * Named shapes (an `id` in zod's registry, packages/domain/src/api-names.ts: Order, Slot, Kitchen, ...)
 * become component schemas referred to by `$ref`; api-document-finish.ts then gives each operation its
 * contract name as operationId and its answers their descriptions, media types and headers
 * (docs/decisions/0085). The server's public origin (PUBLIC_URL) is the document's server.
 *
 * Swagger UI's page loads its own scripts and styles from /api/docs/static with no inline script, so
 * the app's content security policy (plugins/infrastructure.ts) holds there unchanged: nothing is relaxed.
 */
export async function registerApiDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Rasoi API',
        version: APP_VERSION,
        description:
          'Every answer is `{status: "success", data}` or `{status: "error", data: sentence}`. ' +
          'Routes marked with the bearer scheme need `Authorization: Bearer <token>` from a login.',
        license: { name: 'MIT', identifier: 'MIT' },
        contact: { name: 'The Rasoi team' },
      },
      servers: [{ url: publicUrl, description: 'This server' }],
      tags: [
        { name: 'public', description: 'Routes anyone may call.' },
        { name: 'customer', description: 'Routes for a logged-in customer (or the seller, who may also order).' },
        { name: 'seller', description: "The seller's routes: a session from the PIN login." },
      ],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transformObject: (input) => finishApiDocument(jsonSchemaTransformObject(input) as Record<string, unknown>),
    transform: (input) => {
      if (!input.url.startsWith(`${API_BASE_PATH}/`))
        return { schema: { ...input.schema, hide: true }, url: input.url };
      return jsonSchemaTransform(input);
    },
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
}
