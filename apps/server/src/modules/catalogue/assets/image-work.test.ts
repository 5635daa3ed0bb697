import { describe, expect, it } from 'vitest';
import { createImageWorkQueue } from './image-work.ts';

describe('createImageWorkQueue (issue 11)', () => {
  it('runs one job at a time, in the order queued, and goes on after a failing job', async () => {
    const queue = createImageWorkQueue();
    const events: string[] = [];
    const job =
      (name: string, fail = false) =>
      async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setImmediate(resolve));
        events.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([queue.run(job('a')), queue.run(job('b', true)), queue.run(job('c'))]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(queue.counts()).toEqual({ running: 0, mostRunning: 1, waiting: 0, settled: 3 });
  });
});
