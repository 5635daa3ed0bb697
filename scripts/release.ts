/**
 * `npm run release -- <version> [--date yyyy-mm-dd]` (issue 13; docs/operations.md 'Releases'): raises the
 * version everywhere it is written, from the one place the apps read it (the root package.json: the web
 * build's define for the footer, the server for /health and the API reference):
 * - the root package.json and every workspace's package.json;
 * - package-lock.json's entries for them;
 * - CHANGELOG.md: the Unreleased section becomes `## [<version>] - <date>`, under a new empty Unreleased.
 * Refuses (exit 1, nothing written) a version that is not semver or not above the current one, and a
 * changelog with nothing under Unreleased. Commit and tag the result yourself.
 */
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?$/;
const UNRELEASED = '## [Unreleased]';

type PackageJson = { version: string; workspaces?: string[] };

/** The folders of the root package.json's workspaces ('apps/*' or a plain folder), relative to `root`. */
export function workspaceFolders(root: string): string[] {
  const { workspaces = [] } = readJson<PackageJson>(join(root, 'package.json'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, parent, entry.name, 'package.json')))
      .map((entry) => `${parent}/${entry.name}`);
  });
}

/** The newest release named in a changelog's text (`## [x.y.z] - date`), or undefined. */
export function newestRelease(changelog: string): string | undefined {
  return /^## \[(\d[^\]]*)\]/m.exec(changelog)?.[1];
}

/** Whether semver `a` is above `b` (major, minor, patch; a pre-release counts below its release). */
function isAbove(a: string, b: string): boolean {
  const parse = (v: string) => (SEMVER.exec(v) ?? []).slice(1, 4).map(Number);
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) > (y[i] ?? 0);
  return !a.includes('-') && b.includes('-');
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Writes `version` (released on `date`, yyyy-mm-dd) into the repository at `root`, as described above.
 * Throws an Error with a sentence for a bad version or an empty Unreleased section, before writing anything.
 */
export function release(root: string, version: string, date: string): void {
  const current = readJson<PackageJson>(join(root, 'package.json')).version;
  if (!SEMVER.test(version)) throw new Error(`${version} is not a version like 1.2.3`);
  if (!isAbove(version, current)) throw new Error(`${version} is not above the current version ${current}`);
  const changelogFile = join(root, 'CHANGELOG.md');
  const changelog = readFileSync(changelogFile, 'utf8');
  const start = changelog.indexOf(`${UNRELEASED}\n`);
  if (start < 0) throw new Error(`CHANGELOG.md has no '${UNRELEASED}' section`);
  const rest = changelog.slice(start + UNRELEASED.length + 1);
  const notes = rest.slice(0, rest.search(/^## \[/m) >= 0 ? rest.search(/^## \[/m) : undefined);
  if (notes.trim() === '') throw new Error('CHANGELOG.md says nothing under Unreleased: write what changed first');

  const folders = ['.', ...workspaceFolders(root)];
  for (const folder of folders) {
    const file = join(root, folder, 'package.json');
    writeJson(file, { ...readJson<PackageJson>(file), version });
  }
  const lockFile = join(root, 'package-lock.json');
  if (existsSync(lockFile)) {
    const lock = readJson<{ version?: string; packages?: Record<string, { version?: string }> }>(lockFile);
    lock.version = version;
    for (const folder of folders) {
      const entry = lock.packages?.[folder === '.' ? '' : folder];
      if (entry) entry.version = version;
    }
    writeJson(lockFile, lock);
  }
  writeFileSync(changelogFile, changelog.replace(`${UNRELEASED}\n`, `${UNRELEASED}\n\n## [${version}] - ${date}\n`));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [version, flag, value] = process.argv.slice(2);
  const date = flag === '--date' && value ? value : new Date().toISOString().slice(0, 10);
  try {
    if (!version) throw new Error('Usage: npm run release -- <version> [--date yyyy-mm-dd]');
    release(resolve(import.meta.dirname, '..'), version, date);
    console.info(`Released ${version} (${date}): package.json files, package-lock.json and CHANGELOG.md updated.`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
