import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { SmsSendError } from '../src/features/auth/sms/gateway.ts';

/** One request the fake provider received, as sent. */
export type ReceivedRequest = {
  method: string;
  /** Path and query, e.g. `/2010-04-01/Accounts/AC.../Messages.json`. */
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The exact body bytes. */
  body: Buffer;
};

/** How the fake answers: a status and a JSON body, or no answer at all (`hang`, for timeouts). */
export type FakeAnswer = { status: number; json?: unknown } | 'hang';

export type FakeSmsProvider = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  received: ReceivedRequest[];
  /** Sets how the next requests are answered. */
  answerWith(answer: (request: ReceivedRequest) => FakeAnswer): void;
  close(): Promise<void>;
};

/**
 * A stand-in for an SMS provider's API on 127.0.0.1 at a random port (issue 13): it keeps every request
 * and answers as the test says, as the provider's documented API would (its success and error bodies).
 * No request leaves the machine.
 */
export async function startFakeSmsProvider(
  answer: (request: ReceivedRequest) => FakeAnswer = () => ({ status: 200, json: {} }),
): Promise<FakeSmsProvider> {
  let respond = answer;
  const received: ReceivedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      received.push(entry);
      const reply = respond(entry);
      if (reply === 'hang') return;
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.json === undefined ? '' : JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith(next) {
      respond = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The request's Basic credentials as `user:password`, or undefined. */
export function basicCredentials(request: ReceivedRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic ')) return undefined;
  return Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
}

/** The SmsSendError a gateway's send rejected with; fails the test when it resolved or threw anything else. */
export async function sendFailure(send: Promise<void>): Promise<SmsSendError> {
  const error = await send.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}
