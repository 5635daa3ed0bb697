import { describe, expect, it } from 'vitest';
import { anySlotHasRoom, nextOpenSlot, slotCanTake, slotStateAt, type SlotRoomFields } from './slot-room.ts';

/** A slot with its cut-off at 10:00 UTC on its day, open with 6 plates left unless overridden. */
function slot(id: string, name: string, overrides: Partial<SlotRoomFields> = {}): SlotRoomFields {
  return { _id: id, name, state: 'open', remaining: 6, order_by: `${id.slice(-10)}T10:00:00.000Z`, ...overrides };
}

const todayLunch = slot('lunch-2026-11-26', 'Lunch', { state: 'full', remaining: 0 });
const todayDinner = slot('dinner-2026-11-26', 'Dinner', { order_by: '2026-11-26T12:00:00.000Z' });
const tomorrowLunch = slot('lunch-2026-11-27', 'Lunch');
const tomorrowDinner = slot('dinner-2026-11-27', 'Dinner', { order_by: '2026-11-27T12:00:00.000Z' });
const BEFORE_DINNER_CUTOFF = Date.parse('2026-11-26T11:00:00Z');
const AFTER_DINNER_CUTOFF = Date.parse('2026-11-26T12:00:00Z');

describe('which meal slot can take an order (issue 14)', () => {
  it('prefers the same meal on a later day over another meal earlier', () => {
    const slots = [todayLunch, todayDinner, tomorrowLunch, tomorrowDinner];
    expect(nextOpenSlot(slots, todayLunch, 1)).toBe(tomorrowLunch);
    expect(nextOpenSlot(slots, { _id: 'x', name: 'LUNCH' }, 1)).toBe(tomorrowLunch);
  });

  it('takes the first slot with room when no slot of the same meal has it', () => {
    const full = { ...tomorrowLunch, state: 'full' as const, remaining: 0 };
    expect(nextOpenSlot([todayLunch, todayDinner, full, tomorrowDinner], todayLunch, 1)).toBe(todayDinner);
  });

  it('never offers the refused slot itself, nor one without room for the plates', () => {
    const fewLeft = { ...tomorrowLunch, remaining: 2 };
    expect(nextOpenSlot([todayDinner, fewLeft], todayDinner, 3)).toBeUndefined();
    expect(nextOpenSlot([todayDinner, fewLeft], todayDinner, 2)).toBe(fewLeft);
    expect(nextOpenSlot([todayLunch, { ...todayDinner, state: 'closed' }], todayLunch, 1)).toBeUndefined();
  });

  it('reads a cut-off passed since the answer as past when given the time, else trusts the state', () => {
    expect(slotStateAt(todayDinner, BEFORE_DINNER_CUTOFF)).toBe('open');
    expect(slotStateAt(todayDinner, AFTER_DINNER_CUTOFF)).toBe('past');
    expect(slotStateAt(todayDinner)).toBe('open');
    expect(slotCanTake(todayDinner, 6, BEFORE_DINNER_CUTOFF)).toBe(true);
    expect(slotCanTake(todayDinner, 7, BEFORE_DINNER_CUTOFF)).toBe(false);
    expect(nextOpenSlot([todayLunch, todayDinner, tomorrowDinner], todayLunch, 1, AFTER_DINNER_CUTOFF)).toBe(
      tomorrowDinner,
    );
  });

  it('says whether any slot has room for one plate', () => {
    expect(anySlotHasRoom([todayLunch, { ...tomorrowLunch, state: 'closed' }])).toBe(false);
    expect(anySlotHasRoom([todayLunch, todayDinner], BEFORE_DINNER_CUTOFF)).toBe(true);
    expect(anySlotHasRoom([todayLunch, todayDinner], AFTER_DINNER_CUTOFF)).toBe(false);
    expect(anySlotHasRoom([])).toBe(false);
  });
});
