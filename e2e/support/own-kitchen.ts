import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { freePort, startOwnServer, type OwnServer } from './own-server.ts';
import { markSplashSeen } from './test.ts';

/** A journey's own kitchen, filled in once its `beforeAll` has run. */
export type OwnKitchen = {
  /** `http://127.0.0.1:<port>` of the journey's server. */
  readonly origin: string;
  /** The server's output, where the console SMS gateway prints the one-time codes. */
  readonly serverLog: string;
  /**
   * A page of its own (cookies, storage) on the journey's server: one person's phone. Its clock keeps the
   * machine's zone; the screens read the kitchen's zone and date from the server (GET /kitchen, GET /slots).
   * The splash is marked seen, as for every journey's phone (support/test.ts).
   * Closed when the test that opened it ends (a journey may close it sooner).
   */
  phone(browser: Browser): Promise<Page>;
};

/**
 * Gives a journey a kitchen of its own (issues 14, 15): registers `beforeAll`/`afterAll` hooks that start
 * the built server on a free port with a fresh data folder, the given seller's mobile and PIN and `env`
 * (e.g. KITCHEN_TIMEZONE), its output (codes included, at info level) in a log file; closes the phones a
 * test opened on it when that test ends (`afterEach`), and afterwards stops it and removes the folder: a
 * page left open on a stopped server keeps polling it and retrying its event stream, loading the machine
 * for the journeys after it. For journeys that change kitchen-wide state (a slot plan, the UPI id, the
 * cancel window) or count a day's orders, which the shared server's other journeys would disturb.
 * `name` names the data folder. Call it at the top of a spec file.
 */
export function useOwnKitchen(options: {
  name: string;
  seller: { mobile: string; pin: string };
  env?: Record<string, string>;
}): OwnKitchen {
  let server: OwnServer | undefined;
  let dataDir = '';
  const phones = new Set<BrowserContext>();

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `rasoi-${options.name}-`));
    const out = openSync(join(dataDir, 'server.log'), 'a');
    server = await startOwnServer(
      await freePort(),
      {
        DATA_DIR: dataDir,
        SELLER_MOBILE: options.seller.mobile,
        SELLER_PIN: options.seller.pin,
        // The console SMS gateway prints the codes on stdout at info level.
        LOG_LEVEL: 'info',
        ...options.env,
      },
      ['ignore', out, out],
    );
  });

  const closePhones = async () => {
    await Promise.all([...phones].map((context) => context.close()));
    phones.clear();
  };
  // Each test's phones end with it; none is left to poll the server after it stops.
  test.afterEach(closePhones);

  test.afterAll(async () => {
    await closePhones();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    get origin() {
      if (!server) throw new Error('the own kitchen starts in beforeAll: read its origin inside a test');
      return server.origin;
    },
    get serverLog() {
      return join(dataDir, 'server.log');
    },
    async phone(browser) {
      const context = await browser.newContext({ baseURL: this.origin });
      await markSplashSeen(context);
      phones.add(context);
      context.once('close', () => phones.delete(context));
      return context.newPage();
    },
  };
}
