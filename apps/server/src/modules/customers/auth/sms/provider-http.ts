import { ANSWER_MAX_BYTES, callHttp, HttpCallError, type HttpAnswer } from '../../../../lib/capped-http.ts';
import { SmsSendError } from './gateway.ts';

/**
 * The most of a provider's answer that is read, in bytes (issue 30, D79): every provider's real answer
 * (a message id, an error sentence) is well under 2 KiB; a longer one is refused unread, so a relay that
 * answers 150 MB costs the server 64 KiB, not 150 MB. The Twilio client's axios is held to it too.
 */
export const PROVIDER_ANSWER_MAX_BYTES = ANSWER_MAX_BYTES;

/** A provider's answer: its HTTP status, the body as text, and the body parsed as JSON (undefined if not JSON). */
export type ProviderAnswer = HttpAnswer;

/**
 * One HTTP call to an SMS provider (issue 13, D39) through `callHttp` (lib/capped-http.ts): answers whatever
 * status the provider gives (each adapter judges its own), and rejects with SmsSendError when there is no
 * answer within `timeoutMs` milliseconds (body included), the provider cannot be reached, or its answer is
 * longer than PROVIDER_ANSWER_MAX_BYTES (D79: the request is aborted, closing the connection). Redirects
 * are not followed: a provider's API does not redirect a send, and credentials must not go elsewhere.
 */
export async function callProvider(
  gateway: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number },
): Promise<ProviderAnswer> {
  try {
    return await callHttp(url, init);
  } catch (error) {
    if (!(error instanceof HttpCallError)) throw error;
    if (error.reason === 'timeout') {
      throw new SmsSendError(gateway, `no answer within ${init.timeoutMs} ms`, { timedOut: true });
    }
    if (error.reason === 'too_large') {
      throw new SmsSendError(gateway, `the answer was longer than ${PROVIDER_ANSWER_MAX_BYTES} bytes`, {
        status: error.extra.status,
      });
    }
    throw new SmsSendError(gateway, `could not reach the provider: ${error.extra.cause ?? error.message}`);
  }
}

/** The provider's own error text from a JSON answer's `message` field, if it has one. */
export function messageOf(json: unknown): string | undefined {
  if (typeof json === 'object' && json !== null && 'message' in json && typeof json.message === 'string') {
    return json.message;
  }
  return undefined;
}
