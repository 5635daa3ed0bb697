/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they use its globals.
/**
 * Pages (issue 6): Lighthouse 12 (node API, Debian's Chromium, default mobile emulation and throttling)
 * on /, /full-menu, /cart with three items, /profile/orders and an order's tracking page, against the
 * real server (SQLite) serving the built web app. Prints performance, accessibility and best-practices
 * scores (target: performance 100, the others >= 95; issue 17) with FCP, LCP, SI, TBT and CLS. The browser storage a page needs (the cart, the
 * splash flag, the bearer token of a session made with the server's own helper) is written on a page
 * of the same origin that registers no service worker, before Lighthouse loads the page with storage
 * reset off; every page gets a fresh browser profile.
 * Returns the Lighthouse result of / for the bytes check (bytes.ts).
 */
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { Meal } from '@rasoi/domain/api';
import { benchConfig, createCustomers, orderableLines, prepareDatabase } from './lib/fixtures.ts';
import { machine, ms, printFigures, type Figure } from './lib/report.ts';
import { startRasoi, tempDir } from './lib/server.ts';
import { ensureWebBuild } from './lib/web-build.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
export type PageScore = { name: string; path: string; lhr: LighthouseResult };

/** Issue 17's targets: performance 100 on every page; accessibility and best practices at least 95. */
export const LIGHTHOUSE_TARGET = '100 / >= 95 / >= 95';
/** Whether scores [performance, accessibility, best practices] meet LIGHTHOUSE_TARGET. */
export function meetsLighthouseTarget([performance, accessibility, bestPractices]: number[]): boolean {
  return performance === 100 && (accessibility ?? 0) >= 95 && (bestPractices ?? 0) >= 95;
}

/**
 * Runs Lighthouse on one URL in a fresh Chromium, after writing `storage` into its localStorage; once
 * more when Lighthouse reports a run error of its own (e.g. NO_NAVSTART, a trace it failed to record).
 */
export async function audit(url: string, storage: Record<string, string>): Promise<LighthouseResult> {
  const first = await auditOnce(url, storage);
  if (!first.runtimeError) return first;
  console.warn(`Lighthouse ${first.runtimeError.code} on ${url}: running it again`);
  return auditOnce(url, storage);
}

async function auditOnce(url: string, storage: Record<string, string>): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const origin = new URL(url).origin;
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    // A static file of the origin: the page sets storage without loading the app or its service worker.
    await page.goto(`${origin}/manifest.webmanifest`);
    await page.evaluate((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
    await browser.disconnect();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

export async function benchPages(): Promise<PageScore[]> {
  ensureWebBuild();
  const dataDir = tempDir('pages');
  const config = benchConfig(dataDir);
  const db = await prepareDatabase(config);
  const [customer] = await createCustomers(db, 1);
  const lines = await orderableLines(db);
  await db.destroy();
  const server = await startRasoi({ dataDir });
  try {
    const auth = { authorization: `Bearer ${customer!.token}`, 'content-type': 'application/json' };
    const placed = await fetch(`${server.url}/api/v1/order/create-cod-order`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ ...lines, address: customer!.addressId, payment_method: 'COD' }),
    });
    if (placed.status !== 201)
      throw new Error(`placing the bench order failed: ${placed.status} ${await placed.text()}`);
    const orderId = ((await placed.json()) as { data: { order: { _id: string } } }).data.order._id;
    const meals = ((await (await fetch(`${server.url}/api/v1/meal`)).json()) as { data: { meals: Meal[] } }).data.meals;
    const cartItems = meals.slice(0, 3).map((meal, index) => ({
      id: meal._id,
      title: meal.name,
      price: meal.selling_price,
      quantity: index + 1,
      totalPrice: meal.selling_price * (index + 1),
      type: 'meal',
      img: meal.img_url[0],
    }));
    // BENCH_LOCALE=hi audits the pages in Hindi (the language switch's stored choice, D62).
    const language: Record<string, string> = process.env.BENCH_LOCALE
      ? { PARAGLIDE_LOCALE: process.env.BENCH_LOCALE }
      : {};
    const visitor = { hasShownSplash: 'true', ...language };
    const loggedIn = { ...visitor, auth_token: customer!.token };
    const cart = JSON.stringify({ state: { items: cartItems, couponOff: 0, couponId: null }, version: 0 });
    const pages: { name: string; path: string; storage: Record<string, string> }[] = [
      { name: 'home', path: '/', storage: visitor },
      { name: 'full menu', path: '/full-menu', storage: visitor },
      { name: 'cart (3 items)', path: '/cart', storage: { ...loggedIn, cart } },
      { name: 'my orders', path: '/profile/orders', storage: loggedIn },
      { name: 'order tracking', path: `/orders/${orderId}`, storage: loggedIn },
    ];
    // BENCH_PAGES='home,cart' audits only those (names' first words); BENCH_LH_DIR keeps each full report.
    const only = process.env.BENCH_PAGES?.split(',');
    const scores: PageScore[] = [];
    for (const page of pages.filter((p) => !only || only.includes(p.name.split(' ')[0]!))) {
      const lhr = await audit(`${server.url}${page.path}`, page.storage);
      if (process.env.BENCH_LH_DIR) {
        fs.mkdirSync(process.env.BENCH_LH_DIR, { recursive: true });
        fs.writeFileSync(`${process.env.BENCH_LH_DIR}/${page.name.split(' ')[0]}.json`, JSON.stringify(lhr));
      }
      scores.push({ ...page, lhr });
    }
    report(scores);
    return scores;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(scores: PageScore[]): void {
  const figures: Figure[] = [{ name: 'machine', value: machine() }];
  for (const { name, lhr } of scores) {
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const all = CATEGORIES.map(score);
    figures.push({
      name,
      value:
        `performance ${all[0]}, accessibility ${all[1]}, best practices ${all[2]}; ` +
        `FCP ${ms(metric('first-contentful-paint'))}, LCP ${ms(metric('largest-contentful-paint'))}, ` +
        `SI ${ms(metric('speed-index'))}, TBT ${ms(metric('total-blocking-time'))}, ` +
        `CLS ${metric('cumulative-layout-shift').toFixed(3)}`,
      target: LIGHTHOUSE_TARGET,
      met: meetsLighthouseTarget(all),
    });
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => a.id);
    if (failing.length > 0) figures.push({ name: '  audits below 90', value: failing.join(', ') });
    for (const warning of lhr.runWarnings) figures.push({ name: '  warning', value: warning });
  }
  printFigures('Pages: Lighthouse 12, mobile emulation and throttling', figures);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPages();
