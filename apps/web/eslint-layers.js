/**
 * The web app's layers, enforced by ESLint (issue 12; docs/architecture.md 'Layers'). Imports only look down:
 *
 *   app/, main.tsx            top: the router, layouts, providers and route pages; compose features
 *   features/<name>/          middle: one feature each; imports no other feature (D83)
 *   ui/ > api/ > lib/         bottom: shared code; imports no feature and nothing of app/; ui/ may use
 *                             api/ and lib/, api/ may use lib/, lib/ neither (D83)
 *
 * - import-x/no-restricted-paths: shared code never imports a feature or app/; a feature never imports
 *   app/ nor another feature, not even through its index.ts (D83: app/ composes features, and what two
 *   share lives in api/, ui/ or lib/); the test helpers reach a feature only through its index.ts.
 *   The zones are made from the folders under features/, so a new feature is covered as it is created.
 * - app/ imports a feature's index.ts statically (core no-restricted-imports); its lazy `import()` names
 *   the page or overlay module itself, so each stays its own chunk (core no-restricted-imports does not
 *   look at `import()`, which is why that half is checked there and not with a zone). app/'s tests
 *   compose features' inner parts freely.
 * - import-x/no-cycle: no file-level import cycle in apps/web/src (a dynamic `import()` counts; `import type`
 *   does not, as it is erased).
 * - A feature's index.ts holds re-exports only (the build treats it as free of side effects).
 *
 * Exports `webLayers(srcDir, baseDir)`, a flat-config array; eslint.config.js applies it to apps/web/src, and
 * src/layers-lint.test.ts runs it on snippets to prove a wrong arrow fails.
 */
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { peerZones, subfolders } from '../../eslint-zones.js';

const WHY = 'Imports only look down (docs/architecture.md "Layers").';

/** The server stays out of the web app (the older rule, kept here because app/ files override it). */
const NO_SERVER = { group: ['@rasoi/server*', '**/apps/server/**'], message: 'The web app never imports server code.' };

/**
 * Builds the layer rules for the web app whose source folder is `srcDir`; the `files` globs are made
 * relative to `baseDir`, the folder of the ESLint config that uses them. Both absolute paths.
 * @param {string} srcDir
 * @param {string} baseDir
 * @returns {import('eslint').Linter.Config[]}
 */
export function webLayers(srcDir, baseDir) {
  const at = (...parts) => path.join(srcDir, ...parts);
  const glob = (...parts) =>
    path
      .relative(baseDir, at(...parts))
      .split(path.sep)
      .join('/');
  const zones = [
    {
      target: [at('api'), at('ui'), at('lib')],
      from: [at('features'), at('app'), at('main.tsx')],
      message: `Shared code (api/, ui/, lib/) may not import a feature or app/: move what both need down into lib/ or ui/. ${WHY}`,
    },
    {
      // The shared floors have an order too (D83): ui/ may use api/ and lib/, api/ may use lib/, lib/ neither.
      target: at('lib'),
      from: [at('api'), at('ui')],
      message: `lib/ imports neither api/ nor ui/: a hook that reads the API belongs in api/, a component in ui/. ${WHY}`,
    },
    {
      target: at('api'),
      from: at('ui'),
      message: `api/ does not import ui/: move the helper both need down into lib/ (as lib/toast.ts). ${WHY}`,
    },
    {
      target: at('features'),
      from: [at('app'), at('main.tsx')],
      message: `A feature may not import app/: take what it needs from lib/ (paths, ui-store, session-store) or let app/ pass it in. ${WHY}`,
    },
    // A feature is closed to every other feature, its index.ts included (D83).
    ...peerZones(at('features'), {
      message: () =>
        `A feature may not import another feature (D83): let app/ compose them (pass a component or a callback as a prop), or move what both need down into api/, ui/ or lib/. ${WHY}`,
    }),
    ...subfolders(at('features')).map((name) => ({
      target: at('test'),
      from: at('features', name),
      except: ['./index.ts'],
      message: `The test helpers import the ${name} feature through its public entry features/${name}/index.ts. ${WHY}`,
    })),
  ];
  return [
    {
      files: [`${glob()}/**/*.{ts,tsx}`],
      plugins: { 'import-x': importX },
      settings: {
        ...importX.flatConfigs.typescript.settings,
        'import-x/resolver-next': [createNodeResolver()],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { zones }],
        'import-x/no-cycle': 'error',
      },
    },
    {
      // The bundler is told an entry has no side effects (vite-feature-entries.ts): hold it to re-exports.
      files: [`${glob('features')}/*/index.ts`],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: 'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration)',
            message: `A feature's index.ts only re-exports (export { x } from './x.ts'): put code in a module of its own. ${WHY}`,
          },
        ],
      },
    },
    {
      files: [`${glob('app')}/**/*.{ts,tsx}`, glob('main.tsx')],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              NO_SERVER,
              {
                regex: '/features/[^/]+/(?!index\\.ts$)',
                message: `app/ imports a feature through its features/<name>/index.ts; only a lazy import() names a page or overlay module itself. ${WHY}`,
              },
            ],
          },
        ],
      },
    },
  ];
}
