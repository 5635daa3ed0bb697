import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { SmsSendError } from '../src/modules/customers/auth/sms/gateway.ts';

/** One request the fake provider received, as sent. */
export type ReceivedRequest = {
  method: string;
  /** Path and query, e.g. `/2010-04-01/Accounts/AC.../Messages.json`. */
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The exact body bytes. */
  body: Buffer;
};

/**
 * How the fake answers: a status and a JSON body, no answer at all (`hang`, for timeouts), or a status
 * and `flood` bytes of spaces sent as fast as the reader takes them, without a Content-Length (issue 30:
 * an answer too long to read whole).
 */
export type FakeAnswer = { status: number; json?: unknown } | { status: number; flood: number } | 'hang';

/** What became of the last flood: bytes handed to the socket, and whether all were sent before the connection closed. */
export type FloodOutcome = { written: number; finished: boolean };

export type FakeSmsProvider = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  received: ReceivedRequest[];
  /** Sets how the next requests are answered. */
  answerWith(answer: (request: ReceivedRequest) => FakeAnswer): void;
  /** Resolves when the connection of the last flooding answer closes (finished or cut off by the reader). */
  floodEnded(): Promise<FloodOutcome>;
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
  let floodEnded: Promise<FloodOutcome> = new Promise(() => {});
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
      if ('flood' in reply) {
        floodEnded = flood(response, reply.status, reply.flood);
        return;
      }
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
    floodEnded: () => floodEnded,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Sends `bytes` spaces in 64 KiB chunks, each when the socket takes it; resolves when the connection closes. */
function flood(response: http.ServerResponse, status: number, bytes: number): Promise<FloodOutcome> {
  const chunk = Buffer.alloc(64 * 1024, ' ');
  const outcome = { written: 0, finished: false };
  response.writeHead(status, { 'content-type': 'application/json' });
  const pump = () => {
    while (outcome.written < bytes) {
      outcome.written += chunk.length;
      if (!response.write(chunk)) {
        response.once('drain', pump);
        return;
      }
    }
    response.end();
  };
  const ended = new Promise<FloodOutcome>((resolve) => {
    response.on('close', () => resolve({ ...outcome, finished: response.writableFinished }));
  });
  pump();
  return ended;
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
