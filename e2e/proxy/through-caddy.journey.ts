import { expect, test, type Page } from '@playwright/test';
import { orderAThali } from '../support/customer.ts';
import { logInAsSeller } from '../support/seller.ts';
import { newMobile } from '../support/server-log.ts';
import { markSplashSeen } from '../support/test.ts';

/** The page's live order stream once it is open (`GET /api/v1/events?ticket=...`). */
function streamOpened(page: Page) {
  return page.waitForResponse((response) => /\/api\/v1\/events\?/.test(response.url()) && response.status() === 200);
}

test('through Caddy over https a customer orders with a code login and the seller’s live list shows it', async ({
  browser,
}) => {
  // The seller keeps the orders page open; its live stream comes through the proxy.
  const seller = await (await browser.newContext()).newPage();
  const sellerStream = streamOpened(seller);
  await logInAsSeller(seller);
  await seller.getByRole('link', { name: 'Order', exact: true }).click();
  const stream = await sellerStream;
  expect(stream.url()).toMatch(/^https:\/\/rasoi\.localhost:\d+\//);
  expect(await stream.headerValue('content-type')).toMatch(/^text\/event-stream/);

  // The customer's phone: the app knows it was reached over https (TRUST_PROXY), and its code comes
  // compressed by the app itself, passed through by Caddy.
  // A returning phone: a first visit's splash could open just as the first tap lands, and take it.
  const phone = await browser.newContext();
  await markSplashSeen(phone);
  const customer = await phone.newPage();
  const script = customer.waitForResponse((response) => /\/assets\/.+\.js$/.test(response.url()));
  const home = await customer.goto('/');
  expect(home?.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  expect((await script).headers()['content-encoding']).toMatch(/^(br|gzip)$/);

  // The menu, a login with the code the server sent, an address and an order, all through the proxy.
  const number = await orderAThali(customer, newMobile());

  // The seller's open list shows it without a reload: the event passed through Caddy at once.
  await expect(seller.getByRole('listitem').filter({ hasText: number })).toBeVisible({ timeout: 5_000 });
});
