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

/**
 * The controls axe's rule looks at: those with a role whose name may come from its content (a link, a
 * button, a switch, a tab...), given a name of their own by aria-label or aria-labelledby. A control named
 * by its content alone always holds its text, so it is left out.
 */
const NAMED_FROM_CONTENT = [
  'a[href]',
  'button',
  ...[
    'button',
    'checkbox',
    'link',
    'menuitem',
    'menuitemcheckbox',
    'menuitemradio',
    'option',
    'radio',
    'switch',
    'tab',
    'treeitem',
  ].map((role) => `[role="${role}"]`),
]
  .map((control) => `${control}[aria-label], ${control}[aria-labelledby]`)
  .join(', ');

/** A control's own name: the text of the elements aria-labelledby names, else its aria-label. */
function ownName(control: Element): string {
  const ids = control.getAttribute('aria-labelledby');
  if (ids) {
    return ids
      .split(/\s+/)
      .map((id) => control.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ');
  }
  return control.getAttribute('aria-label') ?? '';
}

/** Whether `words` holds `part` as a run of consecutive words. */
function holdsRun(all: string[], part: string[]): boolean {
  for (let from = 0; from + part.length <= all.length; from += 1) {
    if (part.every((word, index) => all[from + index] === word)) return true;
  }
  return false;
}

/**
 * Checks every control under `root` that has a name of its own and shows words (D81, issue 29): with
 * 'starts' its name must begin with the words it shows; with 'contains' it must hold them in a run, which
 * is what axe's `label-content-name-mismatch` asks and what a Hindi name with its verb last still does
 * ('{name} कार्ट में जोड़ें' on 'जोड़ें'). Fails naming each control at fault; returns how many were checked,
 * so a test can tell that the page had some.
 */
export function expectEveryNameHoldsItsText(root: ParentNode, rule: 'starts' | 'contains'): number {
  const checked = [...root.querySelectorAll(NAMED_FROM_CONTENT)].filter(
    (control) => words(control.textContent ?? '').length > 0,
  );
  const faults = checked
    .map((control) => ({ control, visible: words(control.textContent ?? ''), name: words(ownName(control)) }))
    .filter(({ visible, name }) =>
      rule === 'starts' ? name.slice(0, visible.length).join(' ') !== visible.join(' ') : !holdsRun(name, visible),
    )
    .map(
      ({ control, visible, name }) =>
        `'${name.join(' ')}' for '${visible.join(' ')}': ${control.outerHTML.slice(0, 120)}`,
    );
  expect(faults, `controls whose name does not ${rule === 'starts' ? 'start with' : 'contain'} their text`).toEqual([]);
  return checked.length;
}
