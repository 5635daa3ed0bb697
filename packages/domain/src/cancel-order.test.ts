import { describe, expect, it } from 'vitest';
import { cancelOrderBodySchema, customerCancelDeadline, customerMayCancel } from './cancel-order.ts';
import { cancelReasonInvalid } from './i18n/messages/cancelreasoninvalid2.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { cancelReasonInvalid };

const placed = '2026-11-26T04:30:00.000Z';
const onDemand = { status: 'Preparing' as const, createdAt: placed, slot: null };
const forSlot = (orderBy: string) => ({ ...onDemand, slot: { order_by: orderBy } });

describe('the customer’s cancel deadline (issue 15, D54)', () => {
  it('is placing + the window for an order on demand', () => {
    expect(customerCancelDeadline(onDemand, 5)?.toISOString()).toBe('2026-11-26T04:35:00.000Z');
    expect(customerMayCancel(onDemand, 5, new Date('2026-11-26T04:34:59.999Z'))).toBe(true);
    expect(customerMayCancel(onDemand, 5, new Date('2026-11-26T04:35:00.000Z'))).toBe(false);
  });

  it('is the slot’s cut-off when that is later, the window when the cut-off is sooner', () => {
    expect(customerCancelDeadline(forSlot('2026-11-27T05:00:00.000Z'), 5)?.toISOString()).toBe(
      '2026-11-27T05:00:00.000Z',
    );
    expect(customerCancelDeadline(forSlot('2026-11-26T04:31:00.000Z'), 5)?.toISOString()).toBe(
      '2026-11-26T04:35:00.000Z',
    );
  });

  it('is none when the kitchen’s window is 0, or once the order left Preparing', () => {
    expect(customerCancelDeadline(forSlot('2026-11-27T05:00:00.000Z'), 0)).toBeNull();
    for (const status of ['Out For Delivery', 'Delivered', 'Cancelled'] as const) {
      expect(customerCancelDeadline({ ...onDemand, status }, 5)).toBeNull();
    }
  });
});

describe('the cancel body', () => {
  it('trims the reason and lets the customer leave it out', () => {
    expect(cancelOrderBodySchema.parse({ reason: '  Changed my mind ' })).toEqual({ reason: 'Changed my mind' });
    expect(cancelOrderBodySchema.parse({})).toEqual({ reason: '' });
  });

  it.each(['<script>', 'a\nb', 'x'.repeat(201)])('refuses %j with the reason message', (reason) => {
    const result = cancelOrderBodySchema.safeParse({ reason });
    expect(result.error?.issues[0]?.message).toBe(m.cancelReasonInvalid());
  });
});
