import { describe, expect, it } from 'vitest';
import { dateRangeReversed } from './i18n/messages/daterangereversed2.js';
import { invalidDate } from './i18n/messages/invaliddate1.js';
import { invalidMobile } from './i18n/messages/invalidmobile1.js';
import { invalidTimeFrame } from './i18n/messages/invalidtimeframe2.js';
import { pinFormat } from './i18n/messages/pinformat1.js';
import { dateRangeQuerySchema, patchOrderBodySchema, sellerLoginBodySchema, statsQuerySchema } from './seller.ts';
import { localDaysRange, parseLocalDate } from './time-frame.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { dateRangeReversed, invalidDate, invalidMobile, invalidTimeFrame, pinFormat };

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('seller login body', () => {
  it('takes a 10-digit mobile and a 4-digit PIN, nothing else', () => {
    expect(sellerLoginBodySchema.parse({ mobile: '9876543210', pin: '0042' })).toEqual({
      mobile: '9876543210',
      pin: '0042',
    });
    expect(firstMessage(sellerLoginBodySchema.safeParse({ mobile: '9876543210', pin: '42' }))).toBe(m.pinFormat());
    expect(firstMessage(sellerLoginBodySchema.safeParse({ mobile: '98765', pin: '1234' }))).toBe(m.invalidMobile());
    expect(sellerLoginBodySchema.safeParse({ mobile: '9876543210', pin: '1234', role: 'x' }).success).toBe(false);
  });
});

describe('seller date ranges', () => {
  it('accept real yyyy-mm-dd dates in order, either side optional', () => {
    expect(dateRangeQuerySchema.parse({})).toEqual({});
    expect(dateRangeQuerySchema.parse({ startDate: '2024-02-29', endDate: '2024-03-01' })).toEqual({
      startDate: '2024-02-29',
      endDate: '2024-03-01',
    });
    expect(firstMessage(dateRangeQuerySchema.safeParse({ startDate: '2023-02-29' }))).toBe(m.invalidDate());
    expect(firstMessage(dateRangeQuerySchema.safeParse({ endDate: '2024-1-5' }))).toBe(m.invalidDate());
    expect(firstMessage(dateRangeQuerySchema.safeParse({ startDate: '2024-03-02', endDate: '2024-03-01' }))).toBe(
      m.dateRangeReversed(),
    );
  });

  it('cover whole kitchen-calendar days, the end day included', () => {
    expect(parseLocalDate('2024-13-01')).toBeNull();
    expect(localDaysRange('2026-11-20', '2026-11-20', 'Asia/Kolkata')).toEqual({
      start: new Date('2026-11-19T18:30:00Z'),
      end: new Date('2026-11-20T18:30:00Z'),
    });
    expect(localDaysRange(undefined, '2026-12-31', 'Asia/Kolkata')).toEqual({
      start: null,
      end: new Date('2026-12-31T18:30:00Z'),
    });
  });
});

describe('other seller calls', () => {
  it('take a time frame 1-4 and a known order status', () => {
    expect(statsQuerySchema.parse({ timeFrame: '3' })).toEqual({ timeFrame: 3 });
    expect(firstMessage(statsQuerySchema.safeParse({}))).toBe(m.invalidTimeFrame());
    expect(patchOrderBodySchema.parse({ status: 'Delivered' })).toEqual({ status: 'Delivered' });
    expect(patchOrderBodySchema.safeParse({ status: 'Refunded' }).success).toBe(false);
  });
});
