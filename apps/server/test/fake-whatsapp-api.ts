import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the WhatsApp Cloud API on 127.0.0.1 at a random port (issue 27 part 3, D101): it keeps
 * every request and answers as Meta's documentation describes `POST /{version}/{phone-number-id}/messages`
 * (the success body, and error bodies `{error: {message, type, code, error_subcode?, error_data?,
 * fbtrace_id}}` with their HTTP statuses). No request leaves the machine.
 */

/** One request the stand-in received, as sent, with its body parsed. */
export type WhatsAppRequest = { method: string; url: string; headers: http.IncomingHttpHeaders; body: unknown };

/**
 * How the stand-in answers one request: a status, a JSON body and headers; no answer at all (`hang`, until
 * the caller gives up); or none until `release()` (`hold`).
 */
export type WhatsAppAnswer = { status: number; json: unknown; headers?: Record<string, string> } | 'hang' | 'hold';

/** A template message as a test reads it from a request's body. */
export type SentTemplate = { to: string; name: string; language: string; parameters: string[] };

export type FakeWhatsAppApi = {
  /** `http://127.0.0.1:<port>`, no trailing slash: the app's WHATSAPP_API_URL. */
  url: string;
  received: WhatsAppRequest[];
  /** Answers the next requests with these, in order, then with `then` (default: accepted). */
  answerWith(answers: WhatsAppAnswer[], then?: (request: WhatsAppRequest) => WhatsAppAnswer): void;
  /** The template messages received so far, oldest first. */
  templates(): SentTemplate[];
  /** Answers every held request as the stand-in now answers (see answerWith). */
  release(): void;
  close(): Promise<void>;
};

const TRACE = 'AbCdEfGhIjKlMnOpQrStUvW';

/** Meta's answers as its documentation gives them. */
export const metaAnswer = {
  /** 200: the message was accepted. */
  accepted: (to: string): WhatsAppAnswer => ({
    status: 200,
    json: {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id: 'wamid.HBgLOTE5ODc2NTQzMjEwFQIAERgSQzVGNjQ0RTlGRjZGQTM2QjM0AA==' }],
    },
  }),
  /** 400, 132001: the template does not exist in the language asked for. */
  templateMissing: (): WhatsAppAnswer => ({
    status: 400,
    json: {
      error: {
        message: '(#132001) Template name does not exist in the translation',
        type: 'OAuthException',
        code: 132001,
        error_data: { messaging_product: 'whatsapp', details: 'template name does not exist in hi' },
        fbtrace_id: TRACE,
      },
    },
  }),
  /** 401, 190 (subcode 463): the access token has expired. */
  tokenExpired: (): WhatsAppAnswer => ({
    status: 401,
    json: {
      error: {
        message: 'Error validating access token: Session has expired on Friday, 04-Dec-26 10:00:00 PST.',
        type: 'OAuthException',
        code: 190,
        error_subcode: 463,
        fbtrace_id: TRACE,
      },
    },
  }),
  /** 429, 130429: the number's throughput is reached; Retry-After in seconds when given. */
  rateLimited: (retryAfterSeconds?: number): WhatsAppAnswer => ({
    status: 429,
    json: {
      error: {
        message: '(#130429) Rate limit hit',
        type: 'OAuthException',
        code: 130429,
        error_data: { messaging_product: 'whatsapp', details: 'Cloud API message throughput has been reached.' },
        fbtrace_id: TRACE,
      },
    },
    ...(retryAfterSeconds === undefined ? {} : { headers: { 'retry-after': String(retryAfterSeconds) } }),
  }),
  /** 400, 131056: too many messages from this number to the same recipient in a short time. */
  pairRateLimited: (): WhatsAppAnswer => ({
    status: 400,
    json: {
      error: {
        message: '(#131056) (Business Account, Consumer Account) pair rate limit hit',
        type: 'OAuthException',
        code: 131056,
        fbtrace_id: TRACE,
      },
    },
  }),
  /** 503, 131016: the service is down for a while. */
  unavailable: (): WhatsAppAnswer => ({
    status: 503,
    json: {
      error: { message: '(#131016) Service unavailable', type: 'OAuthException', code: 131016, fbtrace_id: TRACE },
    },
  }),
};

/** Starts the stand-in; it accepts every message until told otherwise. */
export async function startFakeWhatsAppApi(): Promise<FakeWhatsAppApi> {
  const received: WhatsAppRequest[] = [];
  let queued: WhatsAppAnswer[] = [];
  const acceptAll = (request: WhatsAppRequest) => metaAnswer.accepted(templateOf(request).to);
  let then: (request: WhatsAppRequest) => WhatsAppAnswer = acceptAll;
  let held: { entry: WhatsAppRequest; response: http.ServerResponse }[] = [];
  const reply = (entry: WhatsAppRequest, response: http.ServerResponse, answer: WhatsAppAnswer) => {
    if (answer === 'hang') return;
    if (answer === 'hold') {
      held.push({ entry, response });
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    response.end(JSON.stringify(answer.json));
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
      } catch {
        body = undefined;
      }
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      received.push(entry);
      reply(entry, response, queued.shift() ?? then(entry));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith(answers, next = acceptAll) {
      queued = [...answers];
      then = next;
    },
    templates: () => received.map(templateOf),
    release() {
      const waiting = held;
      held = [];
      for (const { entry, response } of waiting) reply(entry, response, queued.shift() ?? then(entry));
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The template message a request's body carries (as the Cloud API reads it). */
function templateOf(request: WhatsAppRequest): SentTemplate {
  const body = request.body as {
    to: string;
    template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] };
  };
  return {
    to: body.to,
    name: body.template.name,
    language: body.template.language.code,
    parameters: body.template.components[0]!.parameters.map((parameter) => parameter.text),
  };
}
