import { describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '@rasoi/domain/i18n/runtime';

/**
 * No web module writes a text while it loads (D84, issue 25): a label table, a list of texts or a
 * schema's refusal is written when it is shown, so choosing another language re-renders every text in
 * place, without loading the page again. A text written at import would stay in the language the page
 * opened in. (The server's twin: apps/server/src/lib/messages-at-load.isolated.test.ts.)
 */
const modules = import.meta.glob([
  './**/*.{ts,tsx}',
  '!./**/*.test.{ts,tsx}',
  '!./test/**',
  // The entry points: they start the app (render, service worker), they are not modules to import.
  '!./main.tsx',
  '!./sw.ts',
]);

describe('texts at module load', () => {
  it('no web module asks for the language while it loads', async () => {
    const asked: string[] = [];
    overwriteGetLocale(() => {
      asked.push(new Error('a text was written at load').stack ?? '');
      return 'en';
    });
    const names = Object.keys(modules);
    expect(names.length).toBeGreaterThan(100);
    for (const name of names) await modules[name]!();
    // Each text written at load, named by the first web module on its stack (file and line).
    const writers = asked.map(
      (stack) =>
        stack
          .split('\n')
          .find((line) => line.includes('/apps/web/src/') && !line.includes('messages-at-load'))
          ?.replace(/^.*\/apps\/web\/src\//, '')
          .replace(/:\d+\)?$/, '') ?? stack,
    );
    expect([...new Set(writers)]).toEqual([]);
  }, 300_000);
});
