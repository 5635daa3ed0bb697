import { expect, test } from './support/test.ts';
import { ASHA } from './support/customer.ts';
import { newMobile, readOtpFromServerLog } from './support/server-log.ts';

// What a screen reader hears (issue 16, D61): every control is found by its role and accessible name,
// and the key screens' accessibility trees are asserted. The splash belongs to first visits and another
// part of issue 16; it is marked seen (support/test.ts).

test('a customer orders a thali through the accessibility tree and follows its steps', async ({ page }) => {
  await page.goto('/');

  // The home's thali card: its name as a heading, today's price and the former one, read as such.
  const card = page
    .getByRole('region', { name: 'Featured Meal' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Rajma Chawal Thali' }) });
  await expect(card).toMatchAriaSnapshot(`
    - article:
      - img "Rajma Chawal Thali"
      - img "Vegetarian"
      - heading "Rajma Chawal Thali" [level=3]:
        - button "Rajma Chawal Thali"
      - paragraph: ₹139 was ₹179
      - button "Add Rajma Chawal Thali to cart"
  `);
  await card.getByRole('button', { name: 'Add Rajma Chawal Thali to cart' }).click();

  // 'Complete your Meal': an add-on is a toggle that says it is chosen.
  const sheet = page.getByRole('dialog', { name: 'Complete your Meal' });
  await sheet.getByRole('button', { name: /Boondi Raita/ }).click();
  await expect(sheet.getByRole('button', { name: /Boondi Raita/ })).toHaveAttribute('aria-pressed', 'true');
  await sheet.getByRole('button', { name: 'Add to meal' }).click();
  await expect(sheet).toBeHidden();

  // The cart line: name, kind and price, and a quantity group whose buttons say what they change.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('heading', { name: 'Meal Cart', level: 1 })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('listitem').first()).toMatchAriaSnapshot(`
    - listitem:
      - img "Vegetarian"
      - paragraph: Rajma Chawal Thali
      - paragraph: Thali · ₹139 each
      - paragraph: ₹139
      - group "Quantity of Rajma Chawal Thali":
        - button "Remove one Rajma Chawal Thali"
        - text: "1"
        - button "Add one more Rajma Chawal Thali"
  `);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();

  // Login: the number's field and the code's field(s) by their names.
  const mobile = newMobile();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await login.getByRole('button', { name: 'Generate OTP' }).click();
  const otp = page.getByRole('dialog', { name: 'Verify OTP' });
  await expect(otp.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  const code = await readOtpFromServerLog(mobile);
  // The code field has the focus, whether it is one field or a box per digit.
  await page.keyboard.type(code);
  await otp.getByRole('button', { name: 'Validate OTP' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Logged in successfully' })).toBeVisible();

  // The address form, field by field by its label.
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.getByRole('link', { name: 'Add Delivery Address' }).click();
  await expect(page.getByRole('heading', { name: 'Add Delivery Address', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Receiver name' }).fill(ASHA.name);
  await page.getByRole('textbox', { name: 'Receiver phone' }).fill(ASHA.phone);
  await page.getByRole('textbox', { name: 'Flat number / Building name' }).fill(ASHA.flat);
  await page.getByRole('textbox', { name: 'Tower Number' }).fill(ASHA.tower);
  await page.getByRole('textbox', { name: 'Society' }).fill(ASHA.society);
  await page.getByRole('textbox', { name: 'Locality' }).fill('Indirapuram');
  await page.getByRole('textbox', { name: 'Pincode' }).fill('201009');
  await page.getByRole('button', { name: 'Save Address' }).click();
  const saved = page.getByRole('radiogroup', { name: 'Saved addresses' });
  await expect(saved.getByRole('radio', { name: /^Asha Verma, B-1204/ })).toBeChecked();
  await page.getByRole('button', { name: 'Confirm Address' }).click();

  // Payment: the methods are one radio group, the chosen one checked, each with its hint.
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  const methods = page.getByRole('group', { name: 'Payment method' });
  await expect(methods).toMatchAriaSnapshot(`
    - group "Payment method":
      - radio "Cash on Delivery" [checked]
      - text: Cash on Delivery Pay in cash when your meal arrives
      - radio "Pay Online"
  `);
  await expect(methods.getByRole('radio', { name: 'Cash on Delivery' })).toHaveAccessibleDescription(
    'Pay in cash when your meal arrives',
  );
  await page.getByRole('button', { name: 'Place Order' }).click();

  // The confirmation: a dialog named by its thanks, and the page under it says the order is placed.
  await expect(page.getByRole('dialog', { name: "Thank you, We've received your order" })).toBeVisible();
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - heading "Payment" [level=1]
      - heading "Order placed" [level=2]
      - paragraph: Your meal is being prepared. Follow it in My Orders.
      - link "View My Orders"
  `);

  // My Orders: the order's link says its number, status and total; the tracking page its steps.
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible({ timeout: 8_000 });
  const wonCoupon = page.getByRole('dialog', { name: 'Won a new coupon' });
  await expect(wonCoupon.getByRole('button', { name: 'See my coupons' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(wonCoupon).toBeHidden();
  await page
    .getByRole('link', { name: /^Order #\w{4}, Preparing, ₹\d+$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /^Order #\w{4}$/, level: 1 })).toBeVisible();
  // Each step's state is in its text, not only in its colour or icon.
  await expect(page.getByRole('list', { name: 'Order progress' })).toMatchAriaSnapshot(`
    - list "Order progress":
      - listitem:
        - paragraph: Order Confirmed
        - paragraph: done
      - listitem:
        - paragraph: Order Preparing
        - paragraph: in progress
      - listitem:
        - paragraph: Order Out For Delivery
        - paragraph: waiting
  `);
  await expect(page.getByRole('listitem').filter({ hasText: 'Order Preparing' })).toHaveAttribute(
    'aria-current',
    'step',
  );
});
