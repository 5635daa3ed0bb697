import { API_BASE_PATH } from '@rasoi/domain/constants';
import { MESSAGES } from '@rasoi/domain/messages';
import { useAuth } from '../features/auth/auth-store.ts';

/** An API failure: `message` is the server's readable text (the envelope's data) or the fallback. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

type RequestOptions = { body?: unknown; idempotencyKey?: string; signal?: AbortSignal };

/**
 * Calls the API under /api/v1 with the bearer token when logged in, and unwraps the envelope.
 * Returns the whole JSON answer (`{status, data, ...}`); throws ApiError for a non-2xx answer or
 * an answer whose status is 'error' (spec 8), with the server's message or 'An unknown error occurred'.
 */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = useAuth.getState().token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch {
    throw new ApiError(0, MESSAGES.unknownError);
  }
  const json = (await response.json().catch(() => null)) as { status?: string; data?: unknown } | null;
  if (!response.ok || !json || json.status === 'error') {
    if (response.status === 401 && token) useAuth.getState().logOut();
    const message = json && typeof json.data === 'string' && json.data ? json.data : MESSAGES.unknownError;
    throw new ApiError(response.status, message);
  }
  return json as T;
}

/** Shorthands for `request`. */
export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, { signal }),
  post: <T>(path: string, body?: unknown, idempotencyKey?: string) =>
    request<T>('POST', path, { body: body ?? {}, idempotencyKey }),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
