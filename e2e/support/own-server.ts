import { spawn, type StdioOptions } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

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
 * over the journey's own environment (a setting given as undefined is removed), the console SMS gateway
 * and warnings-only logs, and waits up to 30 s until it answers /health (issue 13: journeys that need a
 * fresh install or a second release). `stdio` says where its output goes.
 */
export async function startOwnServer(
  port: number,
  settings: Record<string, string | undefined>,
  stdio: StdioOptions = 'ignore',
): Promise<OwnServer> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SMS_GATEWAY: 'console',
    LOG_LEVEL: 'warn',
    ...settings,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  // Detached: npm runs the server in a child of its own, so stop() signals the whole group.
  const child = spawn('npm', ['run', 'serve'], { cwd: ROOT, detached: true, stdio, env });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const origin = `http://127.0.0.1:${port}`;
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
