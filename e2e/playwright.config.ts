import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Browser journeys in Debian's Chromium at a phone's size (docs/architecture.md 'Tests'). The config
 * starts the real server (built web app, fresh SQLite data folder, free port) and keeps its output
 * in a log file so a journey can read the one-time code the console SMS gateway prints.
 * Values go through process.env because the workers re-read this file and must agree with it.
 */
process.env.E2E_PORT ??= String(41000 + (process.pid % 4000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'rasoi-e2e-'));
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
export const serverLog = join(dataDir, 'server.log');
const root = resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : 'line',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
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
  webServer: {
    command: `npm run serve > "${serverLog}" 2>&1`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/v1/kitchen`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The shared links' previews and the menu picture name this address, never the request's Host (D73).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SMS_GATEWAY: 'console',
      LOG_LEVEL: 'info',
      SELLER_MOBILE: '9000000001',
      SELLER_PIN: '4321',
    },
  },
});
