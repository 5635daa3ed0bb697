import { expect, type Page } from '@playwright/test';
import { readOtpFromServerLog } from './server-log.ts';

/**
 * Logs in through the login and OTP overlays with the code the server printed (spec 4 'Login flow').
 * Expects the login overlay to be open already.
 */
export async function logInThroughOverlay(page: Page, mobile: string): Promise<void> {
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login.getByRole('heading', { name: 'Mobile Number' })).toBeVisible();
  await login.getByLabel('Mobile number').fill(mobile);
  await login.getByRole('button', { name: 'Generate OTP' }).click();
  await expect(page.getByText('OTP sent successfully')).toBeVisible();
  const code = await readOtpFromServerLog(mobile);
  const otp = page.getByRole('dialog', { name: 'Verify OTP' });
  for (const [index, digit] of [...code].entries()) {
    await otp.getByLabel(`Digit ${index + 1}`).fill(digit);
  }
  await otp.getByRole('button', { name: 'Validate OTP' }).click();
  await expect(page.getByText('Logged in successfully')).toBeVisible();
}

/** Fills the add-address form (spec 5) with a receiver in the society and the given pincode. */
export async function fillAddressForm(page: Page, pincode: string): Promise<void> {
  await page.getByLabel('Receiver name').fill('Asha Verma');
  await page.getByLabel('Receiver phone').fill('9811122233');
  await page.getByLabel('Flat number / Building name').fill('B-1204');
  await page.getByLabel('Tower Number').fill('Tower 7');
  await page.getByLabel('Society').fill('Gaur Green Avenue');
  await page.getByLabel('Locality').fill('Indirapuram');
  await page.getByLabel('Pincode').fill(pincode);
}
