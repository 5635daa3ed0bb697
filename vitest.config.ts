import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import rootPackage from './package.json' with { type: 'json' };
import { bundledMessages } from './scripts/vitest-bundled-messages.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// The message barrel as one module in every project (scripts/vitest-bundled-messages.ts, D87).
const plugins = [bundledMessages(root)];

/**
 * Unit and API tests. The server suite runs on SQLite always, and again on PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it), each test file on its own fresh database. A test of one
 * engine's own machinery is named `*.sqlite.test.ts` or `*.postgres.test.ts` and runs only there.
 * The server's test files share one module graph per worker (`isolate: false`, D90): each builds its own
 * app on its own database and the server keeps no state in its modules, so a file no longer spends
 * seconds importing Fastify, Kysely and every route again. A test about loading itself (what a module
 * does while it loads) needs modules nobody loaded yet: it is named `*.isolated.test.ts` and runs in a
 * project of its own with a fresh graph per file.
 */
const serverProject = (engine: 'sqlite' | 'postgres') => ({
  plugins,
  test: {
    name: `server-${engine}`,
    include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
    exclude: [
      `**/*.${engine === 'sqlite' ? 'postgres' : 'sqlite'}.test.ts`,
      '**/*.isolated.test.ts',
      '**/node_modules/**',
    ],
    environment: 'node',
    env: { TEST_DB_ENGINE: engine },
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

/**
 * The web app's tests in jsdom. Their files share one module graph and one page a worker (`isolate:
 * false`, D104): each file starts from storage, address bar, language and stores cleared
 * (apps/web/src/test/fresh-file.ts), and does not import React, the router and the screens again (the
 * web project, 115 files alone: 229 s -> about 75 s). A file that mocks a module or keeps a module's
 * state is named `*.isolated.test.ts(x)` and runs with a fresh graph a file.
 */
const webProject = (graph: 'shared' | 'isolated') => ({
  plugins,
  // The version the footer shows, as the web build writes it in (apps/web/vite.config.ts; issue 13).
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  test: {
    name: graph === 'shared' ? 'web' : 'web-isolated',
    include: graph === 'shared' ? ['apps/web/src/**/*.test.{ts,tsx}'] : ['apps/web/src/**/*.isolated.test.{ts,tsx}'],
    exclude: graph === 'shared' ? ['**/*.isolated.test.*', '**/node_modules/**'] : ['**/node_modules/**'],
    environment: 'jsdom',
    isolate: graph === 'isolated',
    setupFiles: [
      'apps/web/src/test/fresh-file.ts',
      'apps/web/src/test/fail-on-console-error.ts',
      'apps/web/src/test/cleanup.ts',
      'apps/web/src/test/dialog-polyfill.ts',
      'apps/web/src/test/patient-waits.ts',
    ],
    // Above the 15 s a findBy*/waitFor waits (apps/web/src/test/patient-waits.ts): a test that loads
    // a page's code and waits for two or three answers takes seconds on a loaded machine (issue 30).
    testTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    // One test file a core, not Vitest's one fewer: the files spend much of their time waiting on a
    // database or a socket, and the runner's own process little (D90; on 2 cores, 8.2 min -> 4.8 min).
    maxWorkers: availableParallelism(),
    // `npm run test:fast` keeps transformed modules on disk between runs, in a folder it names
    // (scripts/test-fast.mjs says why there); `npm test` and CI transform afresh.
    ...(process.env.RASOI_VITEST_MODULE_CACHE
      ? { experimental: { fsModuleCache: true, fsModuleCachePath: process.env.RASOI_VITEST_MODULE_CACHE } }
      : {}),
    projects: [
      {
        plugins,
        // The domain's modules are pure, so its test files share one module graph per worker instead of
        // importing zod and the messages again for each file (D87). Tests leave no global changed (the
        // one that swaps globalThis.Function puts it back; zod's jitless setting only slows parsing).
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node', isolate: false },
      },
      // Repository tools: the release script and the version every place writes (issue 13).
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      serverProject('sqlite'),
      {
        plugins,
        test: { name: 'server-isolated', include: ['apps/server/src/**/*.isolated.test.ts'], environment: 'node' },
      },
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      webProject('shared'),
      webProject('isolated'),
    ],
  },
});
