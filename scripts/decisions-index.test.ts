import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script without type declarations
import { indexLines, withIndex } from './decisions-index.mjs';

/** docs/decisions/README.md lists every decision file, in order (`node scripts/decisions-index.mjs` writes it). */
describe('the decisions index', () => {
  it('is the one the decision files give', () => {
    const text = readFileSync(new URL('../docs/decisions/README.md', import.meta.url), 'utf8');
    expect(text).toBe(withIndex(text));
  });

  it('names each decision by number, with its file and status', () => {
    const lines = indexLines() as string[];
    expect(lines[0]).toMatch(/^- \[P1\]\(p01-[a-z0-9-]+\.md\) .+\. Status: accepted/);
    expect(lines[10]).toMatch(/^- \[D1\]\(0001-[a-z0-9-]+\.md\) .+\. Status: accepted, superseded in part by D25/);
    const names = lines.map((line) => /^- \[([PD]\d+)\]/.exec(line)?.[1] ?? '');
    const numbers = (kind: string) => names.filter((n) => n.startsWith(kind)).map((n) => Number(n.slice(1)));
    expect(numbers('P')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Every number from D1 on has its file, in order; none is missing or doubled.
    expect(numbers('D')).toEqual(numbers('D').map((_, i) => i + 1));
  });
});
