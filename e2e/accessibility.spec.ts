import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/axe.ts';
import { logInThroughOverlay } from './support/customer.ts';
import { logInAsSeller, SELLER_PAGE_HALVES } from './support/seller.ts';
import { newMobile } from './support/server-log.ts';

/**
 * The screens no other journey passes through, checked with axe-core against WCAG 2.2 AA (issue 16,
 * D59). Read-only visits on the shared server: the other journeys check the screens they use on the way.
 */
test('the customer pages a visitor can browse without ordering pass axe (issue 16)', async ({ page }) => {
  await page.goto('/full-menu');
  await expect(page.getByRole('button', { name: /^Add .* to cart$/ }).first()).toBeVisible();
  await expectAccessible(page, 'full menu');

  await page.goto('/profile');
  await expect(page.getByText('Login as seller')).toBeVisible();
  await expectAccessible(page, 'profile, logged out');
  await page.getByText('Login as seller').click();
  await expect(page.getByRole('dialog', { name: 'Login as seller' })).toBeVisible();
  await expectAccessible(page, 'seller login sheet');
});

test('the one-time code sheet and the logged-in profile pass axe (issue 16)', async ({ page }) => {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Mobile number').fill(newMobile());
  await login.getByRole('button', { name: 'Generate OTP' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify OTP' })).toBeVisible();
  await expectAccessible(page, 'one-time code sheet');

  // Logged in with a fresh number through the journeys' own login steps.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await logInThroughOverlay(page, newMobile());
  await expect(page.getByRole('link', { name: /My Orders/ })).toBeVisible();
  await expectAccessible(page, 'profile, logged in');
});

test('a thali detail opened from a shared link passes axe (issue 16)', async ({ page, request }) => {
  const meals = (await (await request.get('/api/v1/meal')).json()) as {
    data: { meals: { _id: string; name: string; is_active: boolean }[] };
  };
  const thali = meals.data.meals.find((meal) => meal.is_active)!;
  await page.goto(`/dish/${thali._id}`);
  await expect(page.getByRole('dialog', { name: thali.name })).toBeVisible();
  await expectAccessible(page, 'thali detail sheet');
});

for (const [half, pages] of SELLER_PAGE_HALVES.entries()) {
  test(`every seller page passes axe, the orders page's tabs included, part ${half + 1} (issue 16)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logInAsSeller(page);
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `seller ${path}`);
    }
    if (!pages.includes('/seller/orders')) return;
    await page.goto('/seller/orders');
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click();
      await expectAccessible(page, `seller orders: ${(await tab.textContent()) ?? ''} tab`);
    }
  });
}
