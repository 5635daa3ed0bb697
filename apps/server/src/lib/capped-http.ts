/**
 * The most of an outside service's answer that is read, in bytes, as for the SMS providers (issue 30,
 * D79): a real answer is well under 2 KiB; a longer one is refused unread.
 */
export const ANSWER_MAX_BYTES = 64 * 1024;

/** An answer: its HTTP status, the body as text, and the body parsed as JSON (undefined if not JSON). */
export type HttpAnswer = { status: number; text: string; json: unknown };

/** No answer: none within the time, the service unreachable, or an answer over ANSWER_MAX_BYTES. */
export class HttpCallError extends Error {
  constructor(
    readonly reason: 'timeout' | 'unreachable' | 'too_large',
    detail: string,
  ) {
    super(detail);
    this.name = 'HttpCallError';
  }
}

/**
 * One HTTP call to an outside service with Node's fetch, the way the SMS providers' calls are made
 * (modules/customers/auth/sms/provider-http.ts, D39, D79), for a module that may not import that one:
 * answers whatever status comes (the caller judges it); rejects with HttpCallError when there is no answer
 * within `timeoutMs` (body included), the service cannot be reached, or the answer is longer than
 * ANSWER_MAX_BYTES (the request is then aborted). Redirects are not followed: credentials stay where sent.
 */
export async function callHttp(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number },
): Promise<HttpAnswer> {
  // A plain timer, not AbortSignal.timeout(): see provider-http.ts (nodejs/node#57736).
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, init.timeoutMs);
  try {
    const response = await fetch(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      redirect: 'manual',
      signal: abort.signal,
    });
    const text = await readCapped(response, abort);
    return { status: response.status, text, json: parseJson(text) };
  } catch (error) {
    if (error instanceof HttpCallError) throw error;
    if (timedOut) throw new HttpCallError('timeout', `no answer within ${init.timeoutMs} ms`);
    throw new HttpCallError('unreachable', `could not reach the service: ${networkReason(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

async function readCapped(response: Response, abort: AbortController): Promise<string> {
  const tooLarge = () => {
    abort.abort();
    return new HttpCallError('too_large', `the answer was longer than ${ANSWER_MAX_BYTES} bytes`);
  };
  if (Number(response.headers.get('content-length') ?? 0) > ANSWER_MAX_BYTES) throw tooLarge();
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > ANSWER_MAX_BYTES) throw tooLarge();
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** fetch's TypeError says only 'fetch failed': the socket's code is on its cause. */
function networkReason(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string' && cause.message !== '') return cause.message;
  return error instanceof Error ? error.message : String(error);
}
