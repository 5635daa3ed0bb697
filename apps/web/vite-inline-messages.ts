import path from 'node:path';
import type { Plugin } from 'vite';
// By path, not '@rasoi/domain/messages': Vite bundles its config and this file but leaves packages to
// Node, which cannot run the domain's TypeScript.
import { MESSAGES } from '../../packages/domain/src/messages.ts';

const MESSAGE_READ = /\bMESSAGES\.([A-Za-z_$][\w$]*)\b/g;

/** `code` with each `MESSAGES.key` of a known key written as that text (a string literal); the rest unchanged. */
export function inlineMessageReads(code: string): string {
  return code.replace(MESSAGE_READ, (read, key: string) =>
    Object.hasOwn(MESSAGES, key) ? JSON.stringify(MESSAGES[key as keyof typeof MESSAGES]) : read,
  );
}

/**
 * Writes each `MESSAGES.key` read in the web app's and the domain's sources as the text itself at build
 * time (issue 6). The domain's messages stay the one place every text is written (packages/domain/src/messages.ts);
 * a chunk no longer carries the whole table for the few texts it shows, and a table nothing reads any
 * more drops out of the bundle (the first load shows about 15 of its 120 texts). Unknown keys are left
 * as they are, so the type checker still reports them.
 */
export function inlineMessages(): Plugin {
  const sourceDirs = ['src', '../../packages/domain/src'].map(
    (dir) => `${path.resolve(import.meta.dirname, dir)}${path.sep}`,
  );
  const table = path.resolve(import.meta.dirname, '../../packages/domain/src/messages.ts');
  return {
    name: 'rasoi-inline-messages',
    apply: 'build',
    transform: {
      filter: { id: /\.tsx?$/ },
      handler(code, id) {
        if (id === table || !sourceDirs.some((dir) => id.startsWith(dir)) || !code.includes('MESSAGES.')) return null;
        const inlined = inlineMessageReads(code);
        // Same lines, only columns move: no source map of its own needed.
        return inlined === code ? null : { code: inlined, map: null };
      },
    },
  };
}
