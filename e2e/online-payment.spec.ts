import { expect, test } from './support/test.ts';
import {
  startRazorpayStandIn,
  TEST_KEY_ID,
  TEST_KEY_SECRET,
  TEST_WEBHOOK_SECRET,
  type RazorpayStandIn,
} from '../apps/server/test/razorpay-stand-in.ts';
import { checkOutAThali, type Receiver } from './support/customer.ts';
import { useOwnKitchen } from './support/own-kitchen.ts';
import { logInAsSeller } from './support/seller.ts';
import { expectAccessible } from './support/axe.ts';

/**
 * Online prepayment through the payment gateway (issue 27 part 2, docs/decisions/0100), against a local
 * stand-in that answers as Razorpay's documentation describes and serves a checkout.js substitute: the cook
 * sets the kitchen's keys; a customer chooses Pay Online, the checkout opens for the server's amount, the
 * customer pays, the stand-in posts the signed webhook and the order page says 'Paid online'; the customer
 * cancels, the refund goes to the gateway for the amount paid and the page says so.
 *
 * The journey runs its own server, pointed at the stand-in (PAYMENT_GATEWAY_API_URL, _CHECKOUT_URL).
 */
const COOK = { mobile: '9000000028', pin: '8642' };
const STAND_IN_PORT = 43000 + (process.pid % 2000);
const STAND_IN = `http://127.0.0.1:${STAND_IN_PORT}`;
const NEIGHBOUR: Receiver = {
  name: 'Ritu Sharma',
  phone: '9811100028',
  flat: 'C-328',
  tower: 'Tower 3',
  society: 'Gaur Green Avenue',
};
const kitchen = useOwnKitchen({
  name: 'online-pay',
  seller: COOK,
  env: { PAYMENT_GATEWAY_API_URL: STAND_IN, PAYMENT_GATEWAY_CHECKOUT_URL: `${STAND_IN}/v1/checkout.js` },
});

let standIn: RazorpayStandIn | undefined;
test.beforeAll(async () => {
  standIn = await startRazorpayStandIn({ port: STAND_IN_PORT });
});
test.afterAll(async () => {
  await standIn?.close();
});

test('a customer pays online through the gateway, cancels, and the refund is recorded (issue 27)', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const gateway = standIn!;
  gateway.setWebhookTarget(`${kitchen.origin}/api/v1/payments/gateway/webhook`);
  const cook = await kitchen.phone(browser);

  await test.step('the cook saves the kitchen’s gateway keys', async () => {
    await logInAsSeller(cook, COOK);
    const token = await cook.evaluate(() => localStorage.getItem('auth_token'));
    const saved = await cook.request.patch('/api/v1/payments/gateway/settings', {
      headers: { authorization: `Bearer ${token ?? ''}` },
      data: { key_id: TEST_KEY_ID, key_secret: TEST_KEY_SECRET, webhook_secret: TEST_WEBHOOK_SECRET },
    });
    expect(saved.status()).toBe(200);
    const settings = JSON.stringify(await saved.json());
    // A settings answer says whether each secret is set, never the secret.
    expect(settings).not.toContain(TEST_KEY_SECRET);
    expect(settings).not.toContain(TEST_WEBHOOK_SECRET);
  });

  const customer = await kitchen.phone(browser);
  let orderPath = '';
  await test.step('the customer chooses Pay Online and pays in the gateway’s checkout', async () => {
    await customer.goto('/');
    await checkOutAThali(customer, {
      mobile: `9${String(Date.now()).slice(-9)}`,
      serverLog: kitchen.serverLog,
      receiver: NEIGHBOUR,
    });
    await customer.getByRole('radio', { name: /Pay Online/ }).check({ force: true });
    await expectAccessible(customer, 'payment, Pay Online chosen');
    // With Pay Online chosen, the page's action is 'Pay Online': it places the order awaiting its payment.
    await customer.getByRole('button', { name: 'Pay Online', exact: true }).click();
    const checkout = customer.getByLabel('Razorpay stand-in');
    await expect(checkout).toBeVisible({ timeout: 15_000 });
    await customer.screenshot({ path: testInfo.outputPath('checkout.png') });
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(customer).toHaveURL(/\/orders\//, { timeout: 15_000 });
    orderPath = new URL(customer.url()).pathname;
    await expect(customer.getByText('Paid online')).toBeVisible({ timeout: 15_000 });
    await expectAccessible(customer, 'order paid online');
    await customer.screenshot({ path: testInfo.outputPath('paid-online.png') });
  });

  const order = [...gateway.orders.values()].at(-1)!;
  await test.step('the kitchen sees the paid order', async () => {
    expect(order.status).toBe('paid');
    await cook.goto('/seller/orders');
    const card = cook.getByRole('listitem').filter({ hasText: `#${orderPath.slice(-4)}` });
    await expect(card).toContainText('Paid online');
  });

  await test.step('the customer cancels: the refund goes to the gateway and the page says so', async () => {
    await customer.goto(orderPath);
    await customer.getByRole('button', { name: 'Cancel order' }).click();
    const sheet = customer.getByRole('dialog', { name: 'Cancel this order?' });
    await sheet.getByLabel('Ordered by mistake').check();
    await sheet.getByRole('button', { name: 'Cancel order' }).click();
    await expect(customer.getByText('Cancelled by you')).toBeVisible();
    await expect(customer.getByText(/refunded to you|on its way back to you/)).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => gateway.refunds.length, { timeout: 15_000 }).toBe(1);
    expect(gateway.refunds[0]!.amount).toBe(order.amount);
    await expectAccessible(customer, 'order cancelled and refunded');
    await customer.screenshot({ path: testInfo.outputPath('refunded.png') });
  });
});
