/**
 * The instance's image work, one job at a time (issue 11, docs/security.md 'Limits'): decoding a
 * 40-megapixel photo takes about 160 MB, and three uploads of four photos decoded side by side took
 * the process to 534 MB. Jobs run in the order they were queued; a failing job does not stop the next.
 */
export type ImageWorkQueue = {
  /** Runs `job` once every job queued before it has settled; resolves or rejects as the job does. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running now, the most ever running at once, jobs waiting, jobs settled (tests read these). */
  counts(): { running: number; mostRunning: number; waiting: number; settled: number };
};

/** Creates a queue that runs at most one job at a time. */
export function createImageWorkQueue(): ImageWorkQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let running = 0;
  let mostRunning = 0;
  let waiting = 0;
  let settled = 0;
  return {
    run(job) {
      waiting += 1;
      const result = tail.then(async () => {
        waiting -= 1;
        running += 1;
        mostRunning = Math.max(mostRunning, running);
        try {
          return await job();
        } finally {
          running -= 1;
          settled += 1;
        }
      });
      // The next job waits for this one to settle, whether it succeeded or not.
      tail = result.catch(() => undefined);
      return result;
    },
    counts: () => ({ running, mostRunning, waiting, settled }),
  };
}

declare module '../../../app-context.ts' {
  // Declaration merging needs an interface: the module adds its service to the app's context (D82).
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AppServices {
    /** The instance's image re-encoding, one upload at a time (issue 11). */
    imageWork: ImageWorkQueue;
  }
}
