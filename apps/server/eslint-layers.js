/**
 * The server's layers, enforced by ESLint (issue 25, D82; docs/architecture.md 'Server layers'). Imports
 * only look down:
 *
 *   main.ts, app.ts                top: build the app, install the plugins, register the routes
 *   routes/                        thin: parse, guard, call a flow or a module action, answer
 *   plugins/                       the app's edge (auth, errors, logs...); routes use its request helpers
 *   flows/                         work that crosses modules (placing an order, a status change...)
 *   modules/<name>/                one product part each: its tables' queries and its own actions
 *   app-context.ts                 the context type every layer takes (each module adds its service)
 *   lib/, db/, config.ts           shared code below every module
 *
 * - A module never imports another module (a zone per folder under modules/, made from the folders, so a
 *   new module is covered as it is created), nor a flow, a route, a plugin or the top.
 * - A flow never imports a route, a plugin or the top; routes never import the top.
 * - app-context.ts, lib/, db/ and config.ts import none of the layers above them.
 * Tests are left out: a test builds the whole app and its fixtures reach into any module.
 *
 * Exports `serverLayers(srcDir, baseDir)`, a flat-config array; eslint.config.js applies it to
 * apps/server/src, and src/layers-lint.test.ts runs it on snippets to prove a wrong arrow fails.
 */
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { peerZones } from '../../eslint-zones.js';

const WHY = 'Imports only look down (docs/architecture.md "Server layers", D82).';

/**
 * Builds the layer rules for the server whose source folder is `srcDir`; the `files` globs are made
 * relative to `baseDir`, the folder of the ESLint config that uses them. Both absolute paths.
 * @param {string} srcDir
 * @param {string} baseDir
 * @returns {import('eslint').Linter.Config[]}
 */
export function serverLayers(srcDir, baseDir) {
  const at = (...parts) => path.join(srcDir, ...parts);
  const glob = path.relative(baseDir, srcDir).split(path.sep).join('/');
  const top = [at('main.ts'), at('app.ts')];
  const zones = [
    ...peerZones(at('modules'), {
      message: (name) =>
        `A module never imports another module (here: modules/${name}): move work that needs both to flows/, or a pure helper both share down to lib/ or packages/domain. ${WHY}`,
    }),
    {
      target: at('modules'),
      from: [at('flows'), at('routes'), at('plugins'), ...top],
      message: `A module imports no flow, route, plugin nor app.ts: a flow calls the module, not the other way round. ${WHY}`,
    },
    {
      target: at('flows'),
      from: [at('routes'), at('plugins'), ...top],
      message: `A flow imports no route, plugin nor app.ts: take what it needs as arguments. ${WHY}`,
    },
    {
      target: at('plugins'),
      from: [at('routes'), at('flows'), ...top],
      message: `A plugin imports no route, flow nor app.ts. ${WHY}`,
    },
    {
      target: at('routes'),
      from: top,
      message: `A route imports nothing of app.ts or main.ts: the app registers the routes. ${WHY}`,
    },
    {
      target: [at('app-context.ts'), at('lib'), at('db'), at('config.ts'), at('sms-settings.ts')],
      from: [at('modules'), at('flows'), at('routes'), at('plugins'), ...top],
      message: `app-context.ts, lib/, db/ and config.ts are below every module: they import no module, flow, route, plugin nor app.ts. ${WHY}`,
    },
  ];
  return [
    {
      files: [`${glob}/**/*.ts`],
      ignores: [`${glob}/**/*.test.ts`],
      plugins: { 'import-x': importX },
      settings: {
        ...importX.flatConfigs.typescript.settings,
        'import-x/resolver-next': [createNodeResolver()],
      },
      rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
    },
  ];
}
