import type { Locale } from '@rasoi/domain/locale';
import { ANSWER_MAX_BYTES, callHttp, HttpCallError, type HttpAnswer } from '../../../lib/capped-http.ts';

/**
 * The WhatsApp Cloud API's template messages (issue 27 part 3, docs/decisions/0101): one call,
 * `POST <WHATSAPP_API_URL>/<GRAPH_API_VERSION>/<phone number ID>/messages` with the access token as a
 * Bearer header and the body Meta documents for a template message, through `callHttp` (lib/capped-http.ts),
 * as the SMS adapters and the payment gateway call out: no redirects followed (the token must not go
 * elsewhere), a deadline of `timeoutMs` for the whole answer, and at most CLOUD_API_ANSWER_MAX_BYTES read.
 */

/** The Graph API version the calls name; Meta keeps a version for two years at least. */
export const GRAPH_API_VERSION = 'v21.0';

/** The most of an answer that is read, in bytes (as PROVIDER_ANSWER_MAX_BYTES, D79): Meta's are under 2 KiB. */
export const CLOUD_API_ANSWER_MAX_BYTES = ANSWER_MAX_BYTES;

/** Where and as whom to send: the API's origin, the kitchen's number's ID, its token, the deadline in ms. */
export type CloudApiSettings = { apiUrl: string; phoneNumberId: string; accessToken: string; timeoutMs: number };

/** One template message: to an Indian 10-digit mobile, the template's name, its language, the body's values in order. */
export type TemplateMessage = { mobile: string; template: string; locale: Locale; parameters: readonly string[] };

/**
 * What a failure means for the sender: `rate_limited` (HTTP 429, or Meta's codes 4, 80007, 130429 and
 * 131056): wait and try again; `unavailable` (5xx, 1, 2, 131000, 131016, a timeout or no connection): try
 * again; `token_expired` (HTTP 401 or code 190): stop until the seller saves a new token; `refused`
 * (anything else: 100 a bad parameter, 131026 undeliverable, 131047 outside the 24-hour window,
 * 132001 no such template...): never again for this message.
 */
export type CloudApiFailure = 'rate_limited' | 'unavailable' | 'token_expired' | 'refused';

/**
 * A message the API did not take. Carries only what is safe to log: the HTTP status, Meta's numeric code and
 * subcode, its trace id, and for a rate limit the Retry-After the answer gave in ms. Never Meta's own sentence
 * (it may quote the number) nor the token.
 */
export class CloudApiError extends Error {
  readonly failure: CloudApiFailure;
  readonly status: number | undefined;
  readonly code: number | undefined;
  readonly subcode: number | undefined;
  readonly traceId: string | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(
    failure: CloudApiFailure,
    reason: string,
    details: { status?: number; code?: number; subcode?: number; traceId?: string; retryAfterMs?: number } = {},
  ) {
    super(reason);
    this.name = 'CloudApiError';
    this.failure = failure;
    this.status = details.status;
    this.code = details.code;
    this.subcode = details.subcode;
    this.traceId = details.traceId;
    this.retryAfterMs = details.retryAfterMs;
  }
}

const RATE_LIMIT_CODES = new Set([4, 80007, 130429, 131056]);
const UNAVAILABLE_CODES = new Set([1, 2, 131000, 131016]);

/** The request body Meta documents for a template message with body parameters. */
export function templateBody(message: TemplateMessage): unknown {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: `91${message.mobile}`,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.locale },
      components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
    },
  };
}

/**
 * Sends one template message; resolves with Meta's message id (`wamid...`) once the API accepted it (a 2xx
 * naming a message). Rejects with CloudApiError for anything else (see CloudApiFailure).
 */
export async function sendTemplateMessage(settings: CloudApiSettings, message: TemplateMessage): Promise<string> {
  const url = `${settings.apiUrl}/${GRAPH_API_VERSION}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  let answer: HttpAnswer;
  try {
    answer = await callHttp(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.accessToken}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(templateBody(message)),
      timeoutMs: settings.timeoutMs,
    });
  } catch (error) {
    if (!(error instanceof HttpCallError)) throw error;
    if (error.reason === 'too_large') {
      throw new CloudApiError('unavailable', `the answer was longer than ${CLOUD_API_ANSWER_MAX_BYTES} bytes`, {
        ...(error.extra.status === undefined ? {} : { status: error.extra.status }),
      });
    }
    throw new CloudApiError(
      'unavailable',
      error.reason === 'timeout' ? `no answer within ${settings.timeoutMs} ms` : 'no connection',
    );
  }
  const { status, json } = answer;
  const retryAfter = answer.headers.get('retry-after');
  const messageId = messageIdOf(json);
  if (status >= 200 && status <= 299 && messageId !== undefined) return messageId;
  const error = errorOf(json);
  const details = {
    status,
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(error.subcode === undefined ? {} : { subcode: error.subcode }),
    ...(error.traceId === undefined ? {} : { traceId: error.traceId }),
  };
  const reason = `WhatsApp answered ${status}${error.code === undefined ? '' : ` (code ${error.code})`}`;
  if (status === 401 || error.code === 190) throw new CloudApiError('token_expired', reason, details);
  if (status === 429 || (error.code !== undefined && RATE_LIMIT_CODES.has(error.code))) {
    const retryAfterMs = retryAfterMsOf(retryAfter);
    throw new CloudApiError('rate_limited', reason, {
      ...details,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    });
  }
  if (status >= 500 || (error.code !== undefined && UNAVAILABLE_CODES.has(error.code))) {
    throw new CloudApiError('unavailable', reason, details);
  }
  throw new CloudApiError('refused', reason, details);
}

/** Retry-After in whole seconds (the only form a JSON API gives) as ms; undefined when absent or not a number. */
export function retryAfterMsOf(header: string | null): number | undefined {
  if (header === null || !/^\d{1,6}$/.test(header.trim())) return undefined;
  return Number(header.trim()) * 1000;
}

/** `messages[0].id` of a success answer. */
function messageIdOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || !('messages' in json) || !Array.isArray(json.messages)) {
    return undefined;
  }
  const first: unknown = json.messages[0];
  if (typeof first === 'object' && first !== null && 'id' in first && typeof first.id === 'string') return first.id;
  return undefined;
}

/** The numbers of an error answer `{error: {code, error_subcode, fbtrace_id}}`; its message is left out on purpose. */
function errorOf(json: unknown): { code?: number; subcode?: number; traceId?: string } {
  if (typeof json !== 'object' || json === null || !('error' in json)) return {};
  const error = json.error;
  if (typeof error !== 'object' || error === null) return {};
  const read = (key: string) => (error as Record<string, unknown>)[key];
  const code = read('code');
  const subcode = read('error_subcode');
  const traceId = read('fbtrace_id');
  return {
    ...(typeof code === 'number' ? { code } : {}),
    ...(typeof subcode === 'number' ? { subcode } : {}),
    ...(typeof traceId === 'string' && traceId.length <= 64 ? { traceId } : {}),
  };
}
