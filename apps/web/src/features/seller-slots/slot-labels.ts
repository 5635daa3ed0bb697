import type { Slot } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { intlLocale } from '@rasoi/domain/locale';
import { dateAfter } from '@rasoi/domain/slots';
import { clockTimeAt, dayWord } from '@rasoi/domain/slot-words';

/** What a slot's state reads as for the seller (issue 14): words, never a colour alone. */
export function slotStateLabel(state: Slot['state']): string {
  const labels: Record<Slot['state'], string> = {
    open: m.slotStateOpen(),
    full: m.slotStateFull(),
    closed: m.slotStateClosed(),
    past: m.slotStatePast(),
    later: m.slotStateLater(),
  };
  return labels[state];
}

/** 'Today', 'Tomorrow' or 'Wed, 3 Dec' for a 'yyyy-mm-dd' date relative to the kitchen's `today`. */
export function dayLabel(date: string, today: string): string {
  if (date === today) return m.today();
  if (date === dateAfter(today, 1)) return m.tomorrow();
  return dayWord(date, today, intlLocale());
}

/** 'Order by 10:30' and 'Delivery 12:30–14:00' of a day's slot, on the kitchen's clock (`timeZone`). */
export function slotTimes(slot: Slot, timeZone: string): { orderBy: string; delivery: string } {
  return {
    orderBy: m.orderByAt({ time: clockTimeAt(slot.order_by, timeZone, intlLocale()) }),
    delivery: m.deliveryBetween({
      from: clockTimeAt(slot.delivery_from, timeZone, intlLocale()),
      to: clockTimeAt(slot.delivery_to, timeZone, intlLocale()),
    }),
  };
}

/** '12 of 30 plates taken' (long) or '12/30 plates' (short) of a day's slot. */
export function platesText(slot: Pick<Slot, 'taken' | 'capacity'>, short = false): string {
  return (short ? m.platesShort : m.platesTakenOfCap)({
    taken: String(slot.taken),
    capacity: String(slot.capacity),
  });
}
