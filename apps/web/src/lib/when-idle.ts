/**
 * Runs `task` once the page has loaded and the main thread is idle (issue 6: work the first paint does
 * not need, such as the carousel library, the toaster and the live order stream, waits until after it),
 * or after `timeoutMs` at the latest. Returns a function that cancels it if it has not run yet.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => !cancelled && task(), { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(() => !cancelled && task(), 1);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  // Idle time before 'load' is still loading time: wait for the page's own resources first.
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    cancelIdle();
  };
}
