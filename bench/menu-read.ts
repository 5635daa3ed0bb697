/**
 * Menu read (issue 6): GET /api/v1/meal on the real server (SQLite) against a bare Fastify route that
 * answers the same JSON bytes, side by side in one run: autocannon, 100 connections, 10 s each, after a
 * short warm-up. Target: the real read reaches at least 50% of the bare route's requests per second,
 * with the server run as `npm start` runs it, its request log on (one line per request, counted in its log
 * file afterwards). The CPU each process spent per request is printed too: unlike req/s, it barely moves
 * when other work shares the cores.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runLoad, type LoadResult } from './lib/load.ts';
import { machine, ms, pct, printFigures } from './lib/report.ts';
import { cpuMsOf } from './lib/cpu.ts';
import { freePort, startNodeServer, startRasoi, tempDir } from './lib/server.ts';

const CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;

export async function benchMenuRead(): Promise<{
  ratio: number;
  rasoi: LoadResult;
  bare: LoadResult;
  requestLines: number;
}> {
  const dataDir = tempDir('menu');
  const rasoi = await startRasoi({ dataDir });
  let stopped: { requestLines: number } | undefined;
  try {
    const url = `${rasoi.url}/api/v1/meal`;
    const first = await fetch(url);
    const body = Buffer.from(await first.arrayBuffer());
    const bodyFile = path.join(dataDir, 'meal.json');
    fs.writeFileSync(bodyFile, body);
    const etag = first.headers.get('etag');
    const revalidated = await fetch(url, { headers: etag ? { 'if-none-match': etag } : {} });
    const gzip = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });

    const port = await freePort();
    const bare = await startNodeServer({
      entry: 'bench/lib/bare-server.ts',
      port,
      readyLine: /bare server ready/,
      env: { PORT: String(port), BARE_BODY_FILE: bodyFile },
    });
    let bareResult: LoadResult;
    let rasoiResult: LoadResult;
    let bareCpuPerRequest: number;
    let rasoiCpuPerRequest: number;
    let warmupTotal: number;
    try {
      const bareUrl = `${bare.url}/api/v1/meal`;
      const sameBytes = Buffer.from(await (await fetch(bareUrl)).arrayBuffer()).equals(body);
      if (!sameBytes) throw new Error('the bare route does not answer the same bytes');
      await runLoad({ url: bareUrl, connections: CONNECTIONS, seconds: WARMUP_SECONDS });
      warmupTotal = (await runLoad({ url, connections: CONNECTIONS, seconds: WARMUP_SECONDS })).total;
      const bareCpu = cpuMsOf(bare.pid);
      bareResult = await runLoad({ url: bareUrl, connections: CONNECTIONS, seconds: SECONDS });
      bareCpuPerRequest = (cpuMsOf(bare.pid) - bareCpu) / bareResult.total;
      const rasoiCpu = cpuMsOf(rasoi.pid);
      rasoiResult = await runLoad({ url, connections: CONNECTIONS, seconds: SECONDS });
      rasoiCpuPerRequest = (cpuMsOf(rasoi.pid) - rasoiCpu) / rasoiResult.total;
    } finally {
      await bare.stop();
    }
    // Every answer autocannon counted, warm-up and the three checks included, has its line in the log file
    // (a few more lines: requests still in flight when a run's time was up are answered and logged too).
    const answered = rasoiResult.total + warmupTotal + 3;
    stopped = await rasoi.stop();
    const ratio = rasoiResult.requestsPerSecond / bareResult.requestsPerSecond;
    const non200 = rasoiResult.total - (rasoiResult.statuses['200'] ?? 0);
    printFigures(`Menu read: GET /api/v1/meal (${body.length} bytes), ${CONNECTIONS} connections, ${SECONDS} s each`, [
      { name: 'machine', value: machine() },
      {
        name: 'bare Fastify route',
        value: `${bareResult.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(bareResult.p50)}, p99 ${ms(bareResult.p99)}`,
      },
      {
        name: 'Rasoi GET /meal (SQLite)',
        value: `${rasoiResult.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(rasoiResult.p50)}, p99 ${ms(rasoiResult.p99)}`,
      },
      { name: 'ratio Rasoi / bare', value: pct(ratio), target: '>= 50%', met: ratio >= 0.5 },
      {
        name: 'server CPU per request',
        value: `Rasoi ${(rasoiCpuPerRequest * 1000).toFixed(0)} µs, bare ${(bareCpuPerRequest * 1000).toFixed(0)} µs (bare / Rasoi ${pct(bareCpuPerRequest / rasoiCpuPerRequest)})`,
      },
      {
        name: 'request log lines written',
        value: `${stopped.requestLines} for ${answered} answers`,
        target: '>= one per answer',
        met: stopped.requestLines >= answered,
      },
      {
        name: 'non-200 answers / errors',
        value: `${non200} / ${rasoiResult.errors}`,
        target: '0',
        met: non200 === 0 && rasoiResult.errors === 0,
      },
      {
        name: 'ETag revalidation',
        value: `${revalidated.status} (${etag ?? 'no ETag'})`,
        target: '304',
        met: revalidated.status === 304,
      },
      {
        name: 'compressed answer',
        value: `${gzip.headers.get('content-encoding') ?? 'none'}, cache-control ${first.headers.get('cache-control')}`,
        target: 'br or gzip',
        met: ['br', 'gzip'].includes(gzip.headers.get('content-encoding') ?? ''),
      },
    ]);
    return { ratio, rasoi: rasoiResult, bare: bareResult, requestLines: stopped.requestLines };
  } finally {
    if (!stopped) await rasoi.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMenuRead();
