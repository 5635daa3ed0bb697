import http from 'node:http';

/** One order event as a stream received it: its SSE id and type, the order's id, and when it arrived. */
export type ReceivedEvent = { eventId: number; type: string; orderId: string; at: number };

/** An open Server-Sent Events stream held by a bench: what it received so far, and how to close it. */
export type OpenSse = {
  events: ReceivedEvent[];
  /** Blocks that were not order events (`kitchen.changed`, pings are comments and not counted). */
  notices: number;
  /** Set when the server ended the stream or its socket failed. */
  ended: string | undefined;
  close(): void;
};

/**
 * Opens `url` as an SSE stream on its own socket (no agent, no keep-alive: one connection per stream,
 * like a browser tab's EventSource) and records every `id:` event's arrival time (performance.now(),
 * in milliseconds) with the `_id` of the order in its `data: {"order": ...}`. Resolves once the 200
 * answer's head arrived; rejects with the status and body of any other answer.
 */
export function openSse(url: string): Promise<OpenSse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      response.setEncoding('utf8');
      if (response.statusCode !== 200) {
        let body = '';
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => reject(new Error(`stream answered ${response.statusCode}: ${body}`)));
        return;
      }
      const stream: OpenSse = {
        events: [],
        notices: 0,
        ended: undefined,
        close: () => request.destroy(),
      };
      let buffer = '';
      response.on('data', (chunk: string) => {
        // The arrival time of the chunk, before any parsing: what the stream's reader would see.
        const at = performance.now();
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = parseBlock(block, at);
          if (event) stream.events.push(event);
          else if (block.startsWith('event:')) stream.notices += 1;
        }
      });
      response.on('end', () => (stream.ended ??= 'ended by the server'));
      response.on('error', (error) => (stream.ended ??= error.message));
      resolve(stream);
    });
    request.on('error', reject);
  });
}

function parseBlock(block: string, at: number): ReceivedEvent | undefined {
  let id: string | undefined;
  let type = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('event: ')) type = line.slice(7);
    else if (line.startsWith('data: ')) data += line.slice(6);
  }
  if (id === undefined) return undefined;
  const parsed = JSON.parse(data) as { order?: { _id?: string } };
  return { eventId: Number(id), type, orderId: parsed.order?._id ?? '', at };
}
