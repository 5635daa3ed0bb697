/**
 * First screens (issue 29, D117): the pages the server writes with their first screen (/, /full-menu,
 * /plans), in English and Hindi, against the built app's static index.html in the same run. Each is read
 * as a phone's browser asks (gzip or Brotli, the language cookie): asked once, warmed up, then one request
 * at a time for BENCH_SECONDS, timing each to its last byte, with the server's CPU a request.
 * Targets (issue 29): p99 <= 10 ms, CPU a request <= 2x the static index.html's, the HTML of / <= 30 KB
 * gzip. Knobs: BENCH_SECONDS (default 10). `BENCH_ONLY=screens`.
 */
import zlib from 'node:zlib';
import { benchConfig, prepareDatabase } from './lib/fixtures.ts';
import { timeRead, timedReadMet, type TimedRead } from './lib/load.ts';
import { machine, ms, printFigures, type Figure } from './lib/report.ts';
import { startRasoi, tempDir } from './lib/server.ts';
import { ensureWebBuild } from './lib/web-build.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Math.min(2, SECONDS);
export const SCREEN_TARGETS = { p99Ms: 10, cpuRatio: 2, homeGzipBytes: 30 * 1024 } as const;

export type ScreenRead = TimedRead & { name: string; path: string };
export type ScreensResult = { statik: ScreenRead; pages: ScreenRead[]; homeGzipBytes: number };

/** Whether a written page met its targets against the static page of the same run. */
export function screenMet(page: ScreenRead, statik: ScreenRead): boolean {
  return (
    timedReadMet({ alone: page.alone, targetMs: SCREEN_TARGETS.p99Ms, type: 'text/html' }) &&
    page.cpuMs <= SCREEN_TARGETS.cpuRatio * statik.cpuMs
  );
}

export async function benchFirstScreens(): Promise<ScreensResult> {
  ensureWebBuild();
  const dataDir = tempDir('screens');
  const db = await prepareDatabase(benchConfig(dataDir));
  await db.destroy();
  const server = await startRasoi({ dataDir });
  try {
    const browser = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
    const options = { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, type: 'text/html' };
    const statik = {
      name: 'static index.html',
      path: '/index.html',
      ...(await timeRead(server, '/index.html', browser, options)),
    };
    const pages: ScreenRead[] = [];
    for (const locale of ['en', 'hi']) {
      for (const path of ['/', '/full-menu', '/plans']) {
        const headers = { ...browser, cookie: `rasoi_lang=${locale}` };
        pages.push({ name: `${path} (${locale})`, path, ...(await timeRead(server, path, headers, options)) });
      }
    }
    const home = await fetch(`${server.url}/`, { headers: { cookie: 'rasoi_lang=en' } });
    const homeGzipBytes = zlib.gzipSync(Buffer.from(await home.arrayBuffer()), { level: 9 }).byteLength;
    report({ statik, pages, homeGzipBytes });
    return { statik, pages, homeGzipBytes };
  } finally {
    await server.stop();
  }
}

function report({ statik, pages, homeGzipBytes }: ScreensResult): void {
  const line = (read: ScreenRead) =>
    `p50 ${ms(read.alone.p50)}, p99 ${ms(read.alone.p99)}, CPU ${read.cpuMs.toFixed(3)} ms a request, ` +
    `${read.alone.count} requests, first ${ms(read.firstMs)}`;
  const figures: Figure[] = [
    { name: 'machine', value: machine() },
    { name: statik.name, value: line(statik) },
    ...pages.map((page) => ({
      name: page.name,
      value: `${line(page)} (${(page.cpuMs / statik.cpuMs).toFixed(2)}x static)`,
      target: `p99 <= ${SCREEN_TARGETS.p99Ms} ms, CPU <= ${SCREEN_TARGETS.cpuRatio}x static`,
      met: screenMet(page, statik),
    })),
    {
      name: 'HTML of / gzip',
      value: `${(homeGzipBytes / 1024).toFixed(1)} KB`,
      target: '<= 30 KB',
      met: homeGzipBytes <= SCREEN_TARGETS.homeGzipBytes,
    },
  ];
  printFigures('First screens: written pages against the static index.html', figures);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFirstScreens();
