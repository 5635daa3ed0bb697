import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '@rasoi/domain/i18n/runtime';

/**
 * No domain module writes a sentence while it loads (D72, issue 30): a schema's refusal, a label or a
 * list of reasons is written when it is used, in that moment's language. A sentence written at import
 * would be in the server's start language for every caller, and had to be translated back by matching
 * it against templates, which one crafted request could make take seconds.
 */
describe('messages at module load', () => {
  it('no domain module asks for the language while it loads', async () => {
    const asked: string[] = [];
    overwriteGetLocale(() => {
      asked.push(new Error('a message was written at load').stack ?? '');
      return 'en';
    });
    const modules = readdirSync(new URL('../../../../packages/domain/src', import.meta.url))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => `@rasoi/domain/${name.slice(0, -'.ts'.length)}`);
    expect(modules.length).toBeGreaterThan(20);
    for (const name of modules) await import(/* @vite-ignore */ name);
    expect(asked).toEqual([]);
    // Loading every module compiles the whole message table: minutes on a loaded machine, not seconds.
  }, 300_000);
});
