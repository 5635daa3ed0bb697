/**
 * The most of an outside service's answer that is read, in bytes, as for the SMS providers (issue 30,
 * D79): a real answer is well under 2 KiB; a longer one is refused unread.
 */
export const ANSWER_MAX_BYTES = 64 * 1024;

/** An answer: its HTTP status and headers, the body as text, and the body parsed as JSON (undefined if not JSON). */
export type HttpAnswer = { status: number; headers: Headers; text: string; json: unknown };

/**
 * No answer: none within the time, the service unreachable (`cause` the socket's code, e.g. ECONNREFUSED), or
 * an answer over ANSWER_MAX_BYTES (`status` the status it came with). The message says which, in English, for
 * a log line; each caller words its own error from `reason`.
 */
export class HttpCallError extends Error {
  constructor(
    readonly reason: 'timeout' | 'unreachable' | 'too_large',
    detail: string,
    readonly extra: { cause?: string; status?: number } = {},
  ) {
    super(detail);
    this.name = 'HttpCallError';
  }
}

/**
 * One HTTP call to an outside service with Node's fetch (the SMS providers, D39; the WhatsApp Cloud API,
 * D101; the payment gateway, D100), capped as D79 decides:
 * answers whatever status comes (the caller judges it); rejects with HttpCallError when there is no answer
 * within `timeoutMs` (body included), the service cannot be reached, or the answer is longer than
 * ANSWER_MAX_BYTES (the request is then aborted). Redirects are not followed: credentials stay where sent.
 */
export async function callHttp(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number },
): Promise<HttpAnswer> {
  // One controller and a plain timer held here, not AbortSignal.any([AbortSignal.timeout()]): Node can
  // collect a timeout signal that only a composite refers to, and then the call never times out
  // (nodejs/node#57736; seen in CI as an SMS send that hung for a test's whole 20 s).
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
    return { status: response.status, headers: response.headers, text, json: parseJson(text) };
  } catch (error) {
    if (error instanceof HttpCallError) throw error;
    if (timedOut) throw new HttpCallError('timeout', `no answer within ${init.timeoutMs} ms`);
    const cause = networkReason(error);
    throw new HttpCallError('unreachable', `could not reach the service: ${cause}`, { cause });
  } finally {
    clearTimeout(timer);
  }
}

async function readCapped(response: Response, abort: AbortController): Promise<string> {
  const tooLarge = () => {
    abort.abort();
    return new HttpCallError('too_large', `the answer was longer than ${ANSWER_MAX_BYTES} bytes`, {
      status: response.status,
    });
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
