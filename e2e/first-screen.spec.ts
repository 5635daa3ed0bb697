import { expect, test, type Page } from './support/test.ts';
import { m } from '@rasoi/domain/i18n/messages';
import { orderAThali } from './support/customer.ts';
import { newMobile } from './support/server-log.ts';
import { holdAppCode } from './support/hold-app-code.ts';

/**
 * The first screen in the HTML (issue 29, D117): the menu pages and the tiffin plans arrive written, in
 * the device's language, so they paint before any script runs; the app then takes the same markup over
 * (hydration) without painting it anew, moving it, or logging an error.
 */
const LANGUAGES = ['en', 'hi'] as const;

/** The seeded menu's first thali, by the name it has in each language. */
const FIRST_THALI = { en: 'Rasoi Special Thali', hi: 'रसोई स्पेशल थाली' } as const;

/** Each page with a text of its first screen that only its data or its language can write. */
const PAGES = (locale: (typeof LANGUAGES)[number]) => [
  { path: '/', text: FIRST_THALI[locale] },
  { path: '/full-menu', text: m.menuOfTheDay({}, { locale }) },
  { path: '/plans', text: m.tiffinPlans({}, { locale }) },
];

/** Counts layout shifts and keeps the page's first main heading as the HTML had it, before the app runs. */
async function watchTakeOver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { shifts: number; written?: Element | null };
    seen.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') seen.written = document.querySelector('main h1, main h2');
    });
  });
}

for (const locale of LANGUAGES) {
  test.describe(`first screens in ${locale}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      // The device's language as the app keeps it, and its cookie, which the app writes for the server.
      await context.addCookies([{ name: 'rasoi_lang', value: locale, url: baseURL! }]);
      await context.addInitScript((language) => localStorage.setItem('PARAGLIDE_LOCALE', language), locale);
    });

    test('arrive written: each page reads before any script runs', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await context.addCookies([{ name: 'rasoi_lang', value: locale, url: baseURL! }]);
      const page = await context.newPage();
      for (const { path, text } of PAGES(locale)) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('#root').getByText(text).first()).toBeVisible();
      }
      await context.close();
    });

    test('are taken over as they are: the same markup, no shift, no error', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // None of these pages has a form: the forms' code and schemas stay on the server (D120).
      const formCode: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/forms-[\w-]+\.js$/.test(request.url())) formCode.push(`${page.url()}: ${request.url()}`);
      });
      await watchTakeOver(page);
      for (const { path, text } of PAGES(locale)) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByText(text).first()).toBeVisible();
        const takeOver = await page.evaluate(() => {
          const seen = window as unknown as { shifts: number; written?: Element | null };
          return { kept: !seen.written || document.contains(seen.written), shifts: seen.shifts };
        });
        expect(takeOver, path).toEqual({ kept: true, shifts: 0 });
      }
      expect(formCode).toEqual([]);
      // A tap before the app has started is not lost: the app's code is held back until 'Sections' was
      // tapped, then the taken-over page opens the list of the menu's sections.
      const release = await holdAppCode(page);
      await page.goto('/full-menu');
      const sections = page.getByRole('button', { name: m.sections({}, { locale }) });
      await sections.click();
      release();
      await expect(sections).toHaveAttribute('aria-expanded', 'true');
      expect(errors).toEqual([]);
    });

    test('keep where the visitor scrolled before the app took over, so a tap lands on what was under it', async ({
      page,
    }) => {
      const release = await holdAppCode(page);
      // Not until 'load': a page load waits for the held code once the starter has added it.
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const add = page.getByRole('button', { name: m.addToCartLabel({ name: FIRST_THALI[locale] }, { locale }) });
      await add.first().scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      release();
      // The app's layout has committed once it keeps the scroll itself (use-scroll-restoration.ts).
      await page.waitForFunction(() => history.scrollRestoration === 'manual');
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      await add.first().click();
      await expect(page.getByRole('dialog', { name: m.completeYourMeal({}, { locale }) })).toBeVisible();
    });
  });
}

test("a customer's own pages arrive written for them and are taken over as they are (D118)", async ({
  page,
  browser,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const number = await orderAThali(page, newMobile());
  const card = page.getByRole('link', { name: new RegExp(`^Order ${number}`) });
  const tracking = new URL((await card.getAttribute('href'))!, page.url()).pathname;

  // Read with scripts off, on the cookies the app left: the pages are theirs, written by the server.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(await page.context().cookies());
  const reader = await noScript.newPage();
  await reader.goto('/profile/orders');
  await expect(reader.locator('#root').getByText(number).first()).toBeVisible();
  await reader.goto(tracking);
  await expect(reader.locator('#root').getByText(number).first()).toBeVisible();
  await noScript.close();

  // With scripts, the app takes each over: the same nodes, no shift, no error, and the page works.
  await watchTakeOver(page);
  for (const path of ['/profile/orders', tracking]) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByText(number).first()).toBeVisible();
    const takeOver = await page.evaluate(() => {
      const seen = window as unknown as { shifts: number; written?: Element | null };
      // Written, even for a phone whose service worker holds the app's shell (it asks the network first).
      return { kept: !!seen.written && document.contains(seen.written), shifts: seen.shifts };
    });
    expect(takeOver, path).toEqual({ kept: true, shifts: 0 });
    // The app's code was asked for once the written page had painted, not before (a small page can load first).
    const [paintedAt, codeAskedAt] = await page.evaluate(() => [
      performance.getEntriesByType('paint')[0]?.startTime ?? Infinity,
      performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))
        ?.startTime ?? -1,
    ]);
    expect(codeAskedAt, path).toBeGreaterThanOrEqual(paintedAt!);
  }
  await page.getByRole('link', { name: 'Order', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(card).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('a first visit on a slow phone (D121)', () => {
  test.use({ firstVisit: true });

  test('a tap while the app takes the written page over opens what was tapped, with no splash over it', async ({
    page,
  }) => {
    // Chromium six times slower, as a low-end phone: the take-over then lasts long enough for the tap to
    // land in it, after the app's code has come and before its buttons answer.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const appCode = page.waitForResponse(/\/assets\/index-[\w-]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    await appCode;
    await page
      .getByRole('button', { name: m.addToCartLabel({ name: FIRST_THALI.en }) })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: m.completeYourMeal() })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog', { name: m.rasoi() })).toHaveCount(0);
  });
});

test.describe('a first visit to the home (D122)', () => {
  test.use({ firstVisit: true });

  test('downloads none of the code the other pages share, the splash and footer included', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/[\w-]+\.js$/.test(request.url())) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    // The splash has come and gone, and the footer is in: the layout's lazy parts have all loaded.
    const splash = page.getByRole('dialog', { name: m.rasoi() });
    await splash.getByRole('button', { name: m.skip() }).click();
    await expect(splash).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByText(m.madeIn())).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => /\/overlay-layer-/.test(path))).toBe(true);
    expect(scripts.some((path) => /\/app-footer-/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/(pages-shared|forms)-/.test(path))).toEqual([]);
  });
});

test('a written page the app paints anew, in the language the device keeps, answers its taps (D121)', async ({
  context,
  page,
  baseURL,
}) => {
  // The server writes English (the cookie), the device keeps Hindi: the app paints the page anew, and the
  // starter must let the app's buttons have their taps.
  await context.addCookies([{ name: 'rasoi_lang', value: 'en', url: baseURL! }]);
  await context.addInitScript(() => localStorage.setItem('PARAGLIDE_LOCALE', 'hi'));
  await page.goto('/');
  const add = page.getByRole('button', { name: m.addToCartLabel({ name: FIRST_THALI.hi }, { locale: 'hi' }) });
  await add.first().click();
  await expect(page.getByRole('dialog', { name: m.completeYourMeal({}, { locale: 'hi' }) })).toBeVisible();
});
