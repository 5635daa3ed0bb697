import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@rasoi/domain/locale';
import { formatDateTimeGb, formatDateTimeUs, formatRupees } from './format.ts';

afterEach(() => void setLocale('en', { reload: false }));

const when = new Date('2026-01-05T14:00:00Z');

describe('display formats in each language (spec 9, issue 16)', () => {
  it('writes rupees with Indian digit grouping in English and in Hindi', () => {
    expect(formatRupees(120000)).toBe('₹1,20,000');
    void setLocale('hi', { reload: false });
    expect(formatRupees(120000)).toBe('₹1,20,000');
  });

  it("writes dates the spec's English way, and the hi-IN way in Hindi", () => {
    expect(formatDateTimeUs(when)).toContain('Jan');
    expect(formatDateTimeGb(when)).toContain('Jan');
    void setLocale('hi', { reload: false });
    expect(formatDateTimeUs(when)).toContain('जन॰');
    expect(formatDateTimeGb(when)).toContain('2026');
  });
});
