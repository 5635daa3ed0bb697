import { expect, test, type Locator, type Page } from './support/test.ts';
import jsQR from 'jsqr';
import { checkOutAThali, type Receiver } from './support/customer.ts';
import { useOwnKitchen } from './support/own-kitchen.ts';
import { logInAsSeller } from './support/seller.ts';
import { expectAccessible } from './support/axe.ts';

/**
 * UPI at the door, no gateway (issue 15, docs/decisions/0053), as the journey reads: the cook
 * sets the kitchen's UPI id, a customer orders with 'UPI on delivery', the order page's link pays the
 * kitchen the exact amount and its QR decodes to the same link, the customer says 'I have paid', the
 * cook marks it 'UPI received' on the delivery run, the dashboard's UPI total moves by the amount and
 * the Income page lists it under UPI received once opened.
 *
 * The journey runs its own server: it changes the kitchen's settings, which the shared journeys read.
 */
const COOK = { mobile: '9000000015', pin: '1357' };
const UPI_ID = 'asha.rasoi@okaxis';
const THALI = 'Rajma Chawal Thali';
const NEIGHBOUR: Receiver = {
  name: 'Meera Iyer',
  phone: '9811100015',
  flat: 'A-115',
  tower: 'Tower 1',
  society: 'Gaur Green Avenue',
};
const kitchen = useOwnKitchen({ name: 'upi', seller: COOK });

/** Whole rupees from a shown amount ('₹1,241' -> 1241). */
const rupees = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/**
 * The QR as the phone draws it, read by an independent decoder: the SVG painted on a canvas in the
 * browser, its pixels decoded with jsqr here. Null when nothing decodes.
 */
async function decodeShownQr(qr: Locator): Promise<string | null> {
  const image = await qr.evaluate(async (svg) => {
    const side = 400;
    const source = new XMLSerializer().serializeToString(svg);
    const picture = new Image(side, side);
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, side, side);
    context.drawImage(picture, 0, 0, side, side);
    return { side, pixels: Array.from(context.getImageData(0, 0, side, side).data) };
  });
  return jsQR(Uint8ClampedArray.from(image.pixels), image.side, image.side)?.data ?? null;
}

/** The dashboard's UPI total for today, in whole rupees. */
async function upiToday(cook: Page): Promise<number> {
  await cook.goto('/seller');
  const card = cook.getByRole('tabpanel').getByText('UPI received').locator('../..');
  await expect(card).toContainText('₹');
  return rupees(await card.locator('p').last().textContent());
}

test("a customer pays a UPI order at the door and the cook's dashboard and Income follow (issue 15)", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const cook = await kitchen.phone(browser);

  await test.step('the cook sets the kitchen’s UPI id', async () => {
    await logInAsSeller(cook, COOK);
    await cook.goto('/seller/settings');
    await cook.getByLabel('UPI id').fill(UPI_ID);
    await expectAccessible(cook, 'seller kitchen settings');
    await cook.getByRole('button', { name: 'Save settings' }).click();
    await expect(cook.getByText('Kitchen settings saved')).toBeVisible();
  });
  const upiBefore = await upiToday(cook);

  const customer = await kitchen.phone(browser);
  let amount = 0;
  await test.step('a customer orders with UPI on delivery', async () => {
    await customer.goto('/');
    await checkOutAThali(customer, {
      thali: THALI,
      mobile: `9${String(Date.now()).slice(-9)}`,
      serverLog: kitchen.serverLog,
      receiver: NEIGHBOUR,
    });

    await customer.getByRole('radio', { name: /UPI on delivery/ }).check({ force: true });
    amount = rupees(
      await customer.getByRole('region', { name: 'Bill Details' }).getByRole('definition').last().textContent(),
    );
    await customer.screenshot({ path: testInfo.outputPath('payment-upi.png') });
    await expectAccessible(customer, 'payment, UPI on delivery chosen');
    await customer.getByRole('button', { name: 'Place Order' }).click();
    await expect(customer).toHaveURL(/\/profile\/orders\?sheet=new-coupon$/, { timeout: 8_000 });
    expect(amount).toBeGreaterThan(0);
  });

  await test.step('the order page pays the kitchen the exact amount, by link or QR, and takes “I have paid”', async () => {
    await customer.goto('/profile/orders');
    await customer
      .getByRole('link', { name: /^Order #/ })
      .first()
      .click();
    const pay = customer.getByRole('link', { name: `Pay ₹${amount} by UPI` });
    await expect(pay).toBeVisible();
    const link = (await pay.getAttribute('href'))!;
    expect(link.startsWith('upi://pay?')).toBe(true);
    const fields = new URLSearchParams(link.slice('upi://pay?'.length));
    expect(fields.get('pa')).toBe(UPI_ID);
    expect(fields.get('am')).toBe(`${amount}.00`);
    expect(fields.get('cu')).toBe('INR');
    expect(fields.get('pn')).toBe('Rasoi');

    const qr = customer.getByRole('img', { name: `UPI QR code to pay ₹${amount}` });
    await expect(qr).toBeVisible();
    expect(await decodeShownQr(qr)).toBe(link);
    await qr.scrollIntoViewIfNeeded();
    await customer.screenshot({ path: testInfo.outputPath('order-upi.png') });
    await expectAccessible(customer, 'order tracking with UPI to pay');

    await customer.getByRole('button', { name: 'I have paid' }).click();
    await expect(customer.getByText('You marked this as paid')).toBeVisible();
  });

  await test.step('the cook marks it UPI received on the delivery run', async () => {
    await cook.goto('/seller/delivery-run');
    const stop = cook.getByRole('listitem', { name: `Flat ${NEIGHBOUR.flat}, ${NEIGHBOUR.name}` });
    await expect(stop).toContainText('UPI on delivery');
    await expect(stop).toContainText('Customer says paid');
    await stop.getByRole('button', { name: 'Show QR' }).click();
    await expect(stop.getByRole('img', { name: `UPI QR code to pay ₹${amount}` })).toBeVisible();
    await stop.screenshot({ path: testInfo.outputPath('delivery-run-upi.png') });
    await expectAccessible(cook, 'delivery run with a UPI QR open');
    await stop.getByRole('button', { name: 'UPI received' }).click();
    await expect(stop.getByRole('button', { name: 'UPI received' })).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('the dashboard’s UPI total moves by the amount and Income lists it under UPI received', async () => {
    expect(await upiToday(cook)).toBe(upiBefore + amount);
    await cook.goto('/seller/income');
    const upi = cook.getByRole('region', { name: /UPI received/ });
    await expect(upi).toContainText(`1 order · ₹${amount}`);
    // A figure's orders are read when the seller opens it (D114).
    await upi.getByRole('button', { name: 'Show the orders' }).click();
    await expect(upi).toContainText(NEIGHBOUR.name);
    await expect(cook.getByRole('region', { name: /Still to collect/ })).toContainText('0 orders');
    await expectAccessible(cook, 'seller income');
    await cook.screenshot({ path: testInfo.outputPath('income.png'), fullPage: true });
  });
});
