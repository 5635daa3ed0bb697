import { expect, test, type Page } from './support/test.ts';
import { SPLASH_TEXT_AT_MS } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { fillAddressForm, logInThroughOverlay } from './support/customer.ts';
import { newMobile } from './support/server-log.ts';
import { expectAccessible } from './support/axe.ts';

// A phone that has not asked for reduced motion, unlike the other journeys' (D103): the banner turns, the
// splash rises and fades.
test.use({ reducedMotion: 'no-preference' });

test('a customer orders a thali with two add-ons and tracks it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Add Rasoi Special Thali to cart' }).first()).toBeVisible();
  await expectAccessible(page, 'home');

  // A thali, then two add-ons from 'Complete your Meal'.
  await page.getByRole('button', { name: 'Add Rasoi Special Thali to cart' }).first().click();
  const sheet = page.getByRole('dialog', { name: 'Complete your Meal' });
  await expect(sheet).toBeVisible();
  await expectAccessible(page, 'complete your meal sheet');
  await sheet.getByRole('button', { name: /Boondi Raita/ }).click();
  await sheet.getByRole('button', { name: /Sweet Lassi/ }).click();
  await sheet.getByRole('button', { name: 'Add to meal' }).click();
  await expect(sheet).toBeHidden();

  await page.getByRole('link', { name: /Cart/ }).click();
  await expect(page.getByRole('heading', { name: 'Meal Cart' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page, 'cart');

  // Checkout needs a login: the overlay opens, and the code comes from the server's log.
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page.getByText('Login to continue')).toBeVisible();
  await expectAccessible(page, 'login sheet');
  await logInThroughOverlay(page, newMobile());
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();

  // Add an address: a pincode the kitchen does not serve is refused first.
  await expect(page).toHaveURL(/\/address$/);
  await expect(page.getByRole('link', { name: 'Add Delivery Address' })).toBeVisible();
  await expectAccessible(page, 'address page, no address yet');
  await page.getByRole('link', { name: 'Add Delivery Address' }).click();
  await fillAddressForm(page, '201010');
  await page.getByRole('button', { name: /Save/ }).click();
  await expect(page.getByText('Not serviceable in your area')).toBeVisible();
  await expect(page.getByText('Service not available in your area 😢')).toBeVisible();
  await expectAccessible(page, 'new address form with an error');
  await page.getByLabel('Pincode').fill('201009');
  await page.getByRole('button', { name: /Save/ }).click();
  await expect(page.getByText('Added address successfully')).toBeVisible();

  await expect(page).toHaveURL(/\/address$/);
  await expectAccessible(page, 'address page with an address');
  await page.getByRole('button', { name: 'Confirm Address' }).click();

  // Cash on delivery is the default; the card option only says it is coming.
  await expect(page).toHaveURL(/\/payment$/);
  await expectAccessible(page, 'payment');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText("Thank you, We've received your order")).toBeVisible();
  await expectAccessible(page, 'thank you');

  // After the 3 s countdown: My Orders, with 'Won a new coupon' over it until it closes itself (4 s); My
  // Orders is checked once it has gone (axe run while the card rises in reads it half-transparent). The
  // coupons journey checks the card itself.
  await expect(page).toHaveURL(/\/profile\/orders(\?sheet=new-coupon)?$/, { timeout: 8_000 });
  const wonCoupon = page.getByRole('dialog', { name: 'Won a new coupon' });
  await expect(wonCoupon).toBeVisible();
  await expect(wonCoupon).toBeHidden({ timeout: 8_000 });
  const order = page.getByRole('link', { name: /^Order #/ }).first();
  // The card's link is its number; its name goes on with the status, amount and window (D81).
  await expect(order).toHaveAccessibleName(/^Order #\w{4}, Preparing, /);
  await expectAccessible(page, 'my orders');
  await order.click();

  await expect(page).toHaveURL(/\/orders\/[0-9a-f]+$/);
  await expect(page.getByText('Order Confirmed')).toBeVisible();
  await expect(page.getByText('Order Preparing')).toBeVisible();
  await expect(page.getByText(/\d+ mins/)).toBeVisible();
  await expectAccessible(page, 'order tracking');

  // The step in hand turns; once the phone asks for reduced motion nothing on the page keeps moving (D105).
  const ring = page
    .getByRole('list', { name: 'Order progress' })
    .getByRole('listitem')
    .filter({ hasText: 'Order Preparing' })
    .locator('[aria-hidden="true"] > span');
  expect(await ring.evaluate((element) => element.getAnimations().length)).toBe(1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
    .toBe(0);
});

/** The page's own setTimeout and clearTimeout, kept before Playwright's clock replaces them. */
type RealTimers = { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };

/** Keeps the browser's timers aside (as `__realTimers`) before the page's clock is installed; call first. */
async function keepRealTimers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const timers: RealTimers = { setTimeout: window.setTimeout, clearTimeout: window.clearTimeout };
    Object.assign(window, { __realTimers: timers });
  });
}

/**
 * Runs `check` with the page's setTimeout and clearTimeout swapped for the browser's real ones, then puts
 * the clock's back. Timers already set (the splash's) stay on the paused clock; timers set during the check
 * (axe's, one per rule) run in real time.
 */
async function withRealTimers(page: Page, check: () => Promise<void>): Promise<void> {
  const swap = () =>
    page.evaluate(() => {
      const held = window as unknown as { __realTimers: RealTimers; __clockTimers?: RealTimers };
      if (held.__realTimers.setTimeout === window.setTimeout) throw new Error('the clock was installed first');
      const clockTimers = { setTimeout: window.setTimeout, clearTimeout: window.clearTimeout };
      Object.assign(window, held.__realTimers);
      held.__realTimers = clockTimers;
    });
  await swap();
  try {
    await check();
  } finally {
    await swap();
  }
}

test.describe('a first visit', () => {
  // Every other journey's phones have seen the splash (support/test.ts); this one comes for the first time.
  test.use({ firstVisit: true });

  test('can skip the splash, and nobody waits for it (issue 16, D60)', async ({ page }) => {
    // The page's clock stands still from before the app loads and the test moves it by hand, so the splash's
    // own 3.5 s never run out, however slow the machine: only Skip can close it. CSS animations and
    // transitions still run (they are not on the page's timers); axe, which needs timers of its own to
    // finish, gets the browser's real ones for the length of the check (withRealTimers).
    await keepRealTimers(page);
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1_000);
    await page.goto('/');
    const splash = page.getByRole('dialog', { name: 'Rasoi' });
    const skip = splash.getByRole('button', { name: 'Skip' });
    await expect(skip).toBeFocused();
    // The splash as a person reads it for most of its time: logo, name and tagline (shown at 1 s, gone at 3 s).
    await page.clock.runFor(SPLASH_TEXT_AT_MS);
    await expect(splash.getByText(m.tagline())).toHaveCSS('opacity', '1');
    await withRealTimers(page, () => expectAccessible(page, 'splash'));
    await expect(splash.getByText(m.tagline())).toHaveCSS('opacity', '1');
    const box = await skip.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await skip.click();
    await expect(splash).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search the menu' })).toBeVisible();
  });
});

test.describe('on a desktop-sized window', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the app says it is made for phones', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Mobile Only Experience')).toBeVisible();
  });
});
