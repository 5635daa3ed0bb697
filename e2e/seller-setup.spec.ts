import { expect, test, type Page } from './support/test.ts';
import { printedSellerLogin, startFreshServer, type FreshServer } from './support/fresh-server.ts';

/**
 * A kitchen's first start (issue 13, D41): the server starts without SELLER_PIN and prints a PIN once;
 * the owner logs in with it, the app asks for the kitchen's details and a PIN of their own, and from
 * then on the printed PIN no longer works and the chosen one does.
 */
let server: FreshServer;
test.beforeAll(async () => {
  server = await startFreshServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** Types digits, key by key, into a row of digit boxes: one field named `label` (issue 16, D60). */
async function typeDigits(page: Page, label: string, digits: string) {
  await page.getByLabel(label, { exact: true }).pressSequentially(digits);
}

/** Opens the seller login from the customer app's Profile and sends the number and PIN. */
async function sellerLogin(page: Page, mobile: string, pin: string) {
  await page.goto(`${server.origin}/profile`);
  await page.getByText('Login as seller').click();
  const overlay = page.getByRole('dialog', { name: 'Login as seller' });
  await expect(overlay).toBeVisible();
  await typeDigits(page, 'Mobile number', mobile);
  await typeDigits(page, 'PIN', pin);
  await overlay.getByRole('button', { name: 'Login' }).click();
}

test('the owner logs in with the printed PIN, sets the kitchen up with a PIN of their own, and logs in with it', async ({
  page,
}) => {
  const printed = printedSellerLogin(server.log());
  expect(printed.mobile).toBe('9000000000');

  await sellerLogin(page, printed.mobile, printed.pin);
  await expect(page).toHaveURL(/\/seller$/);

  // The setup comes before the dashboard: first the kitchen's details...
  await expect(page.getByRole('heading', { name: 'Set up your kitchen', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your kitchen', exact: true })).toHaveCount(0);
  await page.getByLabel('Kitchen name').fill('Asha’s Rasoi');
  await page.getByLabel('Support phone').fill('9811122233');
  await page.getByLabel(/^Pincodes you deliver to/).fill('201009, 201010');
  await page.getByRole('button', { name: 'Next' }).click();

  // ...then a PIN of the owner's own, typed twice.
  const newPin = printed.pin === '2468' ? '1357' : '2468';
  await typeDigits(page, 'New PIN', newPin);
  await typeDigits(page, 'New PIN again', newPin);
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page.getByText('Your kitchen is ready')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your kitchen', exact: true })).toBeVisible();

  // Logout from the seller's profile.
  await page.getByRole('link', { name: 'Chef profile' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${server.origin}/`);

  // The printed PIN is no longer the kitchen's...
  await sellerLogin(page, printed.mobile, printed.pin);
  await expect(page.getByText('Invalid phone number or pin')).toBeVisible();

  // ...the chosen one is, and the setup is done.
  await sellerLogin(page, printed.mobile, newPin);
  await expect(page).toHaveURL(/\/seller$/);
  await expect(page.getByRole('heading', { name: 'Your kitchen', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set up your kitchen', exact: true })).toHaveCount(0);

  // The customer app shows the kitchen's new name.
  await page.goto(`${server.origin}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Asha’s Rasoi, home' })).toBeVisible();
});
