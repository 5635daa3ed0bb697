// `npm start` (README 'Quick start', docs/deploy.md, D42): on a checkout with the development tools it builds the
// web app and the server, then serves; on a production install pruned of them (`npm prune --omit=dev`) it serves
// the build already made, rather than failing for want of vite. Exits with the server's status.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const canBuild = existsSync(new URL('node_modules/vite/package.json', root));
const built = existsSync(new URL('apps/server/dist/main.js', root));

/**
 * Runs an npm script in the repository root with this terminal, passing SIGINT and SIGTERM on to it (so stopping
 * `npm start` stops the server gracefully); resolves with its exit status.
 */
function npmRun(script) {
  return new Promise((resolve) => {
    // Its own process group, signalled whole: npm does not pass a SIGTERM on to the server it started.
    const child = spawn('npm', ['run', script], { cwd: root, stdio: 'inherit', detached: true });
    const forward = (signal) => process.kill(-child.pid, signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? 1);
    });
  });
}

if (canBuild) {
  const status = await npmRun('build');
  if (status !== 0) process.exit(status);
} else if (!built) {
  console.error(
    'No build to serve, and no build tools: run `npm ci && npm run build` before pruning (docs/deploy.md).',
  );
  process.exit(1);
}
process.exit(await npmRun('serve'));
