import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from './crypto.ts';

/** Ids (docs/decisions/0024): 24 hex characters that sort by creation time and never repeat. */
afterEach(() => {
  vi.useRealTimers();
});

describe('newId', () => {
  it('is 24 lowercase hex characters, different every time, across refills of its random bytes', () => {
    const ids = Array.from({ length: 2000 }, newId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sorts ids made in a later second after earlier ones', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:30:00Z'), toFake: ['Date'] });
    const earlier = Array.from({ length: 50 }, newId);
    vi.setSystemTime(new Date('2026-11-21T12:30:01Z'));
    const later = Array.from({ length: 50 }, newId);
    expect([...later, ...earlier].sort()).toEqual([...earlier.sort(), ...later.sort()]);
  });

  it('starts with the creation time in seconds, as a MongoDB ObjectId does', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:30:00Z'), toFake: ['Date'] });
    expect(Number.parseInt(newId().slice(0, 8), 16)).toBe(Date.UTC(2026, 10, 21, 12, 30) / 1000);
  });
});
