import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * For tests only (D87): serves Paraglide's message barrel (`packages/domain/src/i18n/messages.js`, one
 * `export *` over about 975 one-message modules) as ONE module, bundled once per test run with esbuild.
 * Vitest otherwise fetches and evaluates every message module separately in every test file that reaches
 * the barrel, which cost most of a server or web test file's time. The messages' code is the same: only its
 * packaging differs. The shared `runtime.js` (the current locale) stays one module outside the bundle, so
 * `setLocale` seen by the bundle and by a domain module importing a single message is the same state.
 * Production builds never see this plugin: Vite tree-shakes the real barrel there.
 */
export function bundledMessages(root: string): Plugin {
  const barrel = path.join(root, 'packages/domain/src/i18n/messages.js');
  let bundled: Promise<string> | undefined;
  return {
    name: 'rasoi-bundled-messages',
    enforce: 'pre',
    load(id) {
      if (id.split('?')[0] !== barrel) return null;
      bundled ??= bundle(barrel);
      return bundled;
    },
  };
}

async function bundle(barrel: string): Promise<string> {
  const result = await build({
    entryPoints: [barrel],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
    plugins: [
      {
        name: 'shared-runtime',
        setup(builder) {
          // Every message module imports '../runtime.js'; from the barrel's folder that is './runtime.js'.
          builder.onResolve({ filter: /(^|\/)runtime\.js$/ }, () => ({ path: './runtime.js', external: true }));
        },
      },
    ],
  });
  return result.outputFiles[0]!.text;
}
