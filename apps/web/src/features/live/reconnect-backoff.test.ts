import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnect-backoff.ts';

describe('reconnect backoff (issue 5)', () => {
  it('waits 1 s, 2 s, 4 s, 8 s, then 15 s for every further try', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(reconnectDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000, 15_000,
    ]);
  });

  it('treats odd attempt numbers as the first try', () => {
    expect(reconnectDelayMs(-3)).toBe(1_000);
    expect(reconnectDelayMs(1.7)).toBe(2_000);
  });
});
