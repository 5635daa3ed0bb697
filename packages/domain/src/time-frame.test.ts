import { describe, expect, it } from 'vitest';
import { formatLocalDate, timeFrameRange, timeFrameSchema } from './time-frame.ts';

const IST = 'Asia/Kolkata';
// Saturday 21 Nov 2026, 01:00 in Kolkata = Friday 20 Nov, 19:30 UTC.
const now = new Date('2026-11-20T19:30:00Z');

describe('statistics time frames (docs/decisions/p03)', () => {
  it('takes today on the kitchen calendar, not the server clock', () => {
    expect(timeFrameRange(1, now, IST)).toEqual({
      start: new Date('2026-11-20T18:30:00Z'),
      end: new Date('2026-11-21T18:30:00Z'),
    });
  });

  it('runs the week from Monday to Sunday', () => {
    expect(timeFrameRange(2, now, IST)).toEqual({
      start: new Date('2026-11-15T18:30:00Z'),
      end: new Date('2026-11-22T18:30:00Z'),
    });
  });

  it('covers the calendar month, across a year end too', () => {
    expect(timeFrameRange(3, now, IST)).toEqual({
      start: new Date('2026-10-31T18:30:00Z'),
      end: new Date('2026-11-30T18:30:00Z'),
    });
    expect(timeFrameRange(3, new Date('2026-12-15T00:00:00Z'), IST)?.end).toEqual(new Date('2026-12-31T18:30:00Z'));
  });

  it('has no bounds for lifetime', () => {
    expect(timeFrameRange(4, now, IST)).toBeNull();
  });

  it('refuses anything but 1 to 4 with the spec message', () => {
    expect(timeFrameSchema.safeParse('2').success).toBe(true);
    const bad = timeFrameSchema.safeParse('5');
    expect(bad.success ? '' : bad.error.issues[0]?.message).toBe('Invalid time frame provided');
    expect(timeFrameSchema.safeParse('abc').success).toBe(false);
  });

  it('formats dates as yyyy-mm-dd in the kitchen zone', () => {
    expect(formatLocalDate(now, IST)).toBe('2026-11-21');
  });
});
