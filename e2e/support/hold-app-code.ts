import type { Page } from '@playwright/test';

/**
 * Holds back the web app's entry script on `page` until the returned function is called, so a journey can
 * act on a page the server wrote (D117) before the app has taken it over. Requests made after the release
 * pass straight through.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
