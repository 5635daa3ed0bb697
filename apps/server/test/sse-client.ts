import type { FastifyInstance } from 'fastify';

/** One Server-Sent Event as a browser's EventSource would see it. */
export type SseEvent = {
  id: string | undefined;
  event: string;
  data: string;
  /** When the event's last line arrived (performance.now()), for measuring delays. */
  receivedAt: number;
};

/** A stream opened over real HTTP, read line by line as the EventSource rules say. */
export type SseStream = {
  status: number;
  contentType: string;
  /** The body's text when the answer is not a stream (the error envelope). */
  text: string | undefined;
  /** Every event received so far, in order. */
  events: SseEvent[];
  /** Every comment line's text (`: ping` gives 'ping'). */
  comments: string[];
  /** The next event not yet taken by `next` that matches, waiting up to `timeoutMs`; events before it are skipped. */
  next(options?: { match?: (event: SseEvent) => boolean; timeoutMs?: number }): Promise<SseEvent>;
  /** Resolves once a comment with this text has arrived. */
  comment(text: string, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream (or the connection drops). */
  ended: Promise<void>;
  close(): void;
};

/** Listens on a free port of 127.0.0.1 (once per app) and returns the app's origin. */
export async function originOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

/** Opens `url` with fetch and reads it as an event stream; resolves once the answer's headers arrive. */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const contentType = response.headers.get('content-type') ?? '';
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let taken = 0;
  const wakers = new Set<() => void>();
  const wake = () => wakers.forEach((waker) => waker());
  let isEnded = false;

  const waitFor = <T>(find: () => T | undefined, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found !== undefined) {
          done();
          resolve(found);
        } else if (isEnded) {
          done();
          reject(new Error(`stream ended while waiting for ${what}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        wakers.delete(check);
      };
      wakers.add(check);
      check();
    });

  let text: string | undefined;
  let ended: Promise<void>;
  if (!contentType.startsWith('text/event-stream')) {
    text = await response.text();
    isEnded = true;
    ended = Promise.resolve();
  } else {
    ended = readEvents(
      response.body!,
      (event) => {
        events.push(event);
        wake();
      },
      (comment) => {
        comments.push(comment);
        wake();
      },
    )
      .catch(() => {})
      .finally(() => {
        isEnded = true;
        wake();
      });
  }

  return {
    status: response.status,
    contentType,
    text,
    events,
    comments,
    next({ match = () => true, timeoutMs = 2000 } = {}) {
      return waitFor(
        () => {
          for (let i = taken; i < events.length; i += 1) {
            if (match(events[i]!)) {
              taken = i + 1;
              return events[i]!;
            }
          }
          return undefined;
        },
        timeoutMs,
        'an event',
      );
    },
    async comment(wanted, timeoutMs = 2000) {
      await waitFor(() => (comments.includes(wanted) ? true : undefined), timeoutMs, `comment '${wanted}'`);
    },
    ended,
    close() {
      abort.abort();
    },
  };
}

/** Reads an event stream per the HTML standard's rules (fields id, event, data; comments; blank line ends an event). */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void,
  onComment: (text: string) => void,
): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  let id: string | undefined;
  let event = '';
  let data: string[] = [];
  const reader = body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop()!;
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) {
          onEvent({ id, event: event || 'message', data: data.join('\n'), receivedAt: performance.now() });
        }
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) {
        onComment(line.slice(1).trimStart());
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const raw = colon === -1 ? '' : line.slice(colon + 1);
      const fieldValue = raw.startsWith(' ') ? raw.slice(1) : raw;
      if (field === 'id') id = fieldValue;
      else if (field === 'event') event = fieldValue;
      else if (field === 'data') data.push(fieldValue);
    }
  }
}
