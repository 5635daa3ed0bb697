import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Browser journeys in Debian's Chromium at a phone's size (docs/architecture.md 'Tests'). Each worker
 * starts the real server (built web app, fresh data folder, free port) for its journeys
 * (support/test.ts, D90), keeping its output in a log file so a journey can read the one-time code the
 * console SMS gateway prints. With E2E_DATABASE_URL set, every server keeps its data on PostgreSQL
 * (support/own-database.ts; `npm run test:e2e:postgres`). Values go through process.env because the
 * workers re-read this file and must agree with it.
 */
process.env.E2E_RUN ??= String(process.pid);
const root = resolve(import.meta.dirname, '..');

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), the same Blink and V8 as the browser
 * without its windowing and compositor: what Playwright itself runs for headless journeys (D105). Two
 * journeys took 102 CPU seconds in the full browser and 84 in the shell. CHROMIUM_PATH picks another build.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The server the proxy journey puts Caddy in front of (e2e/proxy/playwright.config.ts): the built server
 * on E2E_PORT with a fresh SQLite data folder in E2E_DATA_DIR, set up as the journeys' worker servers are.
 */
export function proxiedServer() {
  process.env.E2E_PORT ??= String(41000 + (process.pid % 4000));
  process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'rasoi-e2e-'));
  const port = Number(process.env.E2E_PORT);
  const dataDir = process.env.E2E_DATA_DIR;
  return {
    port,
    dataDir,
    webServer: {
      command: `npm run serve > "${join(dataDir, 'server.log')}" 2>&1`,
      cwd: root,
      url: `http://127.0.0.1:${port}/api/v1/kitchen`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        SMS_GATEWAY: 'console',
        LOG_LEVEL: 'info',
        SELLER_MOBILE: '9000000001',
        SELLER_PIN: '4321',
      },
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A spec file's journeys run in order in one worker. In the headless shell a journey leaves its core idle
  // part of the time (the thank-you countdown, a toast's 2 s), so a worker more than the cores (D105): on
  // 2 cores 2 workers took 7.3 min, 3 took 4.1 and 4 took 4.1 again (2026-12-07, SQLite).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism() + 1),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : 'line',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTeardown: './support/global-teardown.ts',
  use: {
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    // The phones ask for reduced motion, as a person may in Android's settings (D103): the home's banner,
    // turning every 3 s, kept each phone left on the home at a third of a core (the whole run: 1,611 ->
    // 1,534 CPU seconds). customer-order.spec.ts keeps the motion, the splash's included.
    reducedMotion: 'reduce',
    // Recording a trace of every journey costs time on two cores; in CI only a retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
