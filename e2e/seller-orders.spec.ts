import { expect, test, newPhone } from './support/test.ts';
import { orderAThali } from './support/customer.ts';
import { logInAsSeller } from './support/seller.ts';
import { newMobile } from './support/server-log.ts';
import { expectAccessible } from './support/axe.ts';

test('the seller marks a customer order ready and then delivered, and the customer sees it move', async ({
  browser,
}) => {
  // Two phones, a login each and a check of every screen on the way (issue 16): more than the default minute.
  test.setTimeout(120_000);
  const customer = await newPhone(browser);
  const number = await orderAThali(customer, newMobile());
  await customer.getByRole('link', { name: new RegExp(`Order ${number}`) }).click();
  const tracking = customer.url();

  const seller = await newPhone(browser);
  await logInAsSeller(seller);
  await seller.getByRole('link', { name: 'Order', exact: true }).click();
  const card = seller.getByRole('listitem').filter({ hasText: number });
  await card.getByRole('button', { name: new RegExp(number) }).click();
  await expect(card).toContainText('Rajma Chawal Thali');
  await expect(card).toContainText('+91 9811122233');
  await expectAccessible(seller, 'seller orders: preparing tab, card open');
  await card.getByRole('button', { name: 'Mark as ready' }).click();

  await customer.goto(tracking);
  await expect(customer.getByText('Out For Delivery', { exact: true })).toBeVisible();
  await expectAccessible(customer, 'order tracking, out for delivery');
  await customer.goto('/');
  await expect(customer.getByText('Order Out for Delivery')).toBeVisible();
  await expectAccessible(customer, 'home with the order strip');

  await seller.getByRole('tab', { name: /Out for Delivery/ }).click();
  const outCard = seller.getByRole('listitem').filter({ hasText: number });
  await outCard.getByRole('button', { name: new RegExp(number) }).click();
  await expectAccessible(seller, 'seller orders: out for delivery tab, card open');
  await outCard.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(seller.getByText('No used orders available')).toBeVisible();
  // The Delivered tab lists it, with no further step (issue 11).
  await seller.getByRole('tab', { name: /Delivered/ }).click();
  const delivered = seller
    .getByRole('tabpanel', { name: 'Delivered' })
    .getByRole('listitem')
    .filter({ hasText: number });
  await expect(delivered.getByRole('button', { name: new RegExp(number) })).toBeVisible();
  await expect(delivered.getByRole('button', { name: /Mark as/ })).toHaveCount(0);
  await expectAccessible(seller, 'seller orders: delivered tab');

  await customer.reload();
  await expect(customer.getByRole('button', { name: 'Add Rajma Chawal Thali to cart' }).first()).toBeVisible();
  await expect(customer.getByText('Order Out for Delivery')).toBeHidden();
  await expect(customer.getByText('Preparing your Order')).toBeHidden();
});
