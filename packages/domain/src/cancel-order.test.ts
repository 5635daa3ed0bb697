import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './constants.ts';
import {
  cancelOrderBodySchema,
  customerCancelBounds,
  customerCancelDeadline,
  customerMayCancel,
} from './cancel-order.ts';
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

describe('the customer’s cancel rule, one definition (issue 25, docs/decisions/0086)', () => {
  it('has no bounds at a window of 0: not even before a cut-off days away', () => {
    expect(customerCancelBounds(0, new Date(placed))).toBeNull();
    expect(customerMayCancel(forSlot('2026-11-29T05:00:00.000Z'), 0, new Date(placed))).toBe(false);
  });

  it('ends at the cut-off instant itself: a millisecond before it may, at it may not', () => {
    const order = { ...forSlot('2026-11-26T06:00:00.000Z'), createdAt: '2026-11-26T04:00:00.000Z' };
    expect(customerMayCancel(order, 5, new Date('2026-11-26T05:59:59.999Z'))).toBe(true);
    expect(customerMayCancel(order, 5, new Date('2026-11-26T06:00:00.000Z'))).toBe(false);
  });

  it('agrees with the deadline the tracking page shows, for every status, window, cut-off and instant', () => {
    const at = (minutes: number) => new Date(Date.parse(placed) + minutes * 60_000).toISOString();
    const slots = [null, { order_by: at(-1) }, { order_by: at(3) }, { order_by: at(10) }, { order_by: 'soon' }];
    let cases = 0;
    for (const status of ORDER_STATUSES) {
      for (const window of [0, 1, 5]) {
        for (const slot of slots) {
          for (const minutes of [-1, 0, 0.5, 1, 3, 4.99, 5, 7, 10, 11]) {
            const order = { status, createdAt: placed, slot };
            const now = new Date(at(minutes));
            const deadline = customerCancelDeadline(order, window);
            expect(customerMayCancel(order, window, now)).toBe(deadline !== null && now < deadline);
            cases += 1;
          }
        }
      }
    }
    expect(cases).toBe(ORDER_STATUSES.length * 150);
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
