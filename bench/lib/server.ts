import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The seller startRasoi sets up (SELLER_MOBILE, SELLER_PIN); sellerHeaders logs in as them. */
const BENCH_SELLER = { mobile: '9000000000', pin: '4321' };

/** A Node process started by a bench: where it listens and how to read its memory and stop it. */
export type ChildServer = {
  url: string;
  pid: number;
  /** The file the process's stdout and stderr go to (its JSON log among them); removed by `stop`. */
  logFile: string;
  /** Resident memory of the process (not its parent or children), in bytes, from /proc. */
  rss(): number;
  /** Stops the process (SIGTERM, so its log is flushed), counts its request log lines, removes its log file. */
  stop(): Promise<{ requestLines: number }>;
};

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A fresh temporary folder; removed by the caller. */
export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `rasoi-bench-${prefix}-`));
}

/** The resident set size of a process, in bytes (Linux /proc). */
export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

/**
 * Starts an entry point as one Node process (a TypeScript one with `node --import tsx <entry>`, no tsx
 * wrapper process, so the pid's RSS is the server's alone) and waits until it prints `readyLine`.
 * Its stdout and stderr go straight to a file, as a production log would, not to a pipe: a pipe the
 * bench had to drain would make the bench's own event loop part of what is measured once the server
 * logs every request.
 */
export async function startNodeServer(options: {
  entry: string;
  env: Record<string, string>;
  port: number;
  readyLine: RegExp;
  timeoutMs?: number;
  /** Node options before the entry, e.g. V8 heap settings. */
  nodeArgs?: string[];
}): Promise<ChildServer> {
  // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server alone.
  const nodeArgs = [
    ...(options.nodeArgs ?? []),
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  const loader = options.entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const logDir = tempDir('log');
  const logFile = path.join(logDir, 'server.log');
  const logFd = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...loader, options.entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...options.env,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', logFd, logFd],
  });
  fs.closeSync(logFd);
  // The start of the log, for the ready line and error reports.
  const head = () => {
    const fd = fs.openSync(logFile, 'r');
    try {
      const buffer = Buffer.alloc(20_000);
      return buffer.subarray(0, fs.readSync(fd, buffer, 0, buffer.length, 0)).toString();
    } finally {
      fs.closeSync(fd);
    }
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const done = (error?: Error) => {
      clearInterval(poll);
      clearTimeout(timer);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(
      () => done(new Error(`${options.entry} did not start in time:\n${head()}`)),
      options.timeoutMs ?? 60_000,
    );
    const poll = setInterval(() => {
      if (options.readyLine.test(head())) done();
    }, 50);
    const onExit = (code: number | null) => done(new Error(`${options.entry} exited with ${code}:\n${head()}`));
    child.once('exit', onExit);
  }).catch((error: unknown) => {
    fs.rmSync(logDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: `http://127.0.0.1:${options.port}`,
    pid: child.pid!,
    logFile,
    rss: () => rssOf(child.pid!),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      const requestLines = await countLines(logFile, '"msg":"request"');
      fs.rmSync(logDir, { recursive: true, force: true });
      return { requestLines };
    },
  };
}

/** How many lines of a file contain `text`, read as a stream (a bench's log can be tens of MB). */
async function countLines(file: string, text: string): Promise<number> {
  let count = 0;
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) if (line.includes(text)) count += 1;
  return count;
}

/**
 * Starts the real Rasoi server (apps/server/src/main.ts) on a free port with its own data folder
 * (SQLite) or the given PostgreSQL URL, as `npm start` runs it: the request log on at the default level
 * (`info`) through the server's own buffered destination, into the log file. BENCH_LOG_LEVEL sets
 * LOG_LEVEL, e.g. `warn` to see what the request log costs.
 */
export async function startRasoi(options: { dataDir: string; databaseUrl?: string; env?: Record<string, string> }) {
  const port = await freePort();
  const start = serverStartCommand();
  const server = await startNodeServer({
    entry: path.join('apps/server', start.entry),
    nodeArgs: start.nodeArgs,
    port,
    readyLine: /Rasoi is running at/,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
      SELLER_MOBILE: BENCH_SELLER.mobile,
      SELLER_PIN: BENCH_SELLER.pin,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
  });
  return server;
}

/**
 * What `npm start` runs the server with (apps/server's start script, `node <options> dist/main.js`):
 * the Node options and the entry, relative to apps/server, so the bench runs the server exactly as
 * production does (the built bundle: run.ts builds it first).
 */
export function serverStartCommand(): { nodeArgs: string[]; entry: string } {
  const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'apps/server/package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [command, ...words] = manifest.scripts.start.trim().split(/\s+/);
  const entry = words.pop();
  if (command !== 'node' || !entry) throw new Error(`Unexpected start script: ${manifest.scripts.start}`);
  return { nodeArgs: words, entry };
}

/** Samples a process's RSS every `everyMs` until stopped; answers the peak and the last sample, in bytes. */
export function sampleRss(pid: number, everyMs = 200) {
  let peak = 0;
  let last = 0;
  const take = () => {
    try {
      last = rssOf(pid);
      peak = Math.max(peak, last);
    } catch {
      // the process ended
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peak, last };
    },
  };
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Logs in as the bench's seller on `serverUrl`; answers the authorization header. Throws when refused. */
export async function sellerHeaders(serverUrl: string): Promise<Record<string, string>> {
  const login = await fetch(`${serverUrl}/api/v1/auth/seller-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_SELLER),
  });
  const token = ((await login.json()) as { token?: string }).token;
  if (!token) throw new Error(`seller login answered ${login.status}`);
  return { authorization: `Bearer ${token}` };
}
