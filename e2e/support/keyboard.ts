import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (Shift+Tab when `back`) until `target` has the keyboard focus, as a keyboard user would
 * move through a page (issue 16, D61). Locators are only read, never clicked. Throws after `max` presses,
 * naming where the focus ended, so an unreachable control fails the journey.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let press = 0; press < max; press += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  if (await hasFocus(target)) return;
  throw new Error(`Tab never reached ${target.toString()}; the focus is on ${await describeFocus(page)}`);
}

/** Whether `target` (its first match) is the focused element; false while it is not on the page. */
export async function hasFocus(target: Locator): Promise<boolean> {
  return target
    .first()
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 500 })
    .catch(() => false);
}

/** The focused element as a short text for failure messages: tag, name or text. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}> ${name}`;
  });
}

/**
 * Asserts the focused element shows a focus ring a sighted keyboard user can see: an outline of at least
 * 2 px that is not 'none', or a box shadow (Tailwind's rings are box shadows).
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { focused: false, outline: 'none', width: 0, shadow: 'none' };
    const style = getComputedStyle(element);
    return {
      focused: true,
      outline: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      shadow: style.boxShadow,
    };
  });
  expect(ring.focused, 'something has the focus').toBe(true);
  const outlined = ring.outline !== 'none' && ring.width >= 2;
  expect(outlined || ring.shadow !== 'none', `focus ring on ${await describeFocus(page)}`).toBe(true);
}

/**
 * Types digits one by one into whatever has the focus: a row of digit boxes that moves the focus on by
 * itself, or a single code field, both take them this way.
 */
export async function typeDigits(page: Page, digits: string): Promise<void> {
  for (const digit of digits) await page.keyboard.type(digit);
}
