// Runs commands as many at once as the machine has cores (D90), each one's output printed whole when it
// ends, so two commands' errors never interleave. Used by `npm run typecheck` and the checks `npm test`
// starts with (scripts/checks.mjs).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** Runs `command` (an argv array); resolves with its exit code once its output is printed. */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${command.join(' ')}\n${output}`);
      resolve(code ?? 1);
    });
  });
}

/**
 * Runs every command of `commands` (argv arrays), longest first as given, in as many lanes as cores, and
 * exits the process non-zero when any failed, after all have ended.
 */
export async function runLanes(commands) {
  const queue = [...commands];
  const codes = [];
  const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let command = queue.shift(); command; command = queue.shift()) codes.push(await run(command));
  });
  await Promise.all(lanes);
  process.exit(codes.every((code) => code === 0) ? 0 : 1);
}
