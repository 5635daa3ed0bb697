import http from 'node:http';

/**
 * One HTTP request from a bench, with a bearer token when `token` is not empty; answers the status and
 * the body text. `headers` are added to (or replace) the defaults.
 */
export function request(
  agent: http.Agent,
  base: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  token: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The value at fraction `p` (0-1) of an ascending list; 0 for an empty one. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/**
 * Calls `send(n)` for n = 0 .. total-1, each at its scheduled time `rate` a second (open loop: whether or
 * not the earlier calls have answered; a late timer tick sends what it owes at once rather than slipping
 * the schedule), and resolves once every call has settled. Answers when the first and last were sent
 * (performance.now(), milliseconds).
 */
export async function openLoop(
  total: number,
  rate: number,
  send: (n: number) => Promise<void>,
): Promise<{ start: number; lastSent: number }> {
  const start = performance.now() + 50;
  let lastSent = start;
  const sending: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    let n = 0;
    const tick = () => {
      const now = performance.now();
      while (n < total && start + (n * 1000) / rate <= now) {
        lastSent = performance.now();
        sending.push(send(n++));
      }
      if (n >= total) return resolve();
      setTimeout(tick, Math.max(0, start + (n * 1000) / rate - performance.now()));
    };
    setTimeout(tick, 50);
  });
  await Promise.all(sending);
  return { start, lastSent };
}
