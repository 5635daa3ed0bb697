import { expect, test, type Locator, type Page, type TestInfo } from './support/test.ts';
import { checkOutAThali, type Receiver } from './support/customer.ts';
import { useOwnKitchen } from './support/own-kitchen.ts';
import { logInAsSeller } from './support/seller.ts';
import { expectAccessible } from './support/axe.ts';

/**
 * Cancelling an order (issue 15, docs/decisions/0054): a customer cancels within the window with a
 * reason and the lunch plate goes back to the slot; the seller sees it cancelled with that reason; the
 * seller cancels a second customer's order with a reason the customer then reads.
 *
 * The journey runs its own server: it plans meal slots, which would cap the shared journeys' orders.
 */

/** A fixed-offset zone in which the kitchen's clock reads 07:xx now, so lunch (order by 10:30) stays open. */
function kitchenZoneAtSeven(now = new Date()): string {
  let offset = (7 - now.getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  if (offset === 0) return 'Etc/GMT';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

const COOK = { mobile: '9000000015', pin: '1357' };
const THALI = 'Rajma Chawal Thali';
const SOCIETY = 'Gaur Green Avenue';
const ASHA: Receiver = { name: 'Asha Verma', phone: '9811100011', flat: 'A-101', tower: 'Tower 1', society: SOCIETY };
const RAVI: Receiver = { name: 'Ravi Nair', phone: '9811100012', flat: 'B-202', tower: 'Tower 2', society: SOCIETY };
const kitchen = useOwnKitchen({ name: 'cancel', seller: COOK, env: { KITCHEN_TIMEZONE: kitchenZoneAtSeven() } });

function mobileOf(person: number): string {
  return `8${String(Date.now()).slice(-8)}${person}`;
}

/** Saves the phone's screen with `subject` in view, in the test's output, for a person to look at. */
async function shoot(page: Page, testInfo: TestInfo, name: string, subject: Locator): Promise<void> {
  await subject.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(name) });
}

/** A thali for today's lunch, from the menu to My Orders, then the order's tracking page. */
async function orderLunch(page: Page, mobile: string, receiver: Receiver): Promise<void> {
  await page.goto('/');
  await checkOutAThali(page, { thali: THALI, mobile, serverLog: kitchen.serverLog, receiver });
  await expect(page.getByRole('radio', { name: /^Today's lunch/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/profile\/orders\?sheet=new-coupon$/, { timeout: 8_000 });
  await page.goto('/profile/orders');
  await page
    .getByRole('link', { name: /^Order #/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/orders\/\w+$/);
}

/** The home strip's line for today's lunch, e.g. 'Lunch: order by 10:30 · 10 plates left'. */
async function expectLunchLeft(page: Page, left: number): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('region', { name: "Today's meal slots" })).toContainText(
    `Lunch: order by 10:30 · ${left} plates left`,
  );
}

test('a customer cancels within the window, the plate goes back; the seller cancels another with a reason (issue 15)', async ({
  browser,
}, testInfo) => {
  test.setTimeout(200_000);
  const cook = await kitchen.phone(browser);

  await test.step('the cook plans lunch at 10 plates', async () => {
    await logInAsSeller(cook, COOK);
    await cook.goto('/seller/slot-plan');
    await cook.getByRole('button', { name: 'Start with Lunch + Dinner' }).click();
    await cook.getByRole('group', { name: 'Lunch' }).getByLabel('Plates').fill('10');
    await cook.getByRole('button', { name: 'Save weekly plan' }).click();
    await expect(cook.getByText('Weekly plan saved')).toBeVisible();
  });

  const asha = await kitchen.phone(browser);
  await test.step('Asha orders lunch and cancels it with a reason; the plate goes back', async () => {
    await orderLunch(asha, mobileOf(1), ASHA);
    await expect(asha.getByText('You can cancel until 10:30')).toBeVisible();
    const cancel = asha.getByRole('button', { name: 'Cancel order' });
    await shoot(asha, testInfo, 'tracking-can-cancel.png', cancel);
    await expectLunchLeft(asha, 9);
    await asha.goBack();
    await cancel.click();
    const sheet = asha.getByRole('dialog', { name: 'Cancel this order?' });
    await sheet.getByLabel('Ordered by mistake').check();
    await expectAccessible(asha, 'customer cancel reason sheet');
    await asha.screenshot({ path: testInfo.outputPath('customer-reason-sheet.png') });
    await sheet.getByRole('button', { name: 'Cancel order' }).click();
    await expect(asha.getByText('Order cancelled')).toBeVisible();
    await expect(asha.getByText('Cancelled by you')).toBeVisible();
    await expect(asha.getByText('Reason: Ordered by mistake')).toBeVisible();
    await expect(asha.getByRole('list', { name: 'Order progress' })).toHaveCount(0);
    await expectAccessible(asha, 'order tracking, cancelled');
    await shoot(asha, testInfo, 'tracking-cancelled.png', asha.getByText('Cancelled by you'));
    await expectLunchLeft(asha, 10);
  });

  await test.step('the cook sees it cancelled, with Asha’s reason', async () => {
    await cook.goto('/seller/orders?tab=Cancelled');
    await expect(cook.getByTestId('count-cancelled')).toHaveText('1');
    const panel = cook.getByRole('tabpanel', { name: 'Cancelled' });
    await expect(panel.getByText('Cancelled by the customer')).toBeVisible();
    await expect(panel.getByText('Reason: Ordered by mistake')).toBeVisible();
    await expectAccessible(cook, 'seller orders: cancelled tab');
    await shoot(cook, testInfo, 'seller-cancelled-tab.png', panel);
  });

  const ravi = await kitchen.phone(browser);
  await test.step('the cook cancels Ravi’s order with a reason, and Ravi reads it', async () => {
    await orderLunch(ravi, mobileOf(2), RAVI);
    const tracking = ravi.url();
    await cook.goto('/seller/orders');
    const panel = cook.getByRole('tabpanel', { name: 'Preparing' });
    await expect(panel.getByText('Ravi')).toHaveCount(0);
    const cancel = panel.getByRole('button', { name: 'Cancel order' }).first();
    await shoot(cook, testInfo, 'seller-card-cancel.png', cancel);
    await cancel.click();
    const sheet = cook.getByRole('dialog', { name: 'Cancel this order?' });
    await sheet.getByRole('button', { name: 'Cancel order' }).click();
    await expect(sheet.getByText('Please give the customer a reason for cancelling')).toBeVisible();
    await expectAccessible(cook, 'seller cancel reason sheet with an error');
    await sheet.getByLabel('Reason').fill('Paneer ran out today, sorry');
    await cook.screenshot({ path: testInfo.outputPath('seller-reason-sheet.png') });
    await sheet.getByRole('button', { name: 'Cancel order' }).click();
    await expect(cook.getByText('Order cancelled')).toBeVisible();
    await expect(cook.getByTestId('count-cancelled')).toHaveText('2');

    await ravi.goto(tracking);
    await expect(ravi.getByText('Cancelled by the kitchen')).toBeVisible();
    await expect(ravi.getByText('Reason: Paneer ran out today, sorry')).toBeVisible();
    await ravi.goto('/profile/orders');
    await expect(ravi.getByRole('link', { name: /^Order #\w{4}, Cancelled/ })).toBeVisible();
    await expect(ravi.getByText('Reason: Paneer ran out today, sorry')).toBeVisible();
    await expectAccessible(ravi, 'my orders with a cancelled order');
    await shoot(ravi, testInfo, 'my-orders-cancelled.png', ravi.getByText('Cancelled by the kitchen'));
  });
});
