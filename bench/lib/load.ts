import autocannon from 'autocannon';
import { cpuMsOf } from './cpu.ts';

/** What one autocannon run measured. */
export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers by status code (e.g. { '201': 12000 }). */
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  total: number;
  /** How long the run took, in seconds. */
  seconds: number;
};

/**
 * Runs autocannon against one URL: `connections` kept-alive connections for `seconds`, or, with
 * `amount`, until exactly that many requests are answered (so none is cut off in flight).
 * `setupRequest` can change each request (headers, body) before it is sent.
 */
export async function runLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  amount?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  setupRequest?: (request: autocannon.Request) => autocannon.Request;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds }),
    method: options.method ?? 'GET',
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.setupRequest
      ? { requests: [{ method: options.method ?? 'GET', setupRequest: options.setupRequest }] }
      : {}),
  });
  const statuses: Record<string, number> = {};
  const counts = result.statusCodeStats as unknown as Record<string, { count: number }> | undefined;
  for (const [code, stat] of Object.entries(counts ?? {})) statuses[code] = stat.count;
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result.requests.total,
    seconds: result.duration,
  };
}

/**
 * Timings of requests sent one after another, in milliseconds, how many got each status, and how many
 * came as each media type (`content-type` without its parameters; 'none' without one, 'failed' for a
 * request that failed).
 */
export type Sequential = {
  p50: number;
  p99: number;
  max: number;
  count: number;
  statuses: Record<string, number>;
  types: Record<string, number>;
};

/** The media type of an answer: its `content-type` without parameters ('application/json'), or 'none'. */
export function mediaTypeOf(answer: Response): string {
  return answer.headers.get('content-type')?.split(';')[0]!.trim() || 'none';
}

/**
 * Sends GET `url` one request after another for `seconds` (at most 2,000 requests, at least `minSamples`
 * however slow) and times each, body read included; a request that fails counts as status 'failed'.
 */
export async function oneAtATime(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  minSamples = 5,
): Promise<Sequential> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const types: Record<string, number> = {};
  const until = performance.now() + seconds * 1000;
  while (times.length < minSamples || (times.length < 2_000 && performance.now() < until)) {
    const start = performance.now();
    const { status, type } = await fetch(url, { headers })
      .then(async (answer) => {
        await answer.arrayBuffer();
        return { status: String(answer.status), type: mediaTypeOf(answer) };
      })
      .catch(() => ({ status: 'failed', type: 'failed' }));
    times.push(performance.now() - start);
    statuses[status] = (statuses[status] ?? 0) + 1;
    types[type] = (types[type] ?? 0) + 1;
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99), max: times.at(-1)!, count: times.length, statuses, types };
}

/** A read as the benches time it: its first answer (time and size), the timed run, the server's CPU a request. */
export type TimedRead = { firstMs: number; bytes: number; alone: Sequential; cpuMs: number };

/**
 * Times one read of a server started by a bench: asked once (the first answer's time in ms and size in
 * bytes; it must be 200, and of media type `type` when given), warmed up for `warmupSeconds`, then sent one
 * at a time for `seconds` (oneAtATime, at least `minSamples`), with the server's CPU in ms a request over
 * that run. Throws when the first answer is not 200 or not of `type`.
 */
export async function timeRead(
  server: { url: string; pid: number },
  path: string,
  headers: Record<string, string>,
  options: { seconds: number; warmupSeconds: number; minSamples?: number; type?: string },
): Promise<TimedRead> {
  const url = `${server.url}${path}`;
  const start = performance.now();
  const first = await fetch(url, { headers });
  const bytes = (await first.arrayBuffer()).byteLength;
  const firstMs = performance.now() - start;
  if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
  if (options.type && mediaTypeOf(first) !== options.type) throw new Error(`${path} answered ${mediaTypeOf(first)}`);
  await oneAtATime(url, headers, options.warmupSeconds, options.minSamples);
  const cpuBefore = cpuMsOf(server.pid);
  const alone = await oneAtATime(url, headers, options.seconds, options.minSamples);
  const cpuMs = (cpuMsOf(server.pid) - cpuBefore) / Math.max(alone.count, 1);
  return { firstMs, bytes, alone, cpuMs };
}

/** Whether a timed read met its target: p99 within `targetMs`, every answer 200 and of media type `type`. */
export function timedReadMet(read: { alone: Sequential; targetMs: number; type: string }): boolean {
  return (
    read.alone.p99 <= read.targetMs &&
    (read.alone.statuses['200'] ?? 0) === read.alone.count &&
    (read.alone.types[read.type] ?? 0) === read.alone.count
  );
}
