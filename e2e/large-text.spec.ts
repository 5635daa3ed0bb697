import { test } from './support/test.ts';
import { orderAThali } from './support/customer.ts';
import { checkPage, LAYOUTS, useTextScale } from './support/large-text.ts';
import { logInAsSeller } from './support/seller.ts';
import { newMobile } from './support/server-log.ts';

// Large text and narrow screens (issue 16, D61): at 320 CSS pixels wide, and at a phone's 390 with the
// root font size at 200% (what Android Chrome's text scaling does to a page sized in rem), the main pages
// neither scroll sideways nor cut text off. Screenshots of every page land in the test's output folder.

for (const layout of LAYOUTS) {
  test.describe(`at ${layout.name}`, () => {
    test.use({ viewport: { width: layout.width, height: layout.height } });

    test('the customer pages hold', async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await useTextScale(page, layout.fontScale);
      await orderAThali(page, newMobile());
      await page.keyboard.press('Escape');
      const order = await page
        .getByRole('link', { name: /^Order #/ })
        .first()
        .getAttribute('href');

      await checkPage(page, testInfo, 'my-orders', undefined, { name: 'My Orders', level: 1 }, layout.fontScale);
      await checkPage(page, testInfo, 'tracking', order ?? '', { name: /^Order #/, level: 1 }, layout.fontScale);
      await checkPage(page, testInfo, 'profile', '/profile', { level: 1 }, layout.fontScale);
      await checkPage(page, testInfo, 'home', '/', { name: 'Featured Meal' }, layout.fontScale);
      await checkPage(page, testInfo, 'full-menu', '/full-menu', { level: 1 }, layout.fontScale);

      // A thali in the cart again, for the cart and payment pages.
      await page.goto('/');
      await page.getByRole('button', { name: 'Add Rajma Chawal Thali to cart' }).first().click();
      await page.getByRole('dialog', { name: 'Complete your Meal' }).getByRole('button', { name: 'Close' }).click();
      await checkPage(page, testInfo, 'cart', '/cart', { name: 'Meal Cart', level: 1 }, layout.fontScale);
      await checkPage(page, testInfo, 'payment', '/payment', { role: 'button', name: 'Place Order' }, layout.fontScale);
    });

    test('the seller pages hold', async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await useTextScale(page, layout.fontScale);
      await logInAsSeller(page);
      await checkPage(
        page,
        testInfo,
        'seller-dashboard',
        undefined,
        { name: 'Your kitchen', level: 1 },
        layout.fontScale,
      );
      await checkPage(page, testInfo, 'seller-orders', '/seller/orders', { level: 1 }, layout.fontScale);
      await checkPage(page, testInfo, 'seller-delivery-run', '/seller/delivery-run', { level: 1 }, layout.fontScale);
      await checkPage(page, testInfo, 'seller-income', '/seller/income', { level: 1 }, layout.fontScale);
      await checkPage(page, testInfo, 'seller-settings', '/seller/settings', { level: 1 }, layout.fontScale);
      // issue 28 part 3 (D109, D110): the ingredients and the market list
      await checkPage(page, testInfo, 'seller-ingredients', '/seller/ingredients', { level: 1 }, layout.fontScale);
      await checkPage(page, testInfo, 'seller-market-list', '/seller/market-list', { level: 1 }, layout.fontScale);
      // The kitchen printer (issue 28, D111): its radio rows and switch hold their words.
      await checkPage(page, testInfo, 'seller-printer', '/seller/printer', { level: 1 }, layout.fontScale);
    });
  });
}
