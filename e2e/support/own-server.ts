import { spawn, type StdioOptions } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { databaseFor } from './own-database.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** A built server a journey started for itself; stop() ends it as a deploy would (SIGTERM) and waits. */
export type OwnServer = { origin: string; stop: () => Promise<void> };

/**
 * Starts the built server (`npm run serve`, the web build included) on `port` with the given settings
 * over the journey's own environment (a setting given as undefined is removed), the console SMS gateway,
 * warnings-only logs and PUBLIC_URL its own origin, and waits up to 30 s until it answers /health
 * (issue 13: journeys that need a fresh install or a second release). `stdio` says where its output goes.
 * With E2E_DATABASE_URL set, the server keeps its data in a PostgreSQL database of its data folder's own
 * (own-database.ts): a restart on the same folder finds it again.
 */
export async function startOwnServer(
  port: number,
  settings: Record<string, string | undefined>,
  stdio: StdioOptions = 'ignore',
): Promise<OwnServer> {
  const origin = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The shared links' previews and the menu picture name this address, never the request's Host (D73).
    PUBLIC_URL: origin,
    SMS_GATEWAY: 'console',
    LOG_LEVEL: 'warn',
    DATABASE_URL: undefined,
    ...settings,
  };
  if (env.DATA_DIR && env.DATABASE_URL === undefined) env.DATABASE_URL = databaseFor(env.DATA_DIR);
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  // Detached: npm runs the server in a child of its own, so stop() signals the whole group.
  const child = spawn('npm', ['run', 'serve'], { cwd: ROOT, detached: true, stdio, env });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`${origin}/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server on port ${port} did not start`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    origin,
    async stop() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
