import type { TestApp } from './build-test-app.ts';

/**
 * Resolves once the database lists no open event stream (`open_streams`, issue 11), i.e. every stream
 * the test closed has been seen closed by the server; throws after `timeoutMs`.
 */
export async function untilNoOpenStreams(t: TestApp, timeoutMs = 5000): Promise<void> {
  await untilOpenStreams(t, (count) => count === 0, timeoutMs);
}

/** Resolves once `wanted(count of open_streams rows)` holds; throws after `timeoutMs`. */
export async function untilOpenStreams(
  t: TestApp,
  wanted: (count: number) => boolean,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const row = await t.db
      .selectFrom('open_streams')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    const count = Number(row.count);
    if (wanted(count)) return;
    if (performance.now() > deadline) throw new Error(`open_streams still holds ${count} rows`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
