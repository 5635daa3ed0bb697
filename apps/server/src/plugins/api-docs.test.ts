import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '@rasoi/domain/constants';
import { contractEntries } from '@rasoi/domain/contract';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/** The OpenAPI 3.1 reference generated from the contract table (issue 12, docs/decisions.md D37). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Operation = {
  summary?: string;
  security?: unknown[];
  responses: Record<string, unknown>;
  requestBody?: unknown;
  parameters?: { in: string; name: string }[];
};
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

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

  it('serves Swagger UI under the app’s own content security policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // The page's scripts are files of /api/docs, none inline, so the policy allows them unchanged.
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self';/);
    const script = /<script src="([^"]+swagger-ui-bundle\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const bundle = await t.app.inject({ method: 'GET', url: new URL(script!, 'http://x/api/docs/').pathname });
    expect(bundle.statusCode).toBe(200);
  });
});
