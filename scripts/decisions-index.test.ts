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
    expect(lines.length).toBeGreaterThanOrEqual(10);
    expect(lines[0]).toMatch(/^- \[D72\]\(0072-[a-z0-9-]+\.md\) .+\. Status: accepted/);
    const numbers = lines.map((line) => Number(/^- \[D(\d+)\]/.exec(line)?.[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });
});
