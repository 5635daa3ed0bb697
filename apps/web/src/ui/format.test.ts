import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '@rasoi/domain/locale';
import { formatDateTimeGb, formatDateTimeUs, formatRupees, hourIn, shortMonthIn } from './format.ts';

afterEach(() => void setLocale('en', { reload: false }));

const when = new Date('2026-01-05T14:00:00Z');
const IST = 'Asia/Kolkata';

describe('display formats in each language (spec 9, issue 16)', () => {
  it('writes rupees with Indian digit grouping in English and in Hindi', () => {
    expect(formatRupees(120000)).toBe('₹1,20,000');
    void setLocale('hi', { reload: false });
    expect(formatRupees(120000)).toBe('₹1,20,000');
  });

  it("writes dates the spec's English way, and the hi-IN way in Hindi", () => {
    expect(formatDateTimeUs(when, IST)).toContain('Jan');
    expect(formatDateTimeGb(when, IST)).toContain('Jan');
    void setLocale('hi', { reload: false });
    expect(formatDateTimeUs(when, IST)).toContain('जन॰');
    expect(formatDateTimeGb(when, IST)).toContain('2026');
  });
});

describe("every time on the kitchen's clock, whatever the phone's zone (issue 30, docs/decisions/0080)", () => {
  // The phone is set to New York: 20:00 UTC on 5 January is 15:00 on the 5th there, 01:30 on the 6th in India.
  const late = new Date('2026-01-05T20:00:00Z');
  const phoneZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (phoneZone === undefined) delete process.env.TZ;
    else process.env.TZ = phoneZone;
  });

  it("writes the kitchen's date and time, not the phone's", () => {
    expect(late.getDate()).toBe(5); // the phone's own calendar really differs
    expect(formatDateTimeGb(late, IST)).toBe('6 Jan 2026, 01:30');
    expect(formatDateTimeUs(late, IST)).toBe('Jan 6, 2026, 1:30 AM');
  });

  it("reads the hour and the month on the kitchen's clock", () => {
    expect(hourIn(late, IST)).toBe(1);
    expect(hourIn(new Date('2026-01-05T18:29:00Z'), IST)).toBe(23);
    expect(shortMonthIn(new Date('2026-11-30T20:00:00Z'), IST)).toBe('Dec');
  });
});
