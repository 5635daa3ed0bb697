import { expect, type Page } from '@playwright/test';
import { readOtpFromServerLog, sharedServerLog } from './server-log.ts';

/**
 * Logs in through the login and OTP overlays with the code the server printed (spec 4 'Login flow') in
 * `serverLog` (the shared server's output unless the journey runs its own). Expects the login overlay
 * to be open already.
 */
export async function logInThroughOverlay(page: Page, mobile: string, serverLog = sharedServerLog()): Promise<void> {
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login.getByRole('heading', { name: 'Mobile Number' })).toBeVisible();
  await login.getByLabel('Mobile number').fill(mobile);
  await login.getByRole('button', { name: 'Generate OTP' }).click();
  await expect(page.getByText('OTP sent successfully')).toBeVisible();
  const code = await readOtpFromServerLog(mobile, undefined, serverLog);
  const otp = page.getByRole('dialog', { name: 'Verify OTP' });
  // The four boxes are one field to assistive tech (issue 16, D60): typed key by key, as a person would.
  await otp.getByLabel('One-time code', { exact: true }).pressSequentially(code);
  await otp.getByRole('button', { name: 'Validate OTP' }).click();
  await expect(page.getByText('Logged in successfully')).toBeVisible();
}

/** Who receives an order and where, as the add-address form asks (spec 5). */
export type Receiver = { name: string; phone: string; flat: string; tower: string; society: string };

/** The receiver the journeys use unless they need several. */
export const ASHA: Receiver = {
  name: 'Asha Verma',
  phone: '9811122233',
  flat: 'B-1204',
  tower: 'Tower 7',
  society: 'Gaur Green Avenue',
};

/** Fills the add-address form (spec 5) with a receiver (Asha unless given) in Indirapuram and the pincode. */
export async function fillAddressForm(page: Page, pincode: string, receiver: Receiver = ASHA): Promise<void> {
  await page.getByLabel('Receiver name').fill(receiver.name);
  await page.getByLabel('Receiver phone').fill(receiver.phone);
  await page.getByLabel('Flat number / Building name').fill(receiver.flat);
  await page.getByLabel('Tower Number').fill(receiver.tower);
  await page.getByLabel('Society').fill(receiver.society);
  await page.getByLabel('Locality').fill('Indirapuram');
  await page.getByLabel('Pincode').fill(pincode);
}

/** Who checks out, with what: the thali's name, the mobile number, the server's log with the codes. */
export type CheckOut = { thali?: string; mobile: string; serverLog?: string; receiver?: Receiver };

/**
 * From the menu on screen to a logged-in cart at checkout: the thali in the cart (its add-ons sheet
 * closed), the cart, 'Proceed to checkout' and login with the code the console SMS gateway printed.
 */
export async function logInWithAThali(page: Page, options: CheckOut): Promise<void> {
  const { thali = 'Rajma Chawal Thali', mobile, serverLog = sharedServerLog() } = options;
  await page
    .getByRole('button', { name: `Add ${thali} to cart` })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Complete your Meal' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: /Cart/ }).click();
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await logInThroughOverlay(page, mobile, serverLog);
}

/**
 * From the menu on screen to the payment page: `logInWithAThali`, then a new delivery address (the
 * receiver's, pincode 201009) saved and confirmed.
 */
export async function checkOutAThali(page: Page, options: CheckOut): Promise<void> {
  await logInWithAThali(page, options);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.getByRole('link', { name: 'Add Delivery Address' }).click();
  await fillAddressForm(page, '201009', options.receiver);
  await page.getByRole('button', { name: /Save/ }).click();
  await page.getByRole('button', { name: 'Confirm Address' }).click();
}

/**
 * A customer's whole first order through the app: a thali, login with the printed code, a new
 * address, cash on delivery, and the thank-you countdown to My Orders (on a journey's own server, its
 * `serverLog`; another receiver than Asha with `receiver`). Returns the order's short number as shown
 * ('#' + last four characters of its id).
 */
export async function orderAThali(
  page: Page,
  mobile: string,
  thali = 'Rajma Chawal Thali',
  options: Pick<CheckOut, 'serverLog' | 'receiver'> = {},
): Promise<string> {
  await page.goto('/');
  await checkOutAThali(page, { thali, mobile, ...options });
  await page.getByRole('button', { name: 'Place Order' }).click();
  // My Orders with 'Won a new coupon' open on it, in the URL (issue 12, D38).
  await expect(page).toHaveURL(/\/profile\/orders\?sheet=new-coupon$/, { timeout: 8_000 });
  const label = await page
    .getByRole('link', { name: /^Order #/ })
    .first()
    .getAttribute('aria-label');
  return /#\w{4}/.exec(label ?? '')?.[0] ?? '';
}
