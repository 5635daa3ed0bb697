import { describe, expect, it } from 'vitest';
import { greeting } from './dashboard-page.tsx';

describe("the seller's greeting follows the kitchen's clock (issue 30, docs/decisions/0080)", () => {
  it('greets by the hour in India, not by the phone', () => {
    const phoneZone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // 01:30 in India (15:00 the day before in New York, 20:00 in London).
      expect(greeting('Asia/Kolkata', new Date('2026-11-26T20:00:00Z'))).toBe('Good morning');
      // 13:30 in India (03:00 in New York).
      expect(greeting('Asia/Kolkata', new Date('2026-11-26T08:00:00Z'))).toBe('Good afternoon');
      // 19:30 in India (09:00 in New York).
      expect(greeting('Asia/Kolkata', new Date('2026-11-26T14:00:00Z'))).toBe('Good evening');
    } finally {
      if (phoneZone === undefined) delete process.env.TZ;
      else process.env.TZ = phoneZone;
    }
  });
});
