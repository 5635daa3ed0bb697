// `npm run test:fast [-- --base REF]`: the checks a developer at work runs before pushing (issue 25, D87).
// It looks at what git says changed against REF (default: where this branch left main), committed or not,
// plus new files, and runs only what those changes can break:
//   1. the message table compiled again, when packages/domain/messages changed;
//   2. the type check of each changed workspace (the domain's changes check the server and web too, which
//      import it);
//   3. ESLint and Prettier on the changed files;
//   4. the unit and API tests that import a changed file (`vitest related`), on SQLite, and on PostgreSQL too
//      when TEST_DATABASE_URL is set, with Vitest's transformed modules kept on disk between runs (D90).
// Stops at the first failing step with its exit code. The full `npm test` (e2e, proxy) stays CI's job.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const baseAt = args.indexOf('--base');
const base = baseAt >= 0 ? args[baseAt + 1] : defaultBase();

const git = (...gitArgs) =>
  spawnSync('git', gitArgs, { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function defaultBase() {
  for (const ref of ['main', 'origin/main']) {
    const found = spawnSync('git', ['merge-base', 'HEAD', ref], { encoding: 'utf8' });
    if (found.status === 0) return found.stdout.trim();
  }
  return 'HEAD';
}

const changed = [
  ...new Set([
    ...git('diff', '--name-only', '--diff-filter=ACMR', base),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => fs.existsSync(file));

if (changed.length === 0) {
  console.info(`test:fast: nothing changed against ${base}.`);
  process.exit(0);
}
console.info(`test:fast: ${changed.length} changed file(s) against ${base}.`);

/** Runs one step; on failure ends the whole run with its exit code. */
function step(title, command, commandArgs) {
  console.info(`\n▶ ${title}: ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\ntest:fast: '${title}' failed.`);
    process.exit(result.status ?? 1);
  }
}

const under = (folder) => changed.some((file) => file.startsWith(folder));

if (under('packages/domain/messages/')) step('messages', 'npm', ['run', 'i18n']);

// Which tsconfig each changed folder needs; the domain is imported by the server and the web.
const projects = new Set();
if (under('packages/domain/')) ['packages/domain', 'apps/server', 'apps/web'].forEach((p) => projects.add(p));
if (under('apps/server/')) projects.add('apps/server');
if (under('apps/web/')) projects.add('apps/web');
if (under('e2e/')) projects.add('e2e');
if (changed.some((file) => file.startsWith('scripts/') || file.startsWith('bench/') || !file.includes('/'))) {
  projects.add('tsconfig.json');
}
for (const project of projects) step(`typecheck ${project}`, 'npx', ['tsc', '-p', project]);

const lintable = changed.filter((file) => /\.(c|m)?(j|t)sx?$/.test(file));
if (lintable.length > 0) step('lint', 'npx', ['eslint', '--no-warn-ignored', ...lintable]);
step('format', 'npx', ['prettier', '--check', '--ignore-unknown', ...changed]);

/**
 * Where Vitest keeps this checkout's transformed modules (its experimental `fsModuleCache`, read by
 * vitest.config.ts from RASOI_VITEST_MODULE_CACHE): a second run skips most of the transform, a server API
 * file's start drops from about 5 s to under 2 s. The cache keys a module by its own text, not by what its
 * imports resolve to (vitest-dev/vitest#11246), so after a file is renamed or removed an unchanged
 * importer would still point at the old path: the folder is named after the list of files in the
 * checkout, so adding, removing or renaming one starts a fresh cache, and the other folders are removed.
 */
function moduleCacheFolder() {
  const files = git('ls-files', '--cached', '--others', '--exclude-standard').filter((file) => fs.existsSync(file));
  const key = createHash('sha256').update(files.sort().join('\n')).digest('hex').slice(0, 16);
  const root = path.resolve('node_modules/.vitest-module-cache');
  fs.mkdirSync(root, { recursive: true });
  for (const old of fs.readdirSync(root)) if (old !== key) fs.rmSync(path.join(root, old), { recursive: true });
  return path.join(root, key);
}

// Source files only: vitest counts package.json and its own config as touching every test.
const code = lintable.filter((file) => /^(apps|packages|scripts)\//.test(file));
if (code.length > 0) {
  process.env.RASOI_VITEST_MODULE_CACHE = moduleCacheFolder();
  step('related tests', 'npx', ['vitest', 'related', '--run', '--passWithNoTests', ...code]);
}
console.info('\ntest:fast: all green.');
