/**
 * Builds the server for `npm start` (docs/decisions/0025): src/main.ts and the TypeScript it imports,
 * packages/domain's included, bundled by esbuild into dist/main.js; every npm package stays an import
 * that Node resolves from node_modules. Production then runs plain JavaScript: no TypeScript loader
 * thread beside the app, about 40 MB of resident memory less (issue 6). Tests and `npm run dev` still
 * run the sources through tsx. dist/ sits beside src/, so paths found from import.meta.url are the same.
 *
 * The kitchen's operational commands are bundled the same way (dist/set-seller.js, dist/backup.js,
 * dist/restore.js, dist/restore-drill.js), so `npm run seller`, `npm run backup`, `npm run restore` and
 * `npm run restore-drill` (D78) run on plain Node after
 * `npm prune --omit=dev` removed tsx and esbuild (issue 13, docs/deploy.md, D42).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The workspace's own packages are TypeScript sources: they go into the bundle. */
const WORKSPACE_SCOPE = '@rasoi/';

const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith(WORKSPACE_SCOPE) ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  absWorkingDir: SERVER_DIR,
  entryPoints: {
    main: 'src/main.ts',
    'set-seller': 'scripts/set-seller.ts',
    backup: 'scripts/backup.ts',
    restore: 'scripts/restore.ts',
    'restore-drill': 'scripts/restore-drill.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
