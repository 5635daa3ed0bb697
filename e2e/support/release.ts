import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Builds the web app as a later release would (issue 13, upgrade journeys): the same sources with the
 * footer's version set to `version`, into `outDir` (never apps/web/dist, which the other journeys
 * share). Every chunk that imports the first-load chunk gets a new name, as in a real release.
 */
export async function buildRelease(outDir: string, version: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    root: resolve(ROOT, 'apps/web'),
    configFile: resolve(ROOT, 'apps/web/vite.config.ts'),
    define: { __APP_VERSION__: JSON.stringify(version) },
    build: { outDir, emptyOutDir: true },
    logLevel: 'error',
  });
}

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

/** A running server of one release; stop() ends it as a deploy would (SIGTERM) and waits for it to exit. */
export type ReleaseServer = { stop: () => Promise<void> };

/**
 * Starts the built server (`npm run serve`) on `port` with the data folder `dataDir`, serving the web
 * build in `webDistDir` (WEB_DIST_DIR), and waits until it answers /health. Same port and data folder
 * across releases: the browser sees one origin whose server was upgraded.
 */
export async function startRelease(port: number, dataDir: string, webDistDir: string): Promise<ReleaseServer> {
  const child: ChildProcess = spawn('npm', ['run', 'serve'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      SMS_GATEWAY: 'console',
      LOG_LEVEL: 'warn',
      SELLER_MOBILE: '9000000001',
      SELLER_PIN: '4321',
    },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server on port ${port} did not start`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    async stop() {
      // npm runs the server in a child of its own: signal the whole group.
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
