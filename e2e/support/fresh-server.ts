import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** A server of its own on a fresh install, and what it printed. */
export type FreshServer = {
  origin: string;
  /** Everything the server wrote so far (stdout and stderr). */
  log: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts the built server (`npm run serve`) on a free port with an empty data folder and no seller
 * settings (no SELLER_MOBILE, no SELLER_PIN), as a kitchen's first start (issue 13, D41), and waits
 * until it answers /health. Its output goes to a file in the data folder, read by `log()`.
 */
export async function startFreshServer(): Promise<FreshServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rasoi-e2e-fresh-'));
  const logFile = join(dataDir, 'server.log');
  const out = openSync(logFile, 'a');
  const env = { ...process.env };
  delete env.SELLER_MOBILE;
  delete env.SELLER_PIN;
  const child = spawn('npm', ['run', 'serve'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', out, out],
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMS_GATEWAY: 'console',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`${origin}/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the fresh server on ${port} did not start`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    origin,
    log: () => readFileSync(logFile, 'utf8'),
    async stop() {
      // npm runs the server in a child of its own: signal the whole group.
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

/** The seller's number and PIN from the line a first start prints once ('Seller login: mobile ..., PIN ...'). */
export function printedSellerLogin(log: string): { mobile: string; pin: string } {
  const match = /Seller login: mobile (\d{10}), PIN (\d{4})/.exec(log);
  if (!match) throw new Error('the server printed no seller login');
  return { mobile: match[1]!, pin: match[2]! };
}
