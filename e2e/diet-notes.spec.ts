import { expect, test } from './support/test.ts';
import { ASHA, fillAddressForm, logInWithAThali } from './support/customer.ts';
import { useOwnKitchen } from './support/own-kitchen.ts';
import { newMobile } from './support/server-log.ts';
import { logInAsSeller } from './support/seller.ts';
import { expectAccessible } from './support/axe.ts';

/**
 * Diet notes per order (issue 15, D55): a Jain family asks for less spice and leaves a note; the cook
 * reads '1 Jain, 1 less spicy' on the prep sheet and the note on the order card and the delivery run.
 *
 * The journey runs its own server, so the prep sheet counts only its own order (the shared server's day
 * holds the other journeys' orders, and a retry would count twice).
 */
const COOK = { mobile: '9000000015', pin: '1357' };
const THALI = 'Rajma Chawal Thali';
const NOTE = 'No green chilli for the kids, please';
const kitchen = useOwnKitchen({ name: 'diet-notes', seller: COOK });

test('a Jain family asks for less spice with a note, and the cook sees it on the prep sheet, card and run', async ({
  browser,
}) => {
  const customer = await kitchen.phone(browser);
  await customer.goto('/');
  await logInWithAThali(customer, { thali: THALI, mobile: newMobile(), serverLog: kitchen.serverLog });
  await customer.getByRole('button', { name: 'Proceed to checkout' }).click();
  await customer.getByRole('link', { name: 'Add Delivery Address' }).click();
  await fillAddressForm(customer, '201009');
  await customer.getByRole('button', { name: /Save/ }).click();
  await customer.getByRole('button', { name: 'Confirm Address' }).click();

  // The notes for the kitchen, on the payment page.
  await expect(customer).toHaveURL(/\/payment$/);
  const notes = customer.getByRole('group', { name: 'Notes for the kitchen' });
  await notes.getByRole('button', { name: 'Jain' }).click();
  await expect(notes.getByRole('button', { name: 'Jain' })).toHaveAttribute('aria-pressed', 'true');
  await notes.getByText('Less', { exact: true }).click();
  await expect(notes.getByRole('radio', { name: 'Less', exact: true })).toBeChecked();
  await notes.getByLabel('Anything else for the cook?').fill(NOTE);
  await expect(notes.getByText(`${NOTE.length}/140`)).toBeVisible();
  await expectAccessible(customer, 'payment with diet notes');
  await customer.getByRole('button', { name: 'Place Order' }).click();
  await expect(customer).toHaveURL(/\/profile\/orders\?sheet=new-coupon$/, { timeout: 8_000 });

  // The customer sees the notes on their order.
  await customer.goto('/profile/orders');
  await customer
    .getByRole('link', { name: /^Order #/ })
    .first()
    .click();
  await expect(customer.getByText(NOTE)).toBeVisible();
  await expect(customer.getByText('Less spicy')).toBeVisible();

  // The cook: the prep sheet counts the order's notes.
  const cook = await kitchen.phone(browser);
  await logInAsSeller(cook, COOK);
  await cook.goto('/seller/prep-sheet');
  const diet = cook.getByRole('region', { name: 'Diet notes' });
  await expect(diet).toContainText('1 Jain, 1 less spicy, 1 with a note');
  await expectAccessible(cook, 'prep sheet with diet notes');

  // The order card shows the badges and the note without opening it.
  await cook.goto('/seller/orders');
  const card = cook.getByRole('listitem').filter({ hasText: NOTE });
  await expect(card).toBeVisible();
  await expect(card.getByText('Jain', { exact: true })).toBeVisible();
  await expectAccessible(cook, 'seller orders with diet notes');

  // The delivery run: the flat's stop carries the notes it was cooked to.
  await cook.goto('/seller/delivery-run');
  const stop = cook.getByRole('listitem', { name: `Flat ${ASHA.flat}, ${ASHA.name}` });
  await expect(stop.getByText(NOTE)).toBeVisible();
  await expect(stop.getByText('Less spicy')).toBeVisible();
});
