import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.ts';

/** A real `tsx apps/server/src/main.ts` child process and what it printed. */
export type ServerProcess = {
  child: ChildProcess;
  /** http://localhost:PORT as main printed it. */
  url: string;
  /** Everything printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
};

/**
 * Starts the server from its sources (main.ts through tsx's loader, one process; `npm start` runs the same code
 * bundled, D25), on a free port (PORT=0), with the
 * given environment on top of this one; resolves when it prints its URL. Rejects if it exits first
 * or takes longer than `timeoutMs`.
 */
export function startServerProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  // Node itself with tsx's loader, not the tsx command: that one runs the server in a child process of
  // its own, so a SIGKILL would end the wrapper and leave the server running.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${printed}`));
    }, timeoutMs);
    const onData = () => {
      const match = /Rasoi is running at (http:\/\/localhost:\d+)/.exec(printed);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve({ child, url: match[1]!.replace('localhost', '127.0.0.1'), output: () => printed, exited });
    };
    child.stdout!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${printed}`));
    });
  });
}
