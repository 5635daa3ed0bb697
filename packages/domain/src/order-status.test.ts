import { describe, expect, it } from 'vitest';
import {
  canTransition,
  COOKED_STATUSES,
  isActiveForSeller,
  LEFT_OUT_STATUSES,
  isUndelivered,
  nextOrderStatus,
  orderStatusLabel,
  trackingStepStates,
  UNPAID_STATUSES,
} from './order-status.ts';
import { ORDER_STATUSES } from './constants.ts';

describe('order status machine (spec 4, docs/decisions/p09)', () => {
  it('moves Preparing -> Out For Delivery -> Delivered and nowhere else', () => {
    expect(nextOrderStatus('Preparing')).toBe('Out For Delivery');
    expect(nextOrderStatus('Out For Delivery')).toBe('Delivered');
    expect(nextOrderStatus('Delivered')).toBeNull();
    expect(canTransition('Preparing', 'Delivered')).toBe(false);
    expect(canTransition('Delivered', 'Preparing')).toBe(false);
    expect(canTransition('Recieved', 'Preparing')).toBe(false);
  });

  it('keeps undelivered orders on the home strip and active ones in the seller list', () => {
    expect(isUndelivered('Out For Delivery')).toBe(true);
    expect(isUndelivered('Delivered')).toBe(false);
    expect(isActiveForSeller('Preparing')).toBe(true);
    expect(isActiveForSeller('Recieved')).toBe(false);
  });

  it('ticks the steps a later status has passed', () => {
    expect(trackingStepStates('Preparing')).toEqual(['done', 'current', 'pending']);
    expect(trackingStepStates('Out For Delivery')).toEqual(['done', 'done', 'current']);
    expect(trackingStepStates('Delivered')).toEqual(['done', 'done', 'done']);
  });
});

describe('status labels, one per status (issue 25, docs/decisions/0086)', () => {
  it('reads every status as a person would, each its own words, the API spelling put right', () => {
    const labels = ORDER_STATUSES.map(orderStatusLabel);
    expect(labels).toEqual([
      'Waiting for payment',
      'Received',
      'Preparing',
      'Out For Delivery',
      'Delivered',
      'Cancelled',
    ]);
    expect(new Set(labels).size).toBe(ORDER_STATUSES.length);
  });
});

describe('an online order awaiting its payment (issue 27 part 2, docs/decisions/0100)', () => {
  it('is neither cooked nor left out of the figures, and no seller step leaves it', () => {
    expect(COOKED_STATUSES).not.toContain('Awaiting Payment');
    expect(UNPAID_STATUSES).toEqual(['Awaiting Payment']);
    expect(LEFT_OUT_STATUSES).toEqual(['Cancelled']);
    expect(nextOrderStatus('Awaiting Payment')).toBeNull();
    expect(trackingStepStates('Awaiting Payment')).toEqual(['pending', 'pending', 'pending']);
  });
});
