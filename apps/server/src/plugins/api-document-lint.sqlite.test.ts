import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { runTool, writeApiDocument } from '../../test/openapi-tools.ts';

/**
 * The API document passes the tools generators are judged by (issue 25, docs/decisions/0085): Redocly's
 * recommended rules and Spectral's OpenAPI rules with no error and no warning, and a client generated
 * by openapi-typescript type-checks a script that places an order, reads it and uploads a picture.
 */
let dir: string;
let file: string;
beforeAll(async () => {
  ({ dir, file } = await writeApiDocument());
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Redocly's JSON report (its Node-version banner goes to stderr and is not read). */
type RedoclyReport = { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
/** One of Spectral's findings; severity 0 error, 1 warning, 2 information, 3 hint. */
type SpectralFinding = { code: string; message: string; severity: number; path: string[] };

// The three tools run side by side: each is mostly its own start-up, so together they take the longest one's time.
describe.concurrent('the API document', () => {
  it("passes Redocly's recommended rules with no error and no warning", async ({ expect }) => {
    const run = await runTool('redocly', ['lint', file, '--format=json', '--config', 'redocly.yaml']);
    const report = JSON.parse(run.stdout) as RedoclyReport;
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(run.code).toBe(0);
  });

  it("passes Spectral's OpenAPI rules with no finding at all", async ({ expect }) => {
    const run = await runTool('spectral', ['lint', file, '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet']);
    const findings = JSON.parse(run.stdout || '[]') as SpectralFinding[];
    expect(findings.map((f) => `${f.code} at ${f.path.join('.')}: ${f.message}`)).toEqual([]);
    expect(run.code).toBe(0);
  });

  it('generates types with openapi-typescript that type-check a client placing, reading and uploading', async ({
    expect,
  }) => {
    const generated = await runTool('openapi-typescript', [
      file,
      '-o',
      path.join(dir, 'api.ts'),
      '--default-non-nullable',
      'false',
    ]);
    expect(generated.code, generated.stderr).toBe(0);
    fs.copyFileSync(
      path.join(REPO_ROOT, 'apps/server/test/openapi/typed-client.ts'),
      path.join(dir, 'typed-client.ts'),
    );
    const typeRoots = path.join(REPO_ROOT, 'node_modules/@types');
    const options = ['--noEmit', '--strict', '--noUncheckedIndexedAccess', '--target', 'es2023', '--lib', 'es2023,dom'];
    const modules = ['--module', 'preserve', '--moduleResolution', 'bundler', '--allowImportingTsExtensions'];
    const types = ['--skipLibCheck', '--types', 'node', '--typeRoots', typeRoots];
    // The check can fail: a file that misuses the generated types is refused, and only it.
    fs.writeFileSync(
      path.join(dir, 'misuse.ts'),
      "import type { paths } from './api.ts';\n" +
        "type Order = paths['/api/v1/order/{id}']['get']['responses'][200]['content']['application/json']['data']['order'];\n" +
        "export const amount: Order['amount'] = 'ten';\n",
    );
    const checked = await runTool(
      'tsc',
      [...options, ...modules, ...types, 'typed-client.ts', 'misuse.ts', 'api.ts'],
      dir,
    );
    expect(checked.stdout.trim().split('\n')).toEqual([expect.stringMatching(/^misuse\.ts\(3,14\): error TS2322/)]);
  });
});
