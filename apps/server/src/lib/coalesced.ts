/**
 * `read` run at most once at a time (issue 17, D69: the sellers' push subscriptions, read for each new
 * order): a call while a read runs gets the next read, started once that one has ended and shared by
 * every call made meanwhile. Each answer is thus read after its call began (a device saved before the
 * call is in it), with one read in flight and one waiting at most. A failed read rejects its callers only.
 */
export function coalesced<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let waiting: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const started = read().finally(() => {
      if (running === started) running = undefined;
    });
    running = started;
    return started;
  };
  return () => {
    if (!running) return start();
    waiting ??= running
      .catch(() => undefined)
      .then(() => {
        waiting = undefined;
        return start();
      });
    return waiting;
  };
}
