import { SmsSendError } from './gateway.ts';

/** A provider's answer: its HTTP status, the body as text, and the body parsed as JSON (undefined if not JSON). */
export type ProviderAnswer = { status: number; text: string; json: unknown };

/**
 * One HTTP call to an SMS provider with Node's fetch (issue 13, D39): answers whatever status the
 * provider gives (each adapter judges its own), and rejects with SmsSendError when there is no answer
 * within `timeoutMs` milliseconds (body included) or the provider cannot be reached. Redirects are not
 * followed: a provider's API does not redirect a send, and credentials must not go elsewhere.
 */
export async function callProvider(
  gateway: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number },
): Promise<ProviderAnswer> {
  try {
    const response = await fetch(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(init.timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, text, json: parseJson(text) };
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new SmsSendError(gateway, `no answer within ${init.timeoutMs} ms`, { timedOut: true });
    }
    throw new SmsSendError(gateway, `could not reach the provider: ${networkReason(error)}`);
  }
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
