import { expect, test, markSplashSeen } from './support/test.ts';
import { logInAsSeller } from './support/seller.ts';

/**
 * Sharing today's menu and a dish (issue 15, D58): the seller's share sheet gets the menu picture (a
 * PNG) with the title and the /menu/today link; that link, fetched without JavaScript as a chat's
 * preview maker does, carries the Open Graph tags whose picture is the PNG; a customer's 'Share' on a
 * thali where the browser has no share sheet gives a WhatsApp link with the thali's link.
 */

/** What the page handed navigator.share, as the init script below records it. */
type Shared = { title?: string; text?: string; url?: string; files: { name: string; type: string; head: number[] }[] };

/** The `content` of `<meta property|name="key">` in `html`, or undefined. */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
}

test("the seller shares today's menu: a PNG in the share sheet, and a link whose preview is the picture", async ({
  browser,
}) => {
  const context = await browser.newContext();
  await markSplashSeen(context);
  // A phone's share sheet, recorded: files can be shared, and each share is kept with its files' first bytes.
  await context.addInitScript(() => {
    const shares: unknown[] = [];
    Object.assign(window, { __shares: shares });
    Object.defineProperty(navigator, 'canShare', { value: (data: ShareData) => Boolean(data), configurable: true });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        const files = await Promise.all(
          (data.files ?? []).map(async (file) => ({
            name: file.name,
            type: file.type,
            head: [...new Uint8Array(await file.slice(0, 8).arrayBuffer())],
          })),
        );
        shares.push({ title: data.title, text: data.text, url: data.url, files });
      },
    });
  });
  const page = await context.newPage();
  await logInAsSeller(page);
  await page.getByRole('button', { name: "Share today's menu" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shares: Shared[] }).__shares.length)).toBe(1);
  const [shared] = await page.evaluate(() => (window as unknown as { __shares: Shared[] }).__shares);
  expect(shared!.title).toMatch(/ — today's menu$/);
  expect(shared!.files).toHaveLength(1);
  expect(shared!.files[0]).toMatchObject({ name: 'todays-menu.png', type: 'image/png' });
  expect(shared!.files[0]!.head).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const link = new URL(shared!.url!);
  expect(link.pathname).toBe('/menu/today');

  // The link as WhatsApp's preview maker fetches it: no JavaScript, only the page's head.
  const preview = await page.request.get(link.href);
  expect(preview.headers()['content-type']).toContain('text/html');
  const html = await preview.text();
  expect(meta(html, 'og:title')).toBe(shared!.title!.replace("'", '&#39;'));
  expect(meta(html, 'og:url')).toBe(link.href);
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  const image = meta(html, 'og:image')!;
  expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/share\/menu\.png\?v=/);
  const picture = await page.request.get(image);
  expect(picture.headers()['content-type']).toBe('image/png');
  expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['1200', '630']);

  // In the app, the link opens the menu.
  await page.goto(link.href);
  await expect(page).toHaveURL(/\/$/);
  await context.close();
});

test("a customer shares a thali where the browser has no share sheet: a WhatsApp link with the thali's link", async ({
  browser,
  request,
}) => {
  const meals = (await (await request.get('/api/v1/meal')).json()) as {
    data: { meals: { _id: string; name: string; is_active: boolean }[] };
  };
  const thali = meals.data.meals.find((meal) => meal.is_active)!;
  const context = await browser.newContext();
  await markSplashSeen(context);
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  const page = await context.newPage();
  // The shared thali's link opens its detail in the app.
  await page.goto(`/dish/${thali._id}`);
  const detail = page.getByRole('dialog', { name: thali.name });
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: 'Share', exact: true }).click();
  const whatsApp = detail.getByRole('link', { name: 'Share on WhatsApp' });
  await expect(whatsApp).toBeVisible();
  const href = new URL((await whatsApp.getAttribute('href'))!);
  expect(href.origin).toBe('https://wa.me');
  const text = href.searchParams.get('text')!;
  expect(text).toContain(thali.name);
  expect(text).toMatch(new RegExp(`http://127\\.0\\.0\\.1:\\d+/dish/${thali._id}$`));

  // The thali's link carries its own preview.
  const html = await (await request.get(`/dish/${thali._id}`)).text();
  expect(meta(html, 'og:title')).toContain(thali.name);
  expect(meta(html, 'og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  await context.close();
});
