import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what issue 16 asks every screen to meet (D59). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules axe tags 'experimental' and so leaves out of a tag run, turned on by name (D81):
 * `label-content-name-mismatch` is WCAG 2.1 2.5.3 Label in Name (a control's accessible name must
 * contain its visible text, D81 asks it to start with it), so a person using speech input can say what
 * they see.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** The impacts that fail a journey; minor and moderate findings are listed in the report only. */
const BLOCKING = new Set(['serious', 'critical']);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Longer than react-hot-toast's enter and exit animations (0.35 s and 0.4 s). */
const TOAST_FADE_MS = 800;

/** A contrast finding on toasts only: each node is a toast's live region (role status or alert). */
function onlyFadingToasts(violation: Violation): boolean {
  return (
    violation.id === 'color-contrast' &&
    violation.nodes.every((node) => /^<div role="(status|alert)" aria-live=/.test(node.html))
  );
}

function describe(violation: Violation): string {
  const targets = violation.nodes
    .map((node) => {
      // The first line of the summary carries the figures (e.g. a contrast ratio and both colours).
      const why = node.failureSummary?.split('\n')[1]?.trim() ?? '';
      return `    ${node.target.join(' ')}  ${node.html.slice(0, 140)}\n      ${why}`;
    })
    .join('\n');
  return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${targets}`;
}

/**
 * The axe run D59 and D81 ask for: the WCAG tags plus the experimental rules turned on by name. In one
 * `axe.run` in the page (legacy mode): the default runs each frame apart and then opens a blank page in
 * the context to put the results together, a page and a second copy of axe for every check, which was
 * about a third of a check's time (D103). Rasoi's pages hold no frame from another origin, the one thing
 * that mode leaves out; frames of the page's own origin are still checked.
 */
function axe(page: Page): AxeBuilder {
  // options() replaces the whole option object, so it comes before withTags (which adds runOnly).
  return new AxeBuilder({ page }).setLegacyMode(true).options({ rules: EXTRA_RULES }).withTags(WCAG_TAGS);
}

/**
 * Checks the page as it is now (an open sheet included) with axe-core against WCAG 2.2 AA (issue 16,
 * D59), Label in Name included (D81). Fails on any serious or critical violation, with each one's rule id, help text and the CSS
 * selectors of the elements at fault, so the failure says what to fix; minor and moderate ones are
 * attached to the test's report under `label`. Waits for running CSS transitions to settle first, so a
 * sheet sliding in is judged where it stops. AXE_LOG=1 prints every finding, minor ones included.
 * Takes the Playwright page and a short label naming the screen ('cart', 'seller orders: new tab').
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // A sheet's entrance lasts under half a second. Looping animations (a spinner, a pulse) and long ones
  // (a countdown bar) are not waited for: they would never finish, or finish long after the check.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const timing = animation.effect?.getComputedTiming();
          const left = Number(timing?.endTime ?? Infinity) - Number(timing?.localTime ?? 0);
          return animation.playState === 'running' && left < 1_000;
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let results = await axe(page).analyze();
  let blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  // A toast that began to fade in or out after the wait above is read at part opacity (its text then
  // 'fails' contrast). Where that is all axe found, it looks again once the toast has settled.
  if (blocking.length > 0 && blocking.every(onlyFadingToasts)) {
    await page.waitForTimeout(TOAST_FADE_MS);
    results = await axe(page).analyze();
    blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  }
  const minor = results.violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  if (process.env.AXE_LOG) {
    for (const v of results.violations) console.info(`axe ${label}:\n${describe(v)}`);
  }
  if (minor.length > 0) {
    await test.info().attach(`axe minor: ${label}`, {
      body: minor.map(describe).join('\n'),
      contentType: 'text/plain',
    });
  }
  // Soft: a journey goes on and reports every screen's findings in one run, then fails.
  expect
    .soft(
      blocking.map(describe),
      `axe found serious or critical WCAG violations on '${label}':\n${blocking.map(describe).join('\n')}`,
    )
    .toEqual([]);
}
