import { SmsSendError } from './gateway.ts';

/**
 * The most of a provider's answer that is read, in bytes (issue 30, D79): every provider's real answer
 * (a message id, an error sentence) is well under 2 KiB; a longer one is refused unread, so a relay that
 * answers 150 MB costs the server 64 KiB, not 150 MB. The Twilio client's axios is held to it too.
 */
export const PROVIDER_ANSWER_MAX_BYTES = 64 * 1024;

/** A provider's answer: its HTTP status, the body as text, and the body parsed as JSON (undefined if not JSON). */
export type ProviderAnswer = { status: number; text: string; json: unknown };

/**
 * One HTTP call to an SMS provider with Node's fetch (issue 13, D39): answers whatever status the
 * provider gives (each adapter judges its own), and rejects with SmsSendError when there is no answer
 * within `timeoutMs` milliseconds (body included) or the provider cannot be reached. Redirects are not
 * followed: a provider's API does not redirect a send, and credentials must not go elsewhere. At most
 * PROVIDER_ANSWER_MAX_BYTES of the answer are read (D79): a longer one (said in Content-Length or found
 * while reading) aborts the request, closing the connection, and rejects with SmsSendError, as a
 * provider that fails.
 */
export async function callProvider(
  gateway: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number },
): Promise<ProviderAnswer> {
  // One controller and a plain timer held here, not AbortSignal.any([AbortSignal.timeout()]): Node can
  // collect a timeout signal that only a composite refers to, and then the call never times out
  // (nodejs/node#57736; seen in CI as a send that hung for the test's whole 20 s).
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
    const text = await readCapped(gateway, response, PROVIDER_ANSWER_MAX_BYTES, abort);
    return { status: response.status, text, json: parseJson(text) };
  } catch (error) {
    if (error instanceof SmsSendError) throw error;
    if (timedOut) throw new SmsSendError(gateway, `no answer within ${init.timeoutMs} ms`, { timedOut: true });
    throw new SmsSendError(gateway, `could not reach the provider: ${networkReason(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The answer's body as UTF-8 text, read a chunk at a time up to `maxBytes`; beyond them (or when
 * Content-Length already says more) `abort` is aborted, which ends the request and closes its
 * connection, and this rejects with SmsSendError naming the bound. Nothing past the bound is kept.
 */
async function readCapped(
  gateway: string,
  response: Response,
  maxBytes: number,
  abort: AbortController,
): Promise<string> {
  const tooLarge = () => {
    abort.abort();
    return new SmsSendError(gateway, `the answer was longer than ${maxBytes} bytes`, { status: response.status });
  };
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) throw tooLarge();
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The provider's own error text from a JSON answer's `message` field, if it has one. */
export function messageOf(json: unknown): string | undefined {
  if (typeof json === 'object' && json !== null && 'message' in json && typeof json.message === 'string') {
    return json.message;
  }
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * fetch's TypeError says only 'fetch failed': the socket's code (ECONNREFUSED, ENOTFOUND...) or the
 * refusal's text (a port fetch never calls, e.g. 'bad port') is on its cause.
 */
function networkReason(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string' && cause.message !== '') return cause.message;
  return error instanceof Error ? error.message : String(error);
}
