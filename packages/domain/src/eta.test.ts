import { describe, expect, it } from 'vitest';
import { minutesLeft } from './eta.ts';

describe('order ETA (spec 9)', () => {
  const start = Date.UTC(2026, 10, 21, 12, 0);
  it('counts down from the total minutes, 30 by default', () => {
    expect(minutesLeft(start, start)).toBe(30);
    expect(minutesLeft(start, start + 10 * 60_000, 45)).toBe(35);
  });
  it('never goes below zero', () => {
    expect(minutesLeft(start, start + 3 * 60 * 60_000)).toBe(0);
  });
});
