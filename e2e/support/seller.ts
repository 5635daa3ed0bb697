import { expect, type Page } from '@playwright/test';

/** Every page of the seller area, for the journeys that visit each one (axe, Hindi). */
export const SELLER_PAGES = [
  '/seller',
  '/seller/orders',
  '/seller/menu',
  '/seller/thalis',
  '/seller/dishes',
  '/seller/add-thali',
  '/seller/add-dish',
  '/seller/income',
  '/seller/coupons',
  '/seller/theme',
  '/seller/profile',
  '/seller/change-pin',
  '/seller/settings',
  '/seller/slots',
  '/seller/slot-plan',
  '/seller/prep-sheet',
  '/seller/delivery-run',
  '/seller/day-menu',
  '/seller/phone-order',
  '/seller/reviews',
  // issue 27 (D97, D98): the credits left to match and the bank SMS settings
  '/seller/payments',
  '/seller/bank-sms',
  '/seller/whatsapp',
  '/seller/online-payments',
  // issue 28 part 3 (D109, D110): the ingredients and the market list
  '/seller/ingredients',
  '/seller/market-list',
  // issue 28 part 4 (D111): the kitchen printer on this device
  '/seller/printer',
];

/**
 * SELLER_PAGES in two halves, each visited by a journey test of its own, so each half has the whole of a
 * test's time (axe on every page is the slow part, and the seller area keeps growing).
 */
export const SELLER_PAGE_HALVES = [
  SELLER_PAGES.slice(0, Math.ceil(SELLER_PAGES.length / 2)),
  SELLER_PAGES.slice(Math.ceil(SELLER_PAGES.length / 2)),
] as const;

/** The seller account playwright.config.ts gives the server (SELLER_MOBILE, SELLER_PIN). */
export const SELLER = { mobile: '9000000001', pin: '4321' };

/**
 * Logs in as the seller (the shared server's unless a journey's own server has another) from the
 * customer app's Profile, as a kitchen owner would (issue 3).
 */
export async function logInAsSeller(page: Page, seller: { mobile: string; pin: string } = SELLER): Promise<void> {
  await page.goto('/profile');
  await page.getByText('Login as seller').click();
  const overlay = page.getByRole('dialog', { name: 'Login as seller' });
  // Each row of boxes is one labelled field (issue 16, D60); the tenth mobile digit moves on to the PIN.
  await overlay.getByLabel('Mobile number', { exact: true }).pressSequentially(seller.mobile);
  await expect(overlay.getByLabel('PIN', { exact: true })).toBeFocused();
  await page.keyboard.type(seller.pin);
  await overlay.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/seller$/);
  // The journeys' server is a fresh install: the first seller login of a run meets the first-start setup
  // (issue 13, D41). Its PIN came from SELLER_PIN, so the setup asks only for the kitchen's details,
  // which keep the values the server started with.
  const setup = page.getByRole('heading', { name: 'Set up your kitchen', exact: true });
  const dashboard = page.getByRole('heading', { name: 'Your kitchen', exact: true });
  await expect(setup.or(dashboard)).toBeVisible();
  if (await setup.isVisible()) {
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(dashboard).toBeVisible();
  }
}
