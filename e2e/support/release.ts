import { resolve } from 'node:path';
import { startOwnServer, type OwnServer } from './own-server.ts';

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

export { freePort } from './own-server.ts';

/** A running server of one release; stop() ends it as a deploy would (SIGTERM) and waits for it to exit. */
export type ReleaseServer = OwnServer;

/**
 * Starts the built server on `port` with the data folder `dataDir`, serving the web build in
 * `webDistDir` (WEB_DIST_DIR), and waits until it answers /health. Same port and data folder across
 * releases: the browser sees one origin whose server was upgraded.
 */
export function startRelease(port: number, dataDir: string, webDistDir: string): Promise<ReleaseServer> {
  return startOwnServer(port, {
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    SELLER_MOBILE: '9000000001',
    SELLER_PIN: '4321',
  });
}
