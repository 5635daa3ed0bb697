import pino from 'pino';

/** Log text gathered before one write to stdout, in bytes: about 20 request lines per system call. */
export const LOG_BUFFER_BYTES = 4096;
/** The longest a quiet server keeps a line in the buffer before writing it, in milliseconds. */
export const LOG_FLUSH_EVERY_MS = 1000;
/**
 * The most log text held while stdout does not keep up, in bytes; further lines are dropped (and
 * counted) rather than letting the buffer take the heap, whose old space is 128 MB (`npm start`).
 */
export const LOG_MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/** Where the server's JSON log lines go in production: pino's asynchronous destination on stdout. */
export type LogDestination = {
  write(line: string): void;
  /** Writes everything buffered before returning; safe to call on the way out of the process. */
  flushSync(): void;
  /** How many lines were dropped because stdout did not keep up (LOG_MAX_BUFFERED_BYTES). */
  dropped(): number;
};

/**
 * The log destination `npm start` uses (docs/operations.md 'Logging', decisions 'request log'): stdout
 * through pino's SonicBoom with `sync: false`, so a request's line is appended to a buffer and written
 * by the event loop in batches of LOG_BUFFER_BYTES, instead of one blocking write(2) per line. A quiet
 * server still writes within LOG_FLUSH_EVERY_MS. Nothing is lost on the way out: main.ts calls
 * `flushSync` after a graceful shutdown and on a fatal error, and pino flushes it on process exit too.
 * `fd` is for tests (default 1, stdout).
 */
export function openLogDestination(fd = 1): LogDestination {
  const stream = pino.destination({
    dest: fd,
    sync: false,
    minLength: LOG_BUFFER_BYTES,
    maxLength: LOG_MAX_BUFFERED_BYTES,
    periodicFlush: LOG_FLUSH_EVERY_MS,
  });
  let dropped = 0;
  stream.on('drop', () => (dropped += 1));
  return {
    write: (line) => void stream.write(line),
    flushSync() {
      // flushSync throws while the stream is still opening its fd or after it ended; neither loses a line
      // that a later flush or pino's own exit hook would not write.
      try {
        stream.flushSync();
      } catch {
        // nothing more can be done on the way out
      }
    },
    dropped: () => dropped,
  };
}
