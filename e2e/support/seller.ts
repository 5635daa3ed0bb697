import { expect, type Page } from '@playwright/test';

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
  for (const [index, digit] of [...seller.mobile].entries()) {
    await overlay.getByLabel(`Mobile digit ${index + 1}`, { exact: true }).fill(digit);
  }
  for (const [index, digit] of [...seller.pin].entries()) {
    await overlay.getByLabel(`PIN digit ${index + 1}`, { exact: true }).fill(digit);
  }
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
