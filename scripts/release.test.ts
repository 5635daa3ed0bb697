import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newestRelease, release, workspaceFolders } from './release.ts';

const REPO = resolve(import.meta.dirname, '..');

/** Every place a repository at `root` writes the version: the changelog's newest release, each package.json, the lock. */
function versionsIn(root: string): Record<string, string | undefined> {
  const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));
  const lock = read('package-lock.json');
  const places: Record<string, string | undefined> = {
    'CHANGELOG.md': newestRelease(readFileSync(join(root, 'CHANGELOG.md'), 'utf8')),
    'package-lock.json': lock.version,
  };
  for (const folder of ['.', ...workspaceFolders(root)]) {
    places[`${folder}/package.json`] = read(`${folder}/package.json`).version;
    places[`package-lock.json ${folder}`] = lock.packages[folder === '.' ? '' : folder]?.version;
  }
  return places;
}

describe('the release version (issue 13)', () => {
  it('is the same in the changelog, every package.json and the lock file', () => {
    const places = versionsIn(REPO);
    const root = places['./package.json'];
    expect(root).toMatch(/^\d+\.\d+\.\d+/);
    for (const [place, version] of Object.entries(places)) expect({ place, version }).toEqual({ place, version: root });
  });
});

describe('npm run release', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A small repository shaped like this one: root and two workspaces at 1.0.3, a lock, a changelog. */
  function fixture(unreleased = '### Added\n\n- Something new.\n'): string {
    dir = mkdtempSync(join(tmpdir(), 'rasoi-release-'));
    const pkg = (version: string, extra = {}) => `${JSON.stringify({ name: 'x', version, ...extra }, null, 2)}\n`;
    writeFileSync(join(dir, 'package.json'), pkg('1.0.3', { workspaces: ['apps/*', 'e2e'] }));
    mkdirSync(join(dir, 'apps/web'), { recursive: true });
    writeFileSync(join(dir, 'apps/web/package.json'), pkg('1.0.3'));
    mkdirSync(join(dir, 'e2e'));
    writeFileSync(join(dir, 'e2e/package.json'), pkg('1.0.3'));
    const lock = {
      version: '1.0.3',
      packages: { '': { version: '1.0.3' }, 'apps/web': { version: '1.0.3' }, e2e: {} },
    };
    writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock));
    writeFileSync(
      join(dir, 'CHANGELOG.md'),
      `# Changelog\n\n## [Unreleased]\n\n${unreleased}\n## [1.0.3] - 2026-11-22\n\n- First.\n`,
    );
    return dir;
  }

  it('raises every place to the new version and turns Unreleased into its entry', () => {
    const root = fixture();
    release(root, '1.1.0', '2026-12-01');
    const places = versionsIn(root);
    delete places['package-lock.json e2e']; // the lock names no version for this workspace
    expect(new Set(Object.values(places))).toEqual(new Set(['1.1.0']));
    expect(readFileSync(join(root, 'CHANGELOG.md'), 'utf8')).toBe(
      '# Changelog\n\n## [Unreleased]\n\n## [1.1.0] - 2026-12-01\n\n### Added\n\n- Something new.\n\n' +
        '## [1.0.3] - 2026-11-22\n\n- First.\n',
    );
  });

  it('refuses a version that is not above the current one, or not a version, and writes nothing', () => {
    const root = fixture();
    expect(() => release(root, '1.0.3', '2026-12-01')).toThrow('is not above the current version 1.0.3');
    expect(() => release(root, '1.0.2', '2026-12-01')).toThrow('is not above');
    expect(() => release(root, 'next', '2026-12-01')).toThrow('is not a version');
    expect(versionsIn(root)['./package.json']).toBe('1.0.3');
    expect(newestRelease(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'))).toBe('1.0.3');
  });

  it('refuses a release with nothing written under Unreleased', () => {
    const root = fixture('');
    expect(() => release(root, '1.0.4', '2026-12-01')).toThrow('says nothing under Unreleased');
    expect(versionsIn(root)['apps/web/package.json']).toBe('1.0.3');
  });
});
