/** How long a shutdown may take before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Graceful shutdown (issue 7, docs/operations.md): on SIGTERM or SIGINT runs `close` once (the app
 * stops listening, finishes the requests in flight and ends its event streams; then the database),
 * and exits 0. If closing fails, exits 1; if it takes longer than `graceMs`, exits 1 anyway so a
 * stuck connection never keeps a deploy waiting.
 */
export function exitOnSignals(close: () => Promise<void>, graceMs = SHUTDOWN_GRACE_MS): void {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      console.info(`${signal}: finishing requests in flight, then stopping`);
      setTimeout(() => {
        console.error(`Still closing after ${graceMs / 1000} s: exiting anyway`);
        process.exit(1);
      }, graceMs).unref();
      close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}
