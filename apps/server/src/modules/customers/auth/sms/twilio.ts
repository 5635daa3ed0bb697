import type RequestClient from 'twilio/lib/base/RequestClient.js';
import type Response from 'twilio/lib/http/response.js';
import { indianE164, SmsSendError, type SmsGateway } from './gateway.ts';
import { PROVIDER_ANSWER_MAX_BYTES } from './provider-http.ts';

type TwilioSettings = {
  accountSid: string;
  authToken: string;
  messagingServiceSid: string | undefined;
  from: string | undefined;
  /** Where the API calls go: https://api.twilio.com, or TWILIO_API_URL (a test's fake, an egress proxy). */
  apiUrl: string;
};

/**
 * SMS_GATEWAY=twilio (issue 13, D39): Twilio's Programmable Messaging through its official helper
 * library `twilio` (Messages resource: `To` +91XXXXXXXXXX, `Body`, and `MessagingServiceSid` or `From`).
 * The library takes a custom HTTP client (its documented `httpClient` option); ours is its own
 * RequestClient with the timeout, no retries, and every call sent to `apiUrl`'s origin instead of
 * api.twilio.com, and its axios reads at most PROVIDER_ANSWER_MAX_BYTES of an answer (axios's
 * `maxContentLength`: beyond it the response stream is destroyed and the call rejects; D79). The library (12 MB of heap, a quarter second) is loaded only when this gateway is
 * chosen. The gateway rejects with SmsSendError carrying Twilio's status and error code (e.g. 400/21211,
 * 401/20003) or the timeout.
 */
export async function twilioSmsGateway(settings: TwilioSettings, timeoutMs: number): Promise<SmsGateway> {
  const { default: twilio } = await import('twilio');

  /** Twilio's RequestClient with every request's origin replaced by `origin` (same path and query). */
  class OriginRequestClient extends twilio.RequestClient {
    readonly #origin: URL;

    constructor(origin: URL) {
      super({ timeout: timeoutMs, autoRetry: false, keepAlive: true });
      this.#origin = origin;
      // The library's own axios instance (public on RequestClient); requests set no maxContentLength of their own.
      this.axios.defaults.maxContentLength = PROVIDER_ANSWER_MAX_BYTES;
    }

    override request<TData>(opts: RequestClient.RequestOptions<TData>): Promise<Response<TData>> {
      const uri = new URL(opts.uri);
      uri.protocol = this.#origin.protocol;
      uri.host = this.#origin.host;
      return super.request({ ...opts, uri: uri.href });
    }
  }

  /** Twilio's RestException (status, code, message) or axios's network/timeout error, as SmsSendError. */
  function asSendError(error: unknown): SmsSendError {
    if (error instanceof twilio.RestException) {
      return new SmsSendError('twilio', error.message, { status: error.status, providerCode: error.code });
    }
    const code = (error as { code?: unknown } | undefined)?.code;
    if (error instanceof Error && error.message.startsWith('maxContentLength')) {
      return new SmsSendError('twilio', `the answer was longer than ${PROVIDER_ANSWER_MAX_BYTES} bytes`);
    }
    if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') {
      return new SmsSendError('twilio', `no answer within ${timeoutMs} ms`, { timedOut: true });
    }
    const reason = typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
    return new SmsSendError('twilio', `could not reach Twilio: ${reason}`);
  }

  const client = twilio(settings.accountSid, settings.authToken, {
    httpClient: new OriginRequestClient(new URL(settings.apiUrl)),
  });
  const sender =
    settings.messagingServiceSid === undefined
      ? { from: settings.from }
      : { messagingServiceSid: settings.messagingServiceSid };
  return {
    async send(mobile, text) {
      try {
        await client.messages.create({ to: indianE164(mobile), body: text, ...sender });
      } catch (error) {
        throw asSendError(error);
      }
    },
  };
}
