import type { Kysely } from 'kysely';
import type { Slot } from '@rasoi/domain/api';
import { nextOpenSlot } from '@rasoi/domain/slot-room';
import { clockTimeAt, dayWord, slotLabel } from '@rasoi/domain/slot-words';
import type { Database } from '../../../db/schema.ts';
import { AppError, message } from '../../../lib/app-error.ts';
import type { SlotCalendar } from './day-slots.ts';
import { findSlot, heldPlates, takePlates, toSlot, type HouseholdLimit, type SlotRow } from './slot-queries.ts';

export type TakeOrderSlotOptions = {
  /** The slot the customer chose, or undefined for the next one with room. */
  slotId: string | undefined;
  /** Plates (thalis) the order takes. */
  plates: number;
  now: Date;
  calendar: SlotCalendar;
  /** The slots customers may order for, read before the transaction (`orderableSlots`). */
  orderable: readonly Slot[];
  /**
   * A customer's own order: the most plates they may hold in one slot of one day (docs/decisions/0074).
   * Absent for an order the kitchen enters by phone (the seller's own choice, D51).
   */
  household?: HouseholdLimit | undefined;
};

/**
 * Decides an order's meal slot inside its transaction `trx` (issue 14, D47) and takes its plates there.
 * Returns the slot row, or null when the kitchen has no slots (the order is then on demand). A chosen
 * slot must exist (404), be within the days orders are taken for, open, before its cut-off and have the
 * plates (409 with a sentence that names the next open slot, e.g. 'Lunch is full for today. Tomorrow's
 * lunch is open.'). Without a choice, the first orderable slot with room is taken. With `household`, the
 * customer's plates in the slot stay within their limit, decided in the same UPDATE (takePlates); over
 * it, 409 m.slotHouseholdLimit ('You can hold at most 10 plates of Lunch for today ...').
 */
export async function takeOrderSlot(trx: Kysely<Database>, options: TakeOrderSlotOptions): Promise<SlotRow | null> {
  const { slotId, plates, now, calendar, orderable, household } = options;
  if (slotId === undefined) {
    if (orderable.length === 0) return null;
    for (const candidate of orderable) {
      if (candidate.state !== 'open' || candidate.remaining < plates) continue;
      if (await takePlates(trx, candidate._id, plates, now, household)) {
        return (await findSlot(trx, candidate._id)) ?? null;
      }
    }
    // The first slot that had room refused this customer only for their limit: say so.
    const roomy = orderable.find((candidate) => candidate.state === 'open' && candidate.remaining >= plates);
    const overLimit = roomy && (await householdRefusal(trx, roomy, options));
    throw overLimit || refusal(orderable[0]!, plates, options);
  }
  const chosen = await findSlot(trx, slotId);
  if (!chosen) throw new AppError('NOT_FOUND', 'slotNotFound');
  if (chosen.date > calendar.lastOrderDate) {
    const days = Math.round((Date.parse(calendar.lastOrderDate) - Date.parse(calendar.today)) / 86_400_000);
    throw new AppError('BAD_REQUEST', 'slotTooFarAhead', { days });
  }
  if (await takePlates(trx, chosen.id, plates, now, household)) return { ...chosen, taken: chosen.taken + plates };
  // Read again: another order may have taken the plates since the first read.
  const latest = toSlot((await findSlot(trx, chosen.id)) ?? chosen, now, calendar.lastOrderDate);
  const overLimit =
    latest.state === 'open' && latest.remaining >= plates && (await householdRefusal(trx, latest, options));
  throw overLimit || refusal(latest, plates, options);
}

/**
 * The 409 for a customer whose plates in `slot` would pass their household limit
 * (docs/decisions/0074), or null when that is not why (or the order has no limit).
 */
async function householdRefusal(
  trx: Kysely<Database>,
  slot: Slot,
  { household, plates, calendar }: TakeOrderSlotOptions,
): Promise<AppError | null> {
  if (!household || plates === 0) return null;
  const held = await heldPlates(trx, slot._id, household.userId);
  if (held + plates <= household.max) return null;
  const day = () => dayWord(slot.date, calendar.today);
  return new AppError('CONFLICT', 'slotHouseholdLimit', { max: household.max, slot: slot.name, day, held });
}

/**
 * Why `slot` cannot take `plates`, and which slot can: the 409 a refused customer reads, its two
 * sentences written in their language when the answer is (D84).
 */
function refusal(slot: Slot, plates: number, { calendar, orderable }: TakeOrderSlotOptions): AppError {
  const day = () => dayWord(slot.date, calendar.today);
  const found = nextOpenSlot(orderable, slot, plates);
  const next = found
    ? message('nextSlotOpen', {
        next: () => {
          const label = slotLabel(found, calendar.today);
          return label.charAt(0).toUpperCase() + label.slice(1);
        },
      })
    : message('noSlotOpen');
  if (slot.state === 'past') {
    const time = () => clockTimeAt(slot.order_by, calendar.timeZone);
    return new AppError('CONFLICT', 'slotPast', { slot: slot.name, day, time }, { then: next });
  }
  if (slot.state === 'closed') return new AppError('CONFLICT', 'slotClosed', { slot: slot.name, day }, { then: next });
  if (slot.remaining > 0 && slot.state === 'open') {
    return new AppError(
      'CONFLICT',
      'slotNotEnoughPlates',
      { left: slot.remaining, slot: slot.name, day },
      { then: next },
    );
  }
  return new AppError('CONFLICT', 'slotFull', { slot: slot.name, day }, { then: next });
}
