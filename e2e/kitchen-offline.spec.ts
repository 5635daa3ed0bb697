import { expect, test, type Page } from './support/test.ts';
import { orderAThali } from './support/customer.ts';
import { useOwnKitchen } from './support/own-kitchen.ts';
import { logInAsSeller } from './support/seller.ts';
import { newMobile } from './support/server-log.ts';
import { expectAccessible } from './support/axe.ts';

/**
 * A kitchen that keeps working when the network drops (issue 29 item 5, docs/decisions/0115): the seller's
 * phone goes offline, marks two orders out for delivery and records a phone order; meanwhile one of the
 * two customers cancels. Back online the other changes land once each, and the seller reads that the
 * cancelled one could not be sent out. The journey runs its own kitchen: it leaves orders out for
 * delivery, cancelled and preparing, which the shared kitchen's journeys count.
 */

const COOK = { mobile: '9000000029', pin: '2468' };
const kitchen = useOwnKitchen({ name: 'offline', seller: COOK });

/** The seller's API answer for `path`, with the session the page holds (what the server now stores). */
async function sellerApi<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('auth_token');
    const answer = await fetch(`/api/v1${url}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await answer.json()) as { data: T }).data;
  }, path) as Promise<T>;
}

type Listed = { orders: { _id: string; status: string; placed_by: string; address: { reciever_mobile: string } }[] };

test('offline changes wait on the phone and land once each; a cancelled order is reported, not applied', async ({
  browser,
}, testInfo) => {
  // Three phones, three logins: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const asha = await kitchen.phone(browser);
  const ashaNumber = await orderAThali(asha, newMobile(), undefined, { serverLog: kitchen.serverLog });
  const ravi = await kitchen.phone(browser);
  const raviNumber = await orderAThali(ravi, newMobile(), undefined, { serverLog: kitchen.serverLog });

  const seller = await kitchen.phone(browser);
  await logInAsSeller(seller, COOK);
  // The seller opens the phone-order form once online: its code and the menu are then on the phone.
  await seller.goto('/seller/orders');
  await seller.getByRole('link', { name: 'Phone order' }).click();
  await expect(seller.getByLabel("Customer's mobile number")).toBeVisible();
  await seller.getByRole('link', { name: 'Order', exact: true }).click();
  await expect(seller.getByRole('listitem').filter({ hasText: ashaNumber })).toBeVisible();

  await test.step('offline: two orders out for delivery and a phone order, all waiting', async () => {
    await seller.context().setOffline(true);
    // Even reopened without a network, the app and the list come back from the phone.
    await seller.reload();
    await expect(seller.getByText(/^Offline · showing what was loaded at \d\d:\d\d$/)).toBeVisible();
    await expect(seller.getByRole('listitem').filter({ hasText: raviNumber })).toBeVisible();
    for (const number of [ashaNumber, raviNumber]) {
      const card = seller.getByRole('listitem').filter({ hasText: number });
      await card.getByRole('button', { name: new RegExp(number) }).click();
      await card.getByRole('button', { name: 'Mark as ready' }).click();
      // The order leaves the Preparing tab at once, though nothing reached the server.
      await expect(card).toHaveCount(0);
    }
    await expect(seller.getByText('2 changes waiting to be sent')).toBeVisible();

    await seller.getByRole('link', { name: 'Phone order' }).click();
    await seller.getByLabel("Customer's mobile number").fill('9811155566');
    await seller.getByLabel('Receiver name').fill('Meena Das');
    await seller.getByLabel('Flat number / Building name').fill('C-12');
    await seller.getByLabel('Society').fill('Green Meadows');
    await seller.getByLabel('Tower Number').fill('Tower 3');
    await seller.getByLabel('Locality').fill('Indirapuram');
    await seller.getByLabel('Pincode').fill('201009');
    await seller.getByRole('button', { name: 'Add one more Rajma Chawal Thali' }).click();
    await seller.getByRole('button', { name: 'Place phone order' }).click();
    await expect(
      seller.getByText('Phone order saved on this phone. It will be placed when the network is back.'),
    ).toBeVisible();
    await expect(seller.getByText('3 changes waiting to be sent')).toBeVisible();
    await expectAccessible(seller, 'seller orders offline, three changes waiting');
    await seller.screenshot({ path: testInfo.outputPath('three-waiting.png') });
  });

  await test.step('Asha cancels her order meanwhile, online', async () => {
    await asha.goto('/profile/orders');
    await asha.getByRole('link', { name: new RegExp(`Order ${ashaNumber}`) }).click();
    await asha.getByRole('button', { name: 'Cancel order' }).click();
    const sheet = asha.getByRole('dialog', { name: 'Cancel this order?' });
    await sheet.getByLabel('Ordered by mistake').check();
    await sheet.getByRole('button', { name: 'Cancel order' }).click();
    await expect(asha.getByText('Cancelled by you')).toBeVisible();
  });

  await test.step('back online: the rest land once each, the cancelled one is reported', async () => {
    await seller.context().setOffline(false);
    const notSent = seller.getByRole('region', { name: 'Could not send' });
    await expect(notSent).toContainText(`Could not send: ${ashaNumber} Out For Delivery — the customer cancelled it`);
    await expect(seller.getByText(/changes? waiting to be sent/)).toHaveCount(0);
    await expectAccessible(seller, 'seller orders with a change that could not be sent');
    await seller.screenshot({ path: testInfo.outputPath('could-not-send.png') });

    const out = await sellerApi<Listed>(seller, '/order?status=Out%20For%20Delivery&limit=50');
    expect(out.orders.filter((order) => order._id.endsWith(raviNumber.slice(1)))).toHaveLength(1);
    expect(out.orders.filter((order) => order._id.endsWith(ashaNumber.slice(1)))).toHaveLength(0);
    const cancelled = await sellerApi<Listed>(seller, '/order?status=Cancelled&limit=50');
    expect(cancelled.orders.filter((order) => order._id.endsWith(ashaNumber.slice(1)))).toHaveLength(1);
    const preparing = await sellerApi<Listed>(seller, '/order?status=Preparing&limit=50');
    const phoned = preparing.orders.filter(
      (order) => order.placed_by === 'kitchen' && order.address.reciever_mobile === '9811155566',
    );
    expect(phoned).toHaveLength(1);

    // The seller reads it and lets it go.
    await notSent.getByRole('button', { name: `Dismiss ${ashaNumber}` }).click();
    await expect(notSent).toHaveCount(0);
  });
});
