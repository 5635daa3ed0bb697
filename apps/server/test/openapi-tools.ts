import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.ts';
import { buildApiDocument } from '../scripts/api-document.ts';

/** A tool's exit code and what it printed. */
export type ToolRun = { code: number | null; stdout: string; stderr: string };

/** The path of an installed tool's command (`node_modules/.bin/NAME`). */
export const toolPath = (name: string): string => path.join(REPO_ROOT, 'node_modules/.bin', name);

/** Runs an installed tool to its end with `args` in `cwd` (default the repository), collecting its output. */
export function runTool(name: string, args: readonly string[], cwd = REPO_ROOT): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(toolPath(name), args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A deployment's address for the document's server: .example never resolves (RFC 2606). */
export const DOCUMENT_PUBLIC_URL = 'https://rasoi.example';

/**
 * Writes the API document (as `npm run openapi` does, with a deployment's PUBLIC_URL) to
 * `openapi.json` in a new temp folder; answers the folder and the file. The caller removes the folder.
 */
export async function writeApiDocument(): Promise<{ dir: string; file: string; document: Record<string, unknown> }> {
  const document = await buildApiDocument({ PUBLIC_URL: DOCUMENT_PUBLIC_URL });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-openapi-check-'));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document, null, 2));
  return { dir, file, document };
}
