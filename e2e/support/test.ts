import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { freePort, startOwnServer, type OwnServer } from './own-server.ts';

export { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * Marks the splash seen in every page of `context` before the app's scripts run (the web app's
 * `hasShownSplash` key, apps/web/src/app/splash-once.ts). The splash covers a first visit for 3.5 s and
 * a journey's first tap waits it out: on two loaded cores that was 4-6 s for each phone a journey opened.
 * The splash has its own journey (customer-order.spec.ts, `firstVisit`).
 */
export async function markSplashSeen(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('hasShownSplash', 'true'));
}

/**
 * A phone of its own (cookies, storage) with the config's options and `options` on top, the splash
 * marked seen: one more person in a journey. Closed with the browser at the worker's end, or by the caller.
 */
export async function newPhone(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  await markSplashSeen(context);
  return context.newPage();
}

/** The kitchen every journey of one Playwright worker shares, unless the journey runs its own. */
export type WorkerKitchen = { origin: string; dataDir: string };

/**
 * Playwright's `test` with one server per worker (D90 'journeys in two workers'): each worker starts the
 * built server on a free port with a fresh data folder (and, with E2E_DATABASE_URL, a fresh PostgreSQL
 * database: own-server.ts), the seeded menu and the journeys' seller, its output (one-time codes
 * included) in `server.log` there, and points `baseURL` at it (so a worker whose journeys open no page on it starts none). Two workers thus never see each other's
 * orders or kitchen settings; the journeys of one worker still share its kitchen, as they shared the one
 * server before. E2E_DATA_DIR is this worker's folder, for `sharedServerLog()`.
 */
export const test = base.extend<{ firstVisit: boolean }, { workerKitchen: WorkerKitchen }>({
  /** Whether the test's `page` comes to the app as a first visit, splash and all; otherwise it is marked seen. */
  firstVisit: [false, { option: true }],
  context: async ({ context, firstVisit }, use) => {
    if (!firstVisit) await markSplashSeen(context);
    await use(context);
  },
  workerKitchen: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'rasoi-e2e-'));
      const out = openSync(join(dataDir, 'server.log'), 'a');
      process.env.E2E_DATA_DIR = dataDir;
      const server: OwnServer = await startOwnServer(
        await freePort(),
        // The console SMS gateway prints the codes on stdout at info level.
        { DATA_DIR: dataDir, LOG_LEVEL: 'info', SELLER_MOBILE: '9000000001', SELLER_PIN: '4321' },
        ['ignore', out, out],
      );
      await use({ origin: server.origin, dataDir });
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ workerKitchen }, use) => use(workerKitchen.origin),
});
