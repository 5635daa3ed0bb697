// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint that keeps English out of plain values (issue 16, D62; eslint.config.js `TEXT_IN_VALUES`): a
 * map of labels, an object's label or title, a list or a returned text reaches the screen later, where
 * `react/jsx-no-literals` does not look, and stays English when Hindi is chosen. Snippets placed at real
 * paths of the web app, linted with the repository's own eslint.config.js.
 */
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const src = fileURLToPath(new URL('./', import.meta.url));
const eslint = new ESLint({ cwd: repo });

/** The lines of `code` (as the file `file`, relative to apps/web/src) that the texts lint fails. */
async function englishLines(file: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: src + file });
  const lines = result!.messages
    .filter((message) => message.severity === 2 && message.ruleId === 'no-restricted-syntax')
    .map((message) => message.line);
  return [...new Set(lines)];
}

describe('the lint for English outside the message table (issue 16, D62)', { timeout: 60_000 }, () => {
  it('fails a map of labels in a plain module, as the menu tags were', async () => {
    const code = [
      "import type { Tag } from '@rasoi/domain/constants';",
      'const TAG_LABELS: Record<Tag, string> = {',
      "  'best-seller': 'Bestseller',",
      "  trending: 'trending',",
      "  quick: 'Quick bite',",
      "  'roti-mania': 'roti mania',",
      "  mini: 'mini',",
      '};',
      'export const tagLabel = (tag: Tag) => TAG_LABELS[tag];',
    ].join('\n');
    // Every word in a *LABELS map, capitalised or not.
    expect(await englishLines('features/menu/snippet.ts', code)).toEqual([3, 4, 5, 6, 7]);
  });

  it("fails an object's label or title, a list and a returned text in a component module", async () => {
    const code = [
      "export const action = { label: 'Apply', onClick: () => undefined };",
      "export const empty = { title: 'No used coupons yet', body: 'Coupons you use show up here.' };",
      "export const tabs = ['Active', 'Used'];",
      "export function notFound(): string { return 'Not Found'; }",
      "export const fallback = (name?: string) => name ?? 'Other';",
    ].join('\n');
    expect(await englishLines('features/coupons/snippet.tsx', code)).toEqual([1, 2, 3, 4, 5]);
  });

  it('fails English in a template: a text variable, a text property, between elements', async () => {
    const code = [
      'export function Eta({ n, counts }: { n: number; counts?: { a: number } }) {',
      "  let text = '';",
      '  text = `${n} mins`;',
      '  const subtitle = n > 0 ? `${n} coupons available` : text;',
      '  const chip = { title: `Order #${n}` };',
      '  return (',
      '    <p title={chip.title}>',
      '      {subtitle}',
      '      {counts ? `${counts.a} preparing` : null}',
      '    </p>',
      '  );',
      '}',
    ].join('\n');
    expect(await englishLines('features/orders/snippet.tsx', code)).toEqual([3, 4, 5, 9]);
  });

  it('passes texts read from the table, and the API values a screen only compares or sends', async () => {
    const code = [
      "import { m } from '@rasoi/domain/i18n/messages';",
      'export const TYPE_LABELS = { meal: m.thali(), dish: m.dish(), addon: m.addOn() };',
      'export const action = { label: m.apply(), onClick: () => undefined };',
      "export const chip = { tone: 'bg-amber-50 text-amber-700', status: 'preparing' };",
      "export const key = ['orders', 'mine'];",
      "export const page = { module: 'FullMenuPage', path: '/orders/:orderId' };",
      "export const field = { name: 'society', timeZone: 'UTC', method: 'COD' };",
      "export function state(open: boolean): string { return open ? 'open' : 'closed'; }",
      "// eslint-disable-next-line no-restricted-syntax -- the API's order status value, not a text",
      "export const TAB = { status: 'Out For Delivery', label: m.outForDelivery() };",
    ].join('\n');
    expect(await englishLines('features/seller-catalogue/snippet.ts', code)).toEqual([]);
  });
});
