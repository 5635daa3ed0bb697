import { createHmac } from 'node:crypto';
import { expect, test, type Page } from './support/test.ts';
import { checkOutAThali, type Receiver } from './support/customer.ts';
import { useOwnKitchen } from './support/own-kitchen.ts';
import { logInAsSeller } from './support/seller.ts';
import { expectAccessible } from './support/axe.ts';

/**
 * UPI confirmed from the bank's own SMS (issue 27, docs/decisions/0097, 0098, 0102), as the journey
 * reads: the cook names her bank's sender and the phone's signing key; a customer orders with UPI and the
 * order page asks an exact amount; a stand-in for the kitchen's phone (this test, signing as SMS Gateway for
 * Android signs) posts the bank's credit SMS for that amount; the customer's page turns paid without a
 * reload and the cook's order shows 'UPI received'; the same SMS posted again changes nothing; a credit of
 * another amount waits in 'Payments to match' and the cook assigns it to the order it paid.
 *
 * The journey runs its own server: it changes the kitchen's settings, which the shared journeys read.
 */
const COOK = { mobile: '9000000027', pin: '2468' };
const UPI_ID = 'asha.rasoi@okaxis';
const SIGNING_KEY = 'e2e-Kitchen-Phone-7';
const BANK_SENDER = 'VM-SBIUPI-S';
const NEIGHBOUR: Receiver = {
  name: 'Kavya Rao',
  phone: '9811100027',
  flat: 'B-227',
  tower: 'Tower 2',
  society: 'Gaur Green Avenue',
};
const kitchen = useOwnKitchen({ name: 'upi-sms', seller: COOK });

let eventCount = 0;

/** SBI's UPI credit alert for `paise` with reference `rrn`. */
function sbiCredit(paise: number, rrn: string): string {
  const rupees = `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
  return `Dear UPI user A/C X1234 credited by Rs.${rupees} on 06Dec26 by (UPI Ref No ${rrn}) from kavya@okicici. -SBI`;
}

/**
 * The kitchen's phone forwarding one received SMS, each time as a new event: POST /api/v1/payments/sms with
 * X-Signature, the hex HMAC-SHA256 of the body followed by X-Timestamp. Answers the status.
 */
async function phoneForwards(message: string): Promise<number> {
  eventCount += 1;
  const body = JSON.stringify({
    deviceId: 'e2e-kitchen-phone',
    event: 'sms:received',
    id: `e2e-${process.pid}-${eventCount}`,
    payload: {
      messageId: `m${eventCount}`,
      message,
      phoneNumber: BANK_SENDER,
      simNumber: 1,
      receivedAt: new Date().toISOString(),
    },
    webhookId: 'rasoi-bank-sms',
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', SIGNING_KEY)
    .update(body + timestamp)
    .digest('hex');
  const answer = await fetch(`${kitchen.origin}/api/v1/payments/sms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signature },
    body,
  });
  return answer.status;
}

/**
 * Places a thali order with UPI on delivery (the first time logging in and saving the address, then
 * with the saved one) and opens its page; answers its number ('#ab12').
 */
async function orderWithUpi(customer: Page, first: boolean): Promise<string> {
  await customer.goto('/');
  if (first) {
    await checkOutAThali(customer, {
      mobile: `9${String(Date.now()).slice(-9)}`,
      serverLog: kitchen.serverLog,
      receiver: NEIGHBOUR,
    });
  } else {
    await customer.getByRole('button', { name: 'Add Rajma Chawal Thali to cart' }).first().click();
    await customer.getByRole('dialog', { name: 'Complete your Meal' }).getByRole('button', { name: 'Close' }).click();
    await customer.getByRole('link', { name: /Cart/ }).click();
    await customer.getByRole('button', { name: 'Proceed to checkout' }).click();
    await customer.getByRole('button', { name: 'Confirm Address' }).click();
  }
  await customer.getByRole('radio', { name: /UPI on delivery/ }).check({ force: true });
  await customer.getByRole('button', { name: 'Place Order' }).click();
  await expect(customer).toHaveURL(/\/profile\/orders(\?sheet=new-coupon)?$/, { timeout: 8_000 });
  await customer.goto('/profile/orders');
  const card = customer.getByRole('link', { name: /^Order #/ }).first();
  const number = /#\w{4}/.exec((await card.getAttribute('aria-label')) ?? '')?.[0] ?? '';
  expect(number).not.toBe('');
  await card.click();
  return number;
}

/** The amount in paise that the order page's 'Pay ₹… by UPI' link asks (its `am`). */
async function askedPaise(customer: Page): Promise<number> {
  const pay = customer.getByRole('link', { name: /^Pay ₹[\d,.]+ by UPI$/ });
  await expect(pay).toBeVisible();
  const link = (await pay.getAttribute('href'))!;
  const am = new URLSearchParams(link.slice('upi://pay?'.length)).get('am')!;
  const [rupees, paise] = am.split('.');
  return Number(rupees) * 100 + Number(paise);
}

test("a UPI payment confirms itself from the bank's SMS, and the cook matches the one it cannot (issue 27)", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const cook = await kitchen.phone(browser);

  await test.step('the cook sets her UPI id, her bank’s sender and the phone’s signing key', async () => {
    await logInAsSeller(cook, COOK);
    await cook.goto('/seller/settings');
    await cook.getByLabel('UPI id').fill(UPI_ID);
    await cook.getByRole('button', { name: 'Save settings' }).click();
    await expect(cook.getByText('Kitchen settings saved')).toBeVisible();

    await cook.getByRole('link', { name: /Bank SMS/ }).click();
    await expect(cook).toHaveURL(/\/seller\/bank-sms$/);
    await cook.getByLabel('Add a sender').fill(BANK_SENDER);
    await cook.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(cook.getByText('SBIUPI added.')).toBeVisible();
    await cook.getByLabel('New signing key').fill(SIGNING_KEY);
    await cook.getByRole('button', { name: 'Save key' }).click();
    await expect(cook.getByText('Signing key saved.')).toBeVisible();
    await expect(cook.getByText('A signing key is set. It is never shown again.')).toBeVisible();
    await expect(cook.getByText(SIGNING_KEY)).toHaveCount(0);
    await expectAccessible(cook, 'seller bank SMS settings');
    await cook.screenshot({ path: testInfo.outputPath('bank-sms.png'), fullPage: true });
  });

  const customer = await kitchen.phone(browser);
  const first = await test.step('a customer orders with UPI and the page asks an exact amount', async () => {
    const number = await orderWithUpi(customer, true);
    const paise = await askedPaise(customer);
    expect(paise).toBeGreaterThan(0);
    await customer.screenshot({ path: testInfo.outputPath('order-exact-amount.png') });
    return { number, paise };
  });

  const credit = sbiCredit(first.paise, '634500000271');
  await test.step('the phone forwards the bank’s credit: the customer’s page turns paid without a reload', async () => {
    expect(await phoneForwards(credit)).toBe(200);
    await expect(customer.getByRole('status').filter({ hasText: 'Paid by UPI' })).toBeVisible();
    await expect(customer.getByRole('link', { name: /by UPI$/ })).toHaveCount(0);
    await expectAccessible(customer, 'order paid by UPI');
    await customer.screenshot({ path: testInfo.outputPath('order-paid.png') });

    await cook.goto('/seller/orders');
    const card = cook.getByRole('listitem').filter({ hasText: first.number });
    await expect(card).toContainText('UPI received');
  });

  await test.step('the same SMS forwarded again changes nothing', async () => {
    expect(await phoneForwards(credit)).toBe(200);
    await cook.goto('/seller/payments');
    await expect(cook.getByRole('heading', { name: 'Payments to match', level: 1 })).toBeVisible();
    await expect(cook.getByText(/Nothing to match/)).toBeVisible();
    await customer.reload();
    await expect(customer.getByRole('status').filter({ hasText: 'Paid by UPI' })).toBeVisible();
  });

  const second = await test.step('a second UPI order waits for its payment', async () => {
    const number = await orderWithUpi(customer, false);
    // The cook's screen rings for the new order; she answers it later.
    const ring = cook.getByRole('alertdialog', { name: 'New Order Received' });
    await expect(ring).toBeVisible({ timeout: 8_000 });
    await ring.getByRole('button', { name: 'Later' }).click();
    return { number, paise: await askedPaise(customer) };
  });

  await test.step('a credit of another amount waits in Payments to match, and the cook assigns it', async () => {
    const otherPaise = second.paise - 1_000;
    expect(await phoneForwards(sbiCredit(otherPaise, '634500000272'))).toBe(200);
    await cook.getByRole('button', { name: 'Refresh' }).click();
    const payment = cook.getByRole('region', { name: /from kavya@okicici/ });
    await expect(payment).toBeVisible();
    await expectAccessible(cook, 'payments to match with one credit');
    await cook.screenshot({ path: testInfo.outputPath('payments-to-match.png'), fullPage: true });
    await payment.getByRole('button', { name: new RegExp(`^Assign to ${second.number}`) }).click();
    await expect(cook.getByText(`Order ${second.number} is marked paid by UPI.`)).toBeVisible();
    await expect(cook.getByText(/Nothing to match/)).toBeVisible();

    await expect(customer.getByRole('status').filter({ hasText: 'Paid by UPI' })).toBeVisible();
  });
});
