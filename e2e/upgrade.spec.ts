import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import rootPackage from '../package.json' with { type: 'json' };
import { buildRelease, freePort, startRelease, type ReleaseServer } from './support/release.ts';
import { markSplashSeen } from './support/test.ts';

/**
 * A release while the app is open (issue 13, docs/decisions/0043). The running release is the build
 * every journey uses (apps/web/dist); the next one is the same code built again with another version
 * in the footer, into a folder of this spec's own, so every chunk that imports the first-load chunk
 * has a new name and the old ones are gone from the server. Each journey runs its own server on its own
 * port (the origin's service worker and storage stay its own), restarted on the new build as a deploy does.
 */
const CURRENT = `v${rootPackage.version}`;
const NEXT_VERSION = '99.0.0';
const NEXT = `v${NEXT_VERSION}`;
const currentDist = resolve(import.meta.dirname, '../apps/web/dist');

let nextDist: string;
let dataDir: string;
let port: number;
let server: ReleaseServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  nextDist = mkdtempSync(join(tmpdir(), 'rasoi-next-release-'));
  await buildRelease(nextDist, NEXT_VERSION);
});

test.beforeEach(async ({ context }) => {
  // A returning phone, as in every journey but the splash's own: a first visit's splash could open just as
  // the journey's first tap lands, and take it (support/test.ts).
  await markSplashSeen(context);
  dataDir = mkdtempSync(join(tmpdir(), 'rasoi-upgrade-'));
  port = await freePort();
  server = await startRelease(port, dataDir, currentDist);
});

test.afterEach(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test.afterAll(() => {
  rmSync(nextDist, { recursive: true, force: true });
});

/** The server is stopped and started again on the next release's build, as a deploy does. */
async function deployNextRelease(): Promise<void> {
  await server?.stop();
  server = await startRelease(port, dataDir, nextDist);
}

/**
 * Lets the browser stop service workers that have nothing to do, as it does by itself after a while.
 * Playwright keeps DevTools attached to every worker, and a worker with DevTools attached is never
 * idle, so the old worker would never make way for a new one told to take over (skipWaiting).
 */
async function stopIdleWorkers(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.stopAllWorkers');
  await devtools.detach();
}

/** Opens the menu and puts a thali in the cart. */
async function fillCart(page: Page): Promise<void> {
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.getByRole('button', { name: 'Add Rajma Chawal Thali to cart' }).first().click();
  await page.getByRole('dialog', { name: 'Complete your Meal' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(CURRENT)).toBeAttached();
}

async function expectCartWithTheThali(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Meal Cart' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in your cart' })).toContainText('Rajma Chawal Thali');
}

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a page of the old build that is gone reloads into the new release, with the cart', async ({ page }) => {
    await fillCart(page);
    await deployNextRelease();

    // The cart page's code of the open (old) build is no longer on the server.
    await page.getByRole('link', { name: /Cart/ }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expectCartWithTheThali(page);
    await expect(page.getByText(NEXT)).toBeAttached();
    await expect(page.getByText(/Unexpected Application Error|Failed to fetch/)).toHaveCount(0);
    // It got there by one reload, noted so that it is never repeated for the same build.
    expect(await page.evaluate(() => sessionStorage.getItem('rasoi:reloaded-builds')?.split(' '))).toHaveLength(1);
  });
});

test.describe('with the service worker', () => {
  test('the new release waits until the customer leaves the login sheet, then takes over with the cart', async ({
    page,
  }) => {
    await fillCart(page);
    // The app registers its worker once idle; the first install controls the page.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await deployNextRelease();

    // The open app keeps working on the old build: its worker still has the old files.
    await page.getByRole('link', { name: /Cart/ }).click();
    await expectCartWithTheThali(page);
    await expect(page.getByText(CURRENT)).toBeAttached();

    // The app's periodic check (hourly, and on coming back to the app) finds the new worker, which waits.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null))
      .toBe(true);

    // Logging in (the sheet is in the URL) is no moment to switch: the old version stays.
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await expect(page).toHaveURL(/sheet=login/);
    await stopIdleWorkers(page);
    await expect(page.getByText(CURRENT)).toBeAttached();
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).not.toBeNull();

    // Closing the sheet is a navigation back to the cart: a safe moment, so the new release takes over there.
    await login.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    // The old worker makes way once stopped (repeated: the app's go-ahead may reach the new one just after).
    await expect
      .poll(async () => {
        await stopIdleWorkers(page);
        return page.getByText(NEXT).count();
      })
      .toBe(1);
    await expect(page).toHaveURL(/\/cart$/);
    await expectCartWithTheThali(page);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
  });
});
