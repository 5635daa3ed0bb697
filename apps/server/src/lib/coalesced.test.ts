import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesced.ts';

describe('coalesced reads (the sellers’ devices for each new order)', () => {
  it('answers every call with a read started after it, one read at a time', async () => {
    let stored = 1;
    const started: number[] = [];
    let finish: (() => void)[] = [];
    const read = coalesced(async () => {
      started.push(stored);
      const value = stored;
      await new Promise<void>((resolve) => finish.push(resolve));
      return value;
    });

    const first = read();
    stored = 2; // saved after the first read began: the calls from now on must see it
    const second = read();
    const third = read();
    expect(started).toEqual([1]);
    finish.shift()!();
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    finish.shift()!();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    expect(started).toHaveLength(2);
    finish = [];
  });

  it('reads again after a failed read', async () => {
    let calls = 0;
    const read = coalesced(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    const failed = read();
    const next = read();
    await expect(failed).rejects.toThrow('connection lost');
    expect(await next).toBe(2);
  });
});
