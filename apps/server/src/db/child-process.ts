import { execFile } from 'node:child_process';

/** What a finished child process printed. */
export type ChildOutput = { stdout: string; stderr: string };

/** Thrown when a child process cannot start, exits non-zero or runs past its time. */
export class ChildProcessError extends Error {
  constructor(
    message: string,
    /** The end of what the child wrote to stderr (bounded), for the log. */
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'ChildProcessError';
  }
}

/** The most of a child's output kept: enough for a listing of backups or an error, never a whole dump. */
const MAX_OUTPUT_BYTES = 4 * 1024 * 1024;
/** How much of stderr goes into an error message. */
const STDERR_TAIL_CHARS = 600;

/**
 * Runs `command` with `args` as an array (no shell, so nothing in a file name or setting is interpreted),
 * waits for it to exit and returns its output (D78). Killed with SIGTERM after `timeoutMs`. `env` is
 * added to this process's environment (e.g. PGPASSWORD), never put on the command line. Throws
 * ChildProcessError when it cannot start (e.g. not installed), exits non-zero or times out; the
 * message names the command, not its arguments or environment, plus the end of its stderr.
 */
export function runChild(
  command: string,
  args: readonly string[],
  options: { timeoutMs: number; env?: Record<string, string> },
): Promise<ChildOutput> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        timeout: options.timeoutMs,
        killSignal: 'SIGTERM',
        maxBuffer: MAX_OUTPUT_BYTES,
        env: { ...process.env, ...options.env },
        encoding: 'utf8',
      },
      (error, stdout, stderr) => {
        if (!error) {
          resolve({ stdout, stderr });
          return;
        }
        const tail = stderr.trim().slice(-STDERR_TAIL_CHARS);
        const code = (error as NodeJS.ErrnoException).code;
        const why =
          code === 'ENOENT'
            ? `${command} is not installed (not found on PATH)`
            : error.killed
              ? `${command} did not finish within ${Math.round(options.timeoutMs / 1000)} s and was stopped`
              : `${command} exited with ${typeof code === 'number' ? `code ${code}` : String(error.signal ?? code)}`;
        reject(new ChildProcessError(tail ? `${why}: ${tail}` : why, tail));
      },
    );
  });
}
