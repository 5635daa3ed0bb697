import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '@rasoi/domain/constants';
import { contractEntries } from '@rasoi/domain/contract';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/** The OpenAPI 3.1 reference generated from the contract table (issue 12, docs/decisions/0037). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Operation = {
  operationId?: string;
  description?: string;
  summary?: string;
  security?: unknown[];
  responses: Record<
    string,
    { description: string; content?: Record<string, unknown>; headers?: Record<string, unknown> }
  >;
  requestBody?: { required?: boolean; content: Record<string, unknown> };
  parameters?: { in: string; name: string; schema?: unknown }[];
};
type OpenApi = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

/** `/order/:id` as OpenAPI writes it: `/api/v1/order/{id}`. */
const openApiPath = (path: string) => `${API_BASE_PATH}${path.replace(/:(\w+)/g, '{$1}')}`;

async function readDocument(): Promise<OpenApi> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json<OpenApi>();
}

describe('the API reference at /api/docs', () => {
  it('lists every route of the contract table, and nothing else', async () => {
    const document = await readDocument();
    expect(document.openapi).toBe('3.1.0');
    const listed = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((route) => !route.startsWith('HEAD '))
      .sort();
    const table = contractEntries.map((entry) => `${entry.method} ${openApiPath(entry.path)}`).sort();
    expect(listed).toEqual(table);
  });

  it('gives each route its answers per status, the bearer scheme where a login is needed, and its inputs', async () => {
    const document = await readDocument();
    for (const entry of contractEntries) {
      const operation = document.paths[openApiPath(entry.path)]![entry.method.toLowerCase()]!;
      expect(Object.keys(operation.responses).sort(), entry.name).toEqual(Object.keys(entry.responses).sort());
      expect(operation.security, entry.name).toEqual(entry.role === 'public' ? [] : [{ bearer: [] }]);
      if (entry.body) expect(operation.requestBody, entry.name).toBeDefined();
      if (entry.params)
        expect(
          operation.parameters?.some((p) => p.in === 'path'),
          entry.name,
        ).toBe(true);
    }
  });

  it('names each operation and shape, and says what each answer is (docs/decisions/0085)', async () => {
    const document = await readDocument();
    for (const entry of contractEntries) {
      const operation = document.paths[openApiPath(entry.path)]![entry.method.toLowerCase()]!;
      expect(operation.operationId).toBe(entry.name);
      expect(operation.description, entry.name).toMatch(entry.summary);
      for (const [status, answer] of Object.entries(operation.responses)) {
        expect(answer.description, `${entry.name} ${status}`).not.toBe('Default Response');
        if (status === '304') expect(answer.content, entry.name).toBeUndefined();
      }
    }
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Order', 'Slot', 'Kitchen', 'Address', 'Coupon', 'Failure', 'PlaceOrderBody']),
    );
    const answer = (path: string, status: string) => document.paths[`${API_BASE_PATH}${path}`]!.get!.responses[status]!;
    expect(Object.keys(answer('/share/menu.png', '200').content!)).toEqual(['image/png']);
    expect(Object.keys(answer('/events', '200').content!)).toEqual(['text/event-stream']);
    expect(Object.keys(answer('/meal', '200').headers!)).toEqual(expect.arrayContaining(['ETag', 'Cache-Control']));
    expect(Object.keys(answer('/share/menu.png', '429').headers!)).toContain('Retry-After');
    const post = (path: string) => document.paths[`${API_BASE_PATH}${path}`]!.post!;
    expect(post('/auth/logout').requestBody!.required).toBe(false);
    expect(post('/order/create-cod-order').requestBody!.required).toBe(true);
    expect(Object.keys(post('/assets/upload').requestBody!.content)).toEqual(['multipart/form-data']);
    const limit = document.paths[`${API_BASE_PATH}/order`]!.get!.parameters!.find((p) => p.name === 'limit');
    expect(limit).toMatchObject({ schema: { type: 'integer', minimum: 1, maximum: 100 } });
  });

  it('serves Swagger UI under the app’s own content security policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // The page's scripts are files of /api/docs, none inline, so the policy allows them unchanged.
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com;/);
    const script = /<script src="([^"]+swagger-ui-bundle\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const bundle = await t.app.inject({ method: 'GET', url: new URL(script!, 'http://x/api/docs/').pathname });
    expect(bundle.statusCode).toBe(200);
  });
});
