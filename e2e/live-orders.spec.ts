/// <reference lib="dom" />
// The functions passed to page.evaluate run in the browser.
import { expect, test, type Page, newPhone } from './support/test.ts';
import { orderAThali } from './support/customer.ts';
import { logInAsSeller } from './support/seller.ts';
import { newMobile } from './support/server-log.ts';

/** Marks the page's JavaScript world; a reload would wipe the mark. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { rasoiNotReloaded: true }));
}

async function stillSamePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { rasoiNotReloaded?: boolean }).rasoiNotReloaded === true);
}

/**
 * Notes, in the seller's page, when the first order card beyond those listed now appears (the page's
 * clock and the test's are the same machine's).
 */
async function watchForNewCard(page: Page): Promise<void> {
  await page.evaluate(() => {
    const cards = () => document.querySelectorAll('li > button[aria-expanded]').length;
    const before = cards();
    const world = window as unknown as { rasoiNewCardAt?: number };
    const observer = new MutationObserver(() => {
      if (cards() <= before) return;
      world.rasoiNewCardAt = Date.now();
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/** Waits until the page's live order stream is open (issue 5: `GET /api/v1/events?ticket=...`). */
function streamOpened(page: Page) {
  return page.waitForResponse((response) => /\/api\/v1\/events\?/.test(response.url()) && response.status() === 200);
}

test('a new order reaches the seller without a reload, and the seller moving it reaches the customer', async ({
  browser,
}) => {
  // The seller has the orders page open.
  const seller = await newPhone(browser);
  const sellerStream = streamOpened(seller);
  await logInAsSeller(seller);
  await seller.getByRole('link', { name: 'Order', exact: true }).click();
  await expect(seller).toHaveURL(/\/seller\/orders$/);
  await sellerStream;
  await markPage(seller);

  // A customer orders on another phone; the seller's list shows it, then the new-order alert.
  const customer = await newPhone(browser);
  await watchForNewCard(seller);
  const placedAt = customer
    .waitForRequest((request) => request.url().includes('/api/v1/order/create-cod-order'), { timeout: 45_000 })
    .then(() => Date.now());
  const number = await orderAThali(customer, newMobile());
  const card = seller.getByRole('listitem').filter({ hasText: number });
  await expect(card).toBeVisible({ timeout: 5_000 });
  const seenAt = await seller.evaluate(() => (window as unknown as { rasoiNewCardAt?: number }).rasoiNewCardAt ?? 0);
  const delayMs = seenAt - (await placedAt);
  test.info().annotations.push({ type: 'placement to seller screen', description: `${delayMs} ms` });
  console.info(`live-orders: order ${number} reached the seller's screen ${delayMs} ms after the placement request`);
  expect(delayMs).toBeLessThan(1_000);

  const alert = seller.getByRole('alertdialog', { name: 'New Order Received' });
  await expect(alert).toBeVisible({ timeout: 8_000 });
  await alert.getByRole('button', { name: 'Later' }).click();
  expect(await stillSamePage(seller)).toBe(true);

  // The customer follows the order on its tracking page, which stays open.
  await customer.getByRole('link', { name: new RegExp(`Order ${number}`) }).click();
  await expect(customer.getByText('Preparing', { exact: true })).toBeVisible();
  await expect(customer.getByRole('listitem').filter({ hasText: 'Order Out For Delivery' })).toBeVisible();
  await markPage(customer);

  // The seller marks it ready; the tracking page moves on by itself.
  await card.getByRole('button', { name: new RegExp(number) }).click();
  await card.getByRole('button', { name: 'Mark as ready' }).click();
  await expect(customer.getByText('Out For Delivery', { exact: true })).toBeVisible({ timeout: 3_000 });
  await expect(customer.getByText('Prepared', { exact: true })).toBeVisible();

  // Delivered too (which also leaves the kitchen's Out for Delivery tab as the next journey expects it).
  await seller.getByRole('tab', { name: /Out for Delivery/ }).click();
  const outCard = seller.getByRole('listitem').filter({ hasText: number });
  await outCard.getByRole('button', { name: new RegExp(number) }).click();
  await outCard.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(customer.getByText('Delivered', { exact: true }).first()).toBeVisible({ timeout: 3_000 });
  expect(await stillSamePage(customer)).toBe(true);
  expect(await stillSamePage(seller)).toBe(true);
});
