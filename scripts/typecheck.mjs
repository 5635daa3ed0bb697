// `npm run typecheck`: the TypeScript check of every workspace (the repository's own scripts and configs,
// the domain, the server, the web app, the journeys), as many at once as the machine has cores (D90).
// Each check's output is printed whole when it ends, so two checks' errors never interleave. Exits
// non-zero when any check fails, after all have ended.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const projects = ['tsconfig.json', 'packages/domain', 'apps/server', 'apps/web', 'e2e'];

/** Runs `tsc -p project`; resolves with its exit code once its output is printed. */
function check(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(`${code === 0 ? '✓' : '✗'} tsc -p ${project}\n${output}`);
      resolve(code ?? 1);
    });
  });
}

const queue = [...projects];
const codes = [];
const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
  for (let project = queue.shift(); project; project = queue.shift()) codes.push(await check(project));
});
await Promise.all(lanes);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
