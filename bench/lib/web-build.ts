import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server.ts';

export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');

/** Builds the web app when there is no build yet (a fresh clone), or always with BENCH_BUILD=1. */
export function ensureWebBuild(): void {
  if (process.env.BENCH_BUILD !== '1' && fs.existsSync(path.join(WEB_DIST_DIR, 'index.html'))) return;
  console.info('Building the web app (npm run build)...');
  execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
}
