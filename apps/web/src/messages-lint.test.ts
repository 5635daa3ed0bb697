// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The glued-texts rule (issue 16, D62, eslint.config.js `GLUED_TEXTS`) on snippets placed at a real path
 * of the web app, linted with the repository's own eslint.config.js: a message glued to data by a space
 * is an error of `npm run lint`, one message with placeholders is not.
 */
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const src = fileURLToPath(new URL('./', import.meta.url));
const eslint = new ESLint({ cwd: repo });

/** The messages of the glued-texts rule for `code` as if it were the file `file` (relative to apps/web/src). */
async function gluedErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: src + file });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax' && message.message.includes('D62'))
    .map((message) => `${message.line}`);
}

const header = "import { m } from '@rasoi/domain/i18n/messages';\n";

describe('the glued-texts lint (issue 16, D62)', { timeout: 60_000 }, () => {
  it('fails a template literal that glues messages and data with spaces', async () => {
    const code = `${header}export const label = (name: string) => \`\${m.addToCartLabel({ name })} \${name}\`;\n`;
    expect(await gluedErrors('features/menu/snippet.ts', code)).toEqual(['2']);
  });

  it('fails JSX that puts a message and data side by side, or a message and a spacer', async () => {
    const code = `${header}export const Placed = ({ date }: { date: string }) => (
  <p>
    {m.orderPlacedTitle()} {date}
  </p>
);
export const Steps = ({ button }: { button: string }) => (
  <p>
    {m.orderPlacedTitle()}{' '}
    {button}
  </p>
);
`;
    expect(await gluedErrors('features/orders/snippet.tsx', code)).toEqual(['4', '9']);
  });

  it('passes one message with placeholders, and punctuation between figures', async () => {
    const code = `${header}export const Line = ({ date, amount }: { date: string; amount: string }) => (
  <p aria-label={m.placedOnDate({ date })}>
    {m.placedOnDate({ date })} · {amount}
  </p>
);
`;
    expect(await gluedErrors('features/orders/snippet.tsx', code)).toEqual([]);
  });
});
