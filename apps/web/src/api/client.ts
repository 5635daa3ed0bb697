import { API_BASE_PATH } from '@rasoi/domain/constants';
import type { AnswerOf, BodyOf, EntryAt, PathParamNames, RouteKey } from '@rasoi/domain/contract';
import { getLocale } from '@rasoi/domain/locale';
import { m } from '@rasoi/domain/i18n/messages';
import { useAuth } from '../lib/session-store.ts';

/** An API failure: `message` is the server's readable text (the envelope's data) or the fallback. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/**
 * Ends the session after a 401 (api/end-session.ts). Only a logged-in caller can get one, so that code and
 * the address store it resets load only then, not in the first load (issue 12's first-load budget).
 */
async function endExpiredSession(): Promise<void> {
  const { endSession } = await import('./end-session.ts');
  endSession('expired');
}

/** How a call reaches the API: the browser's fetch, or the server's own answer while it renders a page (D117). */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

let apiFetch: ApiFetch = (url, init) => fetch(url, init);

/**
 * Sends every later call through `fetcher` (`url` is the path from `/api/v1` on, `init` the method,
 * headers and body): the server's page renderer answers the calls in process (entry-server.tsx, D117).
 */
export function setApiFetch(fetcher: ApiFetch): void {
  apiFetch = fetcher;
}

/** The path of a route key: `'PATCH /order/:id'` gives `/order/:id`. */
type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;

/** What a call of route `K` takes: its path parameters, query, JSON body, an abort signal and an idempotency key. */
export type CallInput<K extends RouteKey> = ([PathParamNames<PathOf<K>>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<PathOf<K>>, string> }) &
  ([BodyOf<EntryAt<K>>] extends [never] ? { body?: never } : { body: BodyOf<EntryAt<K>> }) & {
    query?: Readonly<Record<string, string | number | undefined>>;
    signal?: AbortSignal;
    idempotencyKey?: string;
  };

/**
 * Calls one /api/v1 route of the contract table (issue 12, docs/decisions/0037) by its key, e.g.
 * `callApi('PATCH /order/:id', { params: { id }, body })`: the key, the input and the answer are typed
 * from the table, and the key is a plain string, so the web app's first load carries no table and no zod.
 * Fills the `:name` path parameters (URI-encoded), adds the query (undefined values left out), the JSON
 * body and the bearer token when logged in. Answers the whole JSON (`{status:'success', data, ...}`);
 * throws ApiError for a non-2xx answer or an answer whose status is 'error' (spec 8), with the server's
 * message or 'An unknown error occurred' (a 401 to a call that carried a token ends the session: endSession, api/end-session.ts). In development and tests
 * the answer is checked against the route's schema for its status (check-answer.ts); a production
 * build drops that branch.
 */
export async function callApi<K extends RouteKey>(route: K, input: CallInput<K>): Promise<AnswerOf<EntryAt<K>>> {
  const space = route.indexOf(' ');
  // The callback runs only for a path with `:name` parameters, whose input the type demands.
  const params = input.params as Readonly<Record<string, string>>;
  let path = route.slice(space + 1).replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name]!));
  // The JSON round trip leaves out undefined values and turns numbers into the strings a query holds.
  if (input.query) path += `?${new URLSearchParams(JSON.parse(JSON.stringify(input.query)) as Record<string, string>)}`;
  // The server writes its sentences in the person's chosen language (issue 16, D62).
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': getLocale() };
  const token = useAuth.getState().token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  if (input.idempotencyKey) headers['idempotency-key'] = input.idempotencyKey;
  let response: Response;
  try {
    response = await apiFetch(`${API_BASE_PATH}${path}`, {
      method: route.slice(0, space),
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: input.signal,
    });
  } catch {
    throw new ApiError(0, m.unknownError());
  }
  const json = (await response.json().catch(() => null)) as { status?: string; data?: unknown } | null;
  if (!response.ok || !json || json.status === 'error') {
    if (response.status === 401 && token) await endExpiredSession();
    const message = json && typeof json.data === 'string' && json.data ? json.data : m.unknownError();
    throw new ApiError(response.status, message);
  }
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    const { checkAnswer } = await import('./check-answer.ts');
    await checkAnswer(route, response.status, json);
  }
  return json as AnswerOf<EntryAt<K>>;
}
