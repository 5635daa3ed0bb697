import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
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
 * The kitchen's books (issue 28): an order delivered gets the financial year's first bill, with the kitchen's
 * FSSAI number; an order paid online through the gateway stand-in is billed at payment and, cancelled, gets a
 * numbered credit note; the accountant's CSV for the month lists all three; the cook adds an ingredient with
 * its price and a thali's recipe and sees what a plate costs; two neighbours order tomorrow's lunch, and
 * tomorrow's market list holds what to buy for them.
 *
 * The journey runs its own server (bill numbers start at 1, and a slot plan would cap the shared server's
 * orders), pointed at the gateway stand-in, in a time zone where it is 07:00: today's lunch is still open, so
 * an order for tomorrow is a choice, not the only slot left.
 */
function kitchenZoneAtSeven(now = new Date()): string {
  let offset = (7 - now.getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  if (offset === 0) return 'Etc/GMT';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

const COOK = { mobile: '9000000082', pin: '8284' };
const FSSAI = '21526123000456';
const THALI = 'Rajma Chawal Thali';
const STAND_IN_PORT = 45000 + (process.pid % 2000);
const STAND_IN = `http://127.0.0.1:${STAND_IN_PORT}`;
const SOCIETY = 'Gaur Green Avenue';
const receiver = (name: string, n: number): Receiver => ({
  name,
  phone: `981110008${n}`,
  flat: `A-10${n}`,
  tower: 'Tower 1',
  society: SOCIETY,
});
const kitchen = useOwnKitchen({
  name: 'kitchen-books',
  seller: COOK,
  env: {
    KITCHEN_TIMEZONE: kitchenZoneAtSeven(),
    PAYMENT_GATEWAY_API_URL: STAND_IN,
    PAYMENT_GATEWAY_CHECKOUT_URL: `${STAND_IN}/v1/checkout.js`,
  },
});

let standIn: RazorpayStandIn | undefined;
test.beforeAll(async () => {
  standIn = await startRazorpayStandIn({ port: STAND_IN_PORT });
});
test.afterAll(async () => {
  await standIn?.close();
});

const mobileOf = (person: number) => `9${String(Date.now()).slice(-8)}${person}`;

/** Places the order on the payment page and waits for My Orders; returns the order page's path. */
async function placeAndOpen(customer: Page): Promise<string> {
  await customer.getByRole('button', { name: 'Place Order' }).click();
  await expect(customer).toHaveURL(/\/profile\/orders\?sheet=new-coupon$/, { timeout: 8_000 });
  await customer.goto('/profile/orders');
  await customer
    .getByRole('link', { name: /^Order #/ })
    .first()
    .click();
  await expect(customer).toHaveURL(/\/orders\//);
  return new URL(customer.url()).pathname;
}

test("bills, a credit note, the accountant's export, a plate's cost and tomorrow's market list (issue 28)", async ({
  browser,
}, testInfo) => {
  // Four phones, a gateway checkout and a dozen screens checked: a few minutes on a loaded 2-core machine.
  test.setTimeout(300_000);
  standIn!.setWebhookTarget(`${kitchen.origin}/api/v1/payments/gateway/webhook`);
  const cook = await kitchen.phone(browser);

  await test.step('the cook sets the FSSAI number and the gateway keys', async () => {
    await logInAsSeller(cook, COOK);
    await cook.goto('/seller/settings');
    await cook.getByLabel('FSSAI licence number').fill(FSSAI);
    await expect(cook.getByRole('heading', { name: 'Bills' })).toBeVisible();
    await cook.getByRole('button', { name: 'Save settings' }).click();
    await expect(cook.getByText('Kitchen settings saved')).toBeVisible();
    const token = await cook.evaluate(() => localStorage.getItem('auth_token'));
    const saved = await cook.request.patch('/api/v1/payments/gateway/settings', {
      headers: { authorization: `Bearer ${token ?? ''}` },
      data: { key_id: TEST_KEY_ID, key_secret: TEST_KEY_SECRET, webhook_secret: TEST_WEBHOOK_SECRET },
    });
    expect(saved.status()).toBe(200);
  });

  const delivered = await kitchen.phone(browser);
  await test.step('an order delivered gets the year’s first bill, with the FSSAI number', async () => {
    await delivered.goto('/');
    await checkOutAThali(delivered, {
      thali: THALI,
      mobile: mobileOf(1),
      serverLog: kitchen.serverLog,
      receiver: receiver('Meera Iyer', 1),
    });
    const orderPath = await placeAndOpen(delivered);
    const number = `#${orderPath.slice(-4)}`;

    await cook.goto('/seller/orders');
    const card = cook.getByRole('listitem').filter({ hasText: number });
    await card.getByRole('button', { name: 'Mark as ready' }).click();
    await cook.getByRole('tab', { name: /Out for Delivery/ }).click();
    const out = cook.getByRole('listitem').filter({ hasText: number });
    await out.getByRole('button', { name: new RegExp(number) }).click();
    await out.getByRole('button', { name: 'Mark as delivered' }).click();
    await expect(cook.getByRole('tab', { name: /Delivered/ })).toBeVisible();

    await delivered.goto(orderPath);
    await delivered.getByRole('link', { name: 'View bill' }).click();
    const bill = delivered.getByRole('article', { name: /Bill no\. RS\/\d\d-\d\d\/000001/ });
    await expect(bill).toBeVisible();
    await expect(bill).toContainText(`FSSAI Lic. No. ${FSSAI}`);
    await expect(bill).toContainText(THALI);
    await expect(delivered.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await expectAccessible(delivered, 'the bill page');
    await delivered.screenshot({ path: testInfo.outputPath('bill.png'), fullPage: true });
  });

  await test.step('an order paid online is billed at payment, and cancelled gets a credit note', async () => {
    const payer = await kitchen.phone(browser);
    await payer.goto('/');
    await checkOutAThali(payer, {
      thali: THALI,
      mobile: mobileOf(2),
      serverLog: kitchen.serverLog,
      receiver: receiver('Kabir Shah', 2),
    });
    await payer.getByRole('radio', { name: /Pay Online/ }).check({ force: true });
    await payer.getByRole('button', { name: 'Pay Online', exact: true }).click();
    const checkout = payer.getByLabel('Razorpay stand-in');
    await expect(checkout).toBeVisible({ timeout: 15_000 });
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(payer).toHaveURL(/\/orders\//, { timeout: 15_000 });
    const orderPath = new URL(payer.url()).pathname;
    await expect(payer.getByText('Paid online')).toBeVisible({ timeout: 15_000 });

    await payer.getByRole('button', { name: 'Cancel order' }).click();
    const sheet = payer.getByRole('dialog', { name: 'Cancel this order?' });
    await sheet.getByLabel('Ordered by mistake').check();
    await sheet.getByRole('button', { name: 'Cancel order' }).click();
    await expect(payer.getByText('Cancelled by you')).toBeVisible();

    await payer.goto(`${orderPath}/bill`);
    await expect(payer.getByRole('article', { name: /Bill no\. RS\/\d\d-\d\d\/000002/ })).toBeVisible();
    const note = payer.getByRole('article', { name: /Credit note no\. RS\/\d\d-\d\d\/C00001/ });
    await expect(note).toBeVisible();
    await expect(note).toContainText(/RS\/\d\d-\d\d\/000002/);
    await expectAccessible(payer, 'a bill and its credit note');
    await payer.screenshot({ path: testInfo.outputPath('credit-note.png'), fullPage: true });
    await payer.context().close();
  });

  await test.step('the accountant’s export for the month lists both bills and the credit note', async () => {
    await cook.goto('/seller');
    const books = cook.getByRole('region', { name: "The kitchen's books" });
    await expect(books).toBeVisible();
    const [download] = await Promise.all([
      cook.waitForEvent('download'),
      books.getByRole('button', { name: 'Bills of this month (CSV)' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    const rows = csv.split('\r\n\r\n')[0]!.split('\r\n');
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual([
      expect.stringMatching(/^"RS\/\d\d-\d\d\/000001"$/),
      expect.stringMatching(/^"RS\/\d\d-\d\d\/000002"$/),
      expect.stringMatching(/^"RS\/\d\d-\d\d\/C00001"$/),
    ]);
    await expectAccessible(cook, 'dashboard with the books');
  });

  await test.step('the cook adds toor dal at ₹120 a kg and a recipe: a plate costs ₹12', async () => {
    await cook.goto('/seller/ingredients');
    const add = cook.getByRole('form', { name: 'Add ingredient' });
    await add.getByLabel('Name', { exact: true }).fill('Toor dal');
    await add.getByLabel('Unit', { exact: true }).selectOption('kg');
    await add.getByLabel('You buy it in packs of (kg)').fill('1');
    await add.getByRole('button', { name: 'Save ingredient' }).click();
    const dal = cook.getByRole('article', { name: 'Toor dal' });
    await expect(dal).toBeVisible();
    await dal.getByRole('button', { name: 'Set price of Toor dal' }).click();
    const price = cook.getByRole('form', { name: 'Set price of Toor dal' });
    await price.getByLabel('Price a kg (₹)').fill('120');
    await price.getByRole('button', { name: 'Save price' }).click();
    await expect(dal).toContainText('₹120');
    await expectAccessible(cook, 'ingredients');

    await cook.goto('/seller/menu');
    // A search opens the category group the thali is in.
    await cook.getByRole('searchbox', { name: 'Search thalis' }).fill('Rajma');
    await cook.getByRole('link', { name: `Recipe of ${THALI}` }).click();
    await expect(cook.getByRole('heading', { name: `Recipe: ${THALI}`, level: 1 })).toBeVisible();
    await expect(cook.getByText('No recipe yet')).toBeVisible();
    const recipe = cook.getByRole('form', { name: 'Its own ingredients' });
    await recipe.getByRole('button', { name: 'Add a line' }).click();
    await recipe.getByLabel('Ingredient', { exact: true }).selectOption({ label: 'Toor dal' });
    await recipe.getByLabel('Quantity a plate (g)').fill('100');
    await recipe.getByRole('button', { name: 'Save recipe' }).click();
    await expect(cook.getByText(/Cost a plate ₹12(\.00)?\b/).first()).toBeVisible();
    await expectAccessible(cook, 'a thali’s recipe');
    await cook.screenshot({ path: testInfo.outputPath('recipe.png'), fullPage: true });
  });

  await test.step('two neighbours order tomorrow’s lunch, and tomorrow’s market list holds what to buy', async () => {
    await cook.goto('/seller/slot-plan');
    await cook.getByRole('button', { name: 'Start with Lunch + Dinner' }).click();
    await cook.getByRole('button', { name: 'Save weekly plan' }).click();
    await expect(cook.getByText('Weekly plan saved')).toBeVisible();

    for (const [index, name] of ['Chitra Rao', 'Dev Malhotra'].entries()) {
      const neighbour = await kitchen.phone(browser);
      await neighbour.goto('/');
      await checkOutAThali(neighbour, {
        thali: THALI,
        mobile: mobileOf(3 + index),
        serverLog: kitchen.serverLog,
        receiver: receiver(name, 3 + index),
      });
      const picker = neighbour.getByRole('group', { name: 'Delivery slot' });
      await picker.getByRole('radio', { name: /^Tomorrow's lunch/ }).check({ force: true });
      await neighbour.getByRole('button', { name: 'Place Order' }).click();
      await expect(neighbour).toHaveURL(/\/profile\/orders\?sheet=new-coupon$/, { timeout: 8_000 });
      await neighbour.context().close();
    }

    await cook.goto('/seller/market-list');
    const plates = cook.getByRole('list', { name: 'Plates' });
    await expect(plates.getByRole('listitem').filter({ hasText: THALI })).toContainText('2 ordered');
    const toBuy = cook.getByRole('list', { name: 'To buy' });
    // 2 plates × 100 g: one 1 kg pack of toor dal, ₹120.
    await expect(toBuy.getByRole('listitem').filter({ hasText: 'Toor dal' })).toContainText('₹120');
    await expectAccessible(cook, 'tomorrow’s market list');
    await cook.screenshot({ path: testInfo.outputPath('market-list.png'), fullPage: true });
  });
});
