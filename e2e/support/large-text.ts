import { expect, type Page, type TestInfo } from '@playwright/test';

/** The two ways a small or large-text phone lays the app out (issue 16, D61). */
export const LAYOUTS = [
  { name: '320px', width: 320, height: 640, fontScale: 1 },
  { name: '200% text', width: 390, height: 844, fontScale: 2 },
] as const;

export type Layout = (typeof LAYOUTS)[number];

/**
 * Makes every page of `page` render with the root font size at `fontScale` times the browser's default,
 * as Android Chrome's text scaling (and the system font size it follows) does: the default font size
 * grows, so everything sized in rem grows with it, while the viewport stays the phone's width. Set once,
 * before the first navigation.
 */
export async function useTextScale(page: Page, fontScale: number): Promise<void> {
  if (fontScale === 1) return;
  await page.addInitScript((percent) => {
    // The script runs before the document has an element to hold the rule.
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = `html { font-size: ${percent}% !important; }`;
      document.head.append(style);
    });
  }, fontScale * 100);
}

/** What a page shows that does not fit: the page's own sideways scroll and text cut off by its box. */
export type Overflow = { scrollWidth: number; innerWidth: number; clipped: string[] };

/**
 * Measures the page: its scroll width against the window's, and every element with text of its own whose
 * box hides part of that text sideways (overflow hidden or clip, or an ellipsis) or pokes out of the window.
 */
export async function measureOverflow(page: Page): Promise<Overflow> {
  // The phone's own width, not window.innerWidth: a phone's browser widens its window to fit a page that
  // pokes out (the page is then shown zoomed out), so innerWidth grows with the very overflow measured here.
  const width = page.viewportSize()?.width;
  if (width === undefined) throw new Error('measureOverflow needs a page with a fixed viewport');
  return page.evaluate((innerWidth) => {
    const clipped: string[] = [];
    const ownText = (element: Element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent?.trim() ?? '')
        .join(' ')
        .trim();
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const text = ownText(element);
      if (!text || element.closest('[aria-hidden="true"], .sr-only, dialog:not([open])')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      // Text squeezed to no width at all by its neighbours is as lost as text cut off (D106).
      if (box.width === 0 && box.height > 0) clipped.push(`squeezed to nothing: ${text.slice(0, 40)}`);
      if (box.width === 0 || box.height === 0) continue;
      // A sideways scroller (a carousel, a row of chips) is meant to be wider than the window.
      const scroller = element.closest<HTMLElement>('*:not(html, body)');
      let inScroller = false;
      for (let node: HTMLElement | null = scroller; node && node !== document.body; node = node.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(node).overflowX)) inScroller = true;
      }
      const cut = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (cut && element.scrollWidth > element.clientWidth + 1) clipped.push(`cut: ${text.slice(0, 40)}`);
      else if (!inScroller && (box.right > innerWidth + 1 || box.left < -1))
        clipped.push(`outside the window: ${text.slice(0, 40)}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, clipped };
  }, width);
}

/**
 * Opens `path` (or stays, when undefined), waits for `ready`'s text, screenshots the page into the test's
 * output as `<label>.png`, and checks softly that nothing scrolls sideways and no text is cut, so one
 * run reports every page that fails.
 */
export async function checkPage(
  page: Page,
  testInfo: TestInfo,
  label: string,
  path: string | undefined,
  ready: Parameters<Page['getByRole']>[1] & { role?: Parameters<Page['getByRole']>[0] },
  scale: number,
): Promise<void> {
  if (path !== undefined) await page.goto(path);
  const { role = 'heading', ...options } = ready;
  await expect(page.getByRole(role, options).first()).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(`${16 * scale}px`);
  await page.screenshot({ path: testInfo.outputPath(`${label}.png`), fullPage: true });
  const overflow = await measureOverflow(page);
  expect.soft(overflow.scrollWidth, `${label}: no sideways scroll`).toBeLessThanOrEqual(overflow.innerWidth);
  expect.soft(overflow.clipped, `${label}: no text cut off`).toEqual([]);
}
