import { API_BASE_PATH } from '@rasoi/domain/constants';
import { contractEntries, type ContractEntry } from '@rasoi/domain/contract';

/** An OpenAPI object or part of one, as plain JSON. */
type Json = Record<string, unknown>;
type Operation = Json & { responses: Record<string, Json>; requestBody?: Json };

/** What each status means, the same on every route (the envelope's sentence says the rest). */
const STATUS_DESCRIPTIONS: Readonly<Record<number, string>> = {
  200: 'The answer.',
  201: 'Created; the answer.',
  304: 'Not modified: the copy the If-None-Match header names is current. No body.',
  400: 'Bad input: a field, a query parameter or a header the route does not accept.',
  401: 'No valid login (or no valid stream ticket).',
  403: "A login that is not the seller's.",
  404: 'Nothing by that id, or nothing the caller may see.',
  409: 'The order, slot or account is not in a state that allows it.',
  413: 'The body (or a file) is too large.',
  414: 'A path parameter is too long.',
  415: 'A content type the route does not read.',
  429: 'Too many calls; Retry-After says in how many seconds to try again.',
  503: 'The database is busy or starting; Retry-After says in how many seconds to try again.',
};

/** The response headers the server sends, declared once and referred to by the answers that carry them. */
const HEADERS: Readonly<Record<string, Json>> = {
  ETag: {
    description: 'A strong validator of the answer; send it back as If-None-Match to get a 304.',
    schema: { type: 'string' },
  },
  CacheControl: {
    description: '`no-store` on every API answer except the cached ones (`no-cache`, revalidated with the ETag).',
    schema: { type: 'string' },
  },
  RetryAfter: { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
  RateLimitLimit: { description: 'Calls the route allows in its window.', schema: { type: 'integer', minimum: 0 } },
  RateLimitRemaining: { description: 'Calls left in the window.', schema: { type: 'integer', minimum: 0 } },
  RateLimitReset: { description: 'Seconds until the window starts again.', schema: { type: 'integer', minimum: 0 } },
};
const headerRef = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });

/** `/order/:id` as OpenAPI writes it: `/api/v1/order/{id}`. */
export const openApiPath = (path: string): string => `${API_BASE_PATH}${path.replace(/:(\w+)/g, '{$1}')}`;

/** 'placeOrder' -> 'Place order': the short summary; the contract's sentence becomes the description. */
function titleOf(name: string): string {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The headers an answer of `entry` with `status` may carry (none is promised: each is optional). */
function headersOf(entry: ContractEntry, status: number): Json {
  const headers: Json = { 'Cache-Control': headerRef('CacheControl') };
  if (entry.ok[304] && (status === 200 || status === 304)) headers.ETag = headerRef('ETag');
  // A route with its own rate limit (every route that can answer 429 but the database-counted ones
  // tells its window on each answer; @fastify/rate-limit's x-ratelimit-* headers.
  if (entry.failures.includes(429)) {
    headers['X-RateLimit-Limit'] = headerRef('RateLimitLimit');
    headers['X-RateLimit-Remaining'] = headerRef('RateLimitRemaining');
    headers['X-RateLimit-Reset'] = headerRef('RateLimitReset');
  }
  if (status === 429 || status === 503) headers['Retry-After'] = headerRef('RetryAfter');
  return headers;
}

/** The request body of a multipart entry: its files in one field. */
function multipartBody(spec: NonNullable<ContractEntry['multipart']>, note: string | undefined): Json {
  const file = { type: 'string', contentMediaType: 'application/octet-stream' };
  return {
    required: true,
    description: note,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [spec.field],
          properties: {
            // One file reads as a single value, several as a list (the field repeated).
            [spec.field]: {
              anyOf: [file, { type: 'array', minItems: spec.minFiles, maxItems: spec.maxFiles, items: file }],
            },
          },
        },
      },
    },
  };
}

/** Gives one operation (of `entry`, or its HEAD twin) what the contract knows and the generator did not. */
function finishOperation(operation: Operation, entry: ContractEntry & { name: string }, head: boolean): void {
  operation.operationId = head ? `${entry.name}Head` : entry.name;
  operation.summary = head ? `${titleOf(entry.name)} (headers only)` : titleOf(entry.name);
  operation.description = entry.bodyNote ? `${entry.summary} Body: ${entry.bodyNote}.` : entry.summary;
  for (const [key, answer] of Object.entries(operation.responses)) {
    const status = Number(key);
    answer.description = STATUS_DESCRIPTIONS[status] ?? `Status ${status}.`;
    answer.headers = headersOf(entry, status);
    if (status === 304 || head) delete answer.content;
    else if (entry.okType && entry.ok[status])
      answer.content = { [entry.okType]: { schema: { type: 'string', contentMediaType: entry.okType } } };
  }
  if (entry.multipart) operation.requestBody = multipartBody(entry.multipart, entry.bodyNote);
  // A body the server does not need (logout, 'I have paid', ...): it may be left out.
  else if (operation.requestBody && entry.body?.safeParse(undefined).success) operation.requestBody.required = false;
}

/** Every `$ref` to a component schema in `value`. */
function schemaRefs(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) schemaRefs(item, found);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/'))
        found.add(child.slice('#/components/schemas/'.length));
      else schemaRefs(child, found);
    }
  return found;
}

/**
 * Keeps only the component schemas the document uses (the zod registry yields an input and an output
 * form of every named shape), and names an input-only shape without its `Input` suffix.
 */
function tidySchemas(document: Json): Json {
  const components = document.components as Json & { schemas?: Record<string, Json> };
  const all = components.schemas ?? {};
  const used = new Set<string>();
  let frontier = schemaRefs(document.paths, new Set());
  while (frontier.size > 0) {
    const next = new Set<string>();
    for (const name of frontier) {
      if (used.has(name)) continue;
      used.add(name);
      schemaRefs(all[name], next);
    }
    frontier = next;
  }
  let text = JSON.stringify({ ...document, components: { ...components, schemas: {} } });
  const schemas: Record<string, Json> = {};
  const renames = new Map<string, string>();
  for (const name of [...used].sort()) {
    const plain = name.endsWith('Input') ? name.slice(0, -'Input'.length) : name;
    const rename = plain !== name && !used.has(plain) ? plain : name;
    if (rename !== name) renames.set(name, rename);
    schemas[rename] = all[name]!;
  }
  const renameRefs = (json: string) =>
    json.replace(/"#\/components\/schemas\/(\w+)"/g, (ref, name: string) =>
      renames.has(name) ? `"#/components/schemas/${renames.get(name)}"` : ref,
    );
  text = renameRefs(text);
  const tidy = JSON.parse(text) as Json;
  (tidy.components as Json).schemas = JSON.parse(renameRefs(JSON.stringify(schemas))) as Json;
  return tidy;
}

/**
 * Finishes the OpenAPI document @fastify/swagger generated from the routes (docs/decisions/0085): each
 * operation of the contract table gets its name as operationId, a short summary and its sentence as
 * description; every answer a description and the headers it may carry (ETag, Cache-Control,
 * Retry-After, x-ratelimit-*); a 304 and a HEAD answer no body; the picture `image/png` and the
 * stream `text/event-stream`; the upload its multipart body; a body the server does not need is
 * optional. Component schemas are pruned to the used ones; response headers and role tags declared.
 */
export function finishApiDocument(document: Json): Json {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  for (const entry of contractEntries) {
    const item = paths[openApiPath(entry.path)];
    const operation = item?.[entry.method.toLowerCase()];
    if (!operation) continue;
    finishOperation(operation, entry, false);
    if (entry.method === 'GET' && item.head) finishOperation(item.head, entry, true);
  }
  const components = (document.components ?? {}) as Json;
  document.components = { ...components, headers: HEADERS };
  return tidySchemas(document);
}
