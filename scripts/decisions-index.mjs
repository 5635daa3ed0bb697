// Writes the index of docs/decisions/README.md from the decision files beside it (one line a file: its
// number, title and status; the product decisions P1-P10, files `pNN-...md`, before D1, `0001-...md`), between the '## Index' heading and the end of the file. `--check` only
// compares, and exits 1 when the index is stale, for the test in scripts/decisions-index.test.ts.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const folder = new URL('../docs/decisions/', import.meta.url);
const readme = new URL('README.md', folder);

/** The index lines, P1-P10 then D1 on in number order: '- [D72](0072-x.md) Title. Status: accepted.' */
export function indexLines() {
  return (
    readdirSync(folder)
      .filter((name) => /^(\d{4}|p\d{2})-[a-z0-9-]+\.md$/.test(name))
      // 'p' sorts after the digits: the product decisions, taken first, go first.
      .sort((a, b) => Number(b.startsWith('p')) - Number(a.startsWith('p')) || a.localeCompare(b))
      .map((name) => {
        const [title = '', , status = ''] = readFileSync(new URL(name, folder), 'utf8').split('\n');
        const heading = title.replace(/^# /, '');
        const dot = heading.indexOf('. ');
        return `- [${heading.slice(0, dot)}](${name}) ${heading.slice(dot + 2)}. ${status.replace(/\.$/, '')}.`;
      })
  );
}

/** The README with its index written anew. */
export function withIndex(text) {
  const head = text.slice(0, text.indexOf('## Index'));
  return `${head}## Index\n\n${indexLines().join('\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = readFileSync(readme, 'utf8');
  const next = withIndex(text);
  if (process.argv.includes('--check')) process.exit(next === text ? 0 : 1);
  writeFileSync(readme, next);
}
