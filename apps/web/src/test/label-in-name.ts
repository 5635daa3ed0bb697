import { expect } from 'vitest';

/**
 * Words as axe's `label-content-name-mismatch` compares them (WCAG 2.5.3, D81): lower case, split at
 * anything that is not a letter, a digit or a combining mark. Takes any text; returns its words in order.
 */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);
}

/**
 * Expects a control's accessible name (its aria-label, else its text) to start with the words of its
 * visible text: the DOM's text glued as axe glues it (aria-hidden parts included, as they are seen, no
 * space added between elements), so '<b>1</b><span>Cart</span>' reads '1Cart'. D81.
 */
export function expectNameStartsWithVisibleText(control: Element): void {
  const visible = words(control.textContent ?? '');
  const name = words(control.getAttribute('aria-label') ?? control.textContent ?? '');
  expect(visible.length, 'the control shows some text').toBeGreaterThan(0);
  expect(name.slice(0, visible.length), `name '${name.join(' ')}' starts with '${visible.join(' ')}'`).toEqual(visible);
}
